import { describe, expect, it } from 'vitest';
import { KeptByVersion } from './kept-by-version';

describe('values kept by version', () => {
  it('works a value out once while its version holds, and again when it moves', async () => {
    const kept = new KeptByVersion<string>(8);
    let workedOut = 0;
    const workOut = async () => `value ${++workedOut}`;
    expect(await kept.get('page', 'v1', workOut)).toBe('value 1');
    expect(await kept.get('page', 'v1', workOut)).toBe('value 1');
    expect(await kept.get('page', 'v2', workOut)).toBe('value 2');
    expect(await kept.get('other page', 'v2', workOut)).toBe('value 3');
    expect(workedOut).toBe(3);
  });

  it('shares a value still being worked out with every request that asks meanwhile', async () => {
    const kept = new KeptByVersion<number>(8);
    let finish: (value: number) => void = () => undefined;
    let workedOut = 0;
    const workOut = () => {
      workedOut++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const [first, second] = [kept.get('page', 'v1', workOut), kept.get('page', 'v1', workOut)];
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(workedOut).toBe(1);
  });

  it('forgets a value that failed: the next request works it out again', async () => {
    const kept = new KeptByVersion<number>(8);
    await expect(kept.get('page', 'v1', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await kept.get('page', 'v1', async () => 2)).toBe(2);
  });

  it('keeps a newer value when an older one of its key fails after it, or after the key was dropped', async () => {
    const kept = new KeptByVersion<number>(1);
    let fail: (error: Error) => void = () => undefined;
    const failing = () => new Promise<number>((_, reject) => (fail = reject));
    const old = kept.get('page', 'v1', failing);
    expect(await kept.get('page', 'v2', async () => 2)).toBe(2);
    fail(new Error('database gone'));
    await expect(old).rejects.toThrow('database gone');
    expect(await kept.get('page', 'v2', async () => 3)).toBe(2);
    // The key of a value still being worked out is dropped for another; then the value fails.
    // Forgetting it must not touch the key, now gone: an error there would go unhandled.
    const dropped = kept.get('other page', 'v1', failing);
    await kept.get('page', 'v2', async () => 4);
    fail(new Error('database gone'));
    await expect(dropped).rejects.toThrow('database gone');
    expect(await kept.get('page', 'v2', async () => 5)).toBe(4);
  });

  it('keeps its most keys, dropping the one used least recently', async () => {
    const kept = new KeptByVersion<string>(2);
    await kept.get('a', 'v1', async () => 'a1');
    await kept.get('b', 'v1', async () => 'b1');
    expect(await kept.get('a', 'v1', async () => 'a2')).toBe('a1'); // a used again: b is now the oldest
    await kept.get('c', 'v1', async () => 'c1'); // drops b
    expect(await kept.get('a', 'v1', async () => 'a3')).toBe('a1');
    expect(await kept.get('b', 'v1', async () => 'b2')).toBe('b2');
  });
});
