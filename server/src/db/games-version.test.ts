import { describe, expect, it } from 'vitest';
import { latestRead } from './games-version';

/** A read whose answers are settled by hand: the nth read answers n. */
function manualReads() {
  const pending: { settle: (ok: boolean) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const n = pending.length + 1;
      pending.push({ settle: (ok) => (ok ? resolve(n) : reject(new Error(`read ${n} failed`))) });
    });
  return { read, pending };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a read shared between callers, each answered by a read started after its call', () => {
  it('calls made while a read is under way share the next read, not that one', async () => {
    const { read, pending } = manualReads();
    const shared = latestRead(read);
    const first = shared();
    const second = shared();
    const third = shared();
    expect(pending).toHaveLength(1); // the next read waits for the first to settle
    pending[0]!.settle(true);
    await flush();
    expect(pending).toHaveLength(2);
    pending[1]!.settle(true);
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 2]);
  });

  it('a call after every read settled starts a read of its own', async () => {
    const { read, pending } = manualReads();
    const shared = latestRead(read);
    const first = shared();
    pending[0]!.settle(true);
    expect(await first).toBe(1);
    const later = shared();
    expect(pending).toHaveLength(2);
    pending[1]!.settle(true);
    expect(await later).toBe(2);
  });

  it('a failed read fails its own callers only: those waiting for the next read get its answer', async () => {
    const { read, pending } = manualReads();
    const shared = latestRead(read);
    const first = shared();
    const second = shared();
    pending[0]!.settle(false);
    await expect(first).rejects.toThrow('read 1 failed');
    await flush();
    pending[1]!.settle(true);
    expect(await second).toBe(2);
  });
});
