import { afterEach, describe, expect, it, vi } from 'vitest';
import { localWriteCounter } from './write-limit';

describe('the in-process write counter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds each cost to the key within its window, keys apart', async () => {
    const counter = localWriteCounter();
    expect((await counter.add('10.0.0.1', 1, 60_000)).count).toBe(1);
    expect((await counter.add('10.0.0.1', 3, 60_000)).count).toBe(4);
    expect((await counter.add('10.0.0.2', 1, 60_000)).count).toBe(1);
  });

  it('starts a new window once the old one has ended, and says how long the current one has left', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const counter = localWriteCounter();
    await counter.add('10.0.0.1', 5, 60_000);
    vi.setSystemTime(new Date('2026-11-23T10:00:45Z'));
    expect(await counter.add('10.0.0.1', 1, 60_000)).toEqual({ count: 6, resetInMs: 15_000 });
    vi.setSystemTime(new Date('2026-11-23T10:01:00Z'));
    expect(await counter.add('10.0.0.1', 1, 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });
});
