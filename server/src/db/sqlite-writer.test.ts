import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../errors';
import { isDuplicateKeyError } from './duplicate-key';
import { SqliteWriter } from './sqlite-writer';

describe('SqliteWriter', () => {
  let dir: string;
  let file: string;
  /** Another connection: as the main thread's own, or another process, sees the file. */
  let other: Database.Database;
  let writer: SqliteWriter;

  let threadsLost: Error[];
  const open = (busyTimeoutMs: number, at = file, checkpointEveryMs?: number) =>
    new SqliteWriter({
      file: at,
      busyTimeoutMs,
      pragmas: ['foreign_keys = ON', 'synchronous = NORMAL'],
      checkpointEveryMs,
      onThreadLost: (error) => threadsLost.push(error),
    });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-writer-'));
    file = join(dir, 'test.sqlite');
    other = new Database(file, { timeout: 50 });
    other.pragma('journal_mode = WAL');
    other.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE, n INTEGER)');
    threadsLost = [];
    writer = open(100);
  });
  afterEach(async () => {
    await writer.close();
    other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const insert = (v: string, n: number | null = null) => writer.write('INSERT INTO t (v, n) VALUES (?, ?)', [v, n]);
  const stored = () => (other.prepare('SELECT v FROM t ORDER BY id').all() as { v: string }[]).map((r) => r.v);
  /** Another connection takes the write lock; the writer's groups wait for it (up to 5 s). */
  const lockedByAnother = async (busyTimeoutMs = 5_000) => {
    await writer.close();
    writer = open(busyTimeoutMs);
    other.exec('BEGIN IMMEDIATE');
  };
  const aWhile = () => new Promise((resolve) => setTimeout(resolve, 20));
  const failure = (answer: Promise<unknown>) =>
    answer.then(
      () => null,
      (error: unknown) => error,
    );

  it('commits the writes of one turn on its own connection and answers each with its id and changes once committed', async () => {
    const answers = [insert('a', 1), insert('b', 2), insert('c', null)];
    expect(await Promise.all(answers)).toEqual([
      { id: 1, changes: 1 },
      { id: 2, changes: 1 },
      { id: 3, changes: 1 },
    ]);
    // Answered means committed: another connection reads every row.
    expect(stored()).toEqual(['a', 'b', 'c']);
    expect(other.prepare('SELECT n FROM t ORDER BY id').all()).toEqual([{ n: 1 }, { n: 2 }, { n: null }]);
    expect(await writer.write('UPDATE t SET n = ? WHERE n IS NULL OR n > ?', [7, 1])).toMatchObject({ changes: 2 });
  });

  it('fails a write that breaks a constraint alone, with the driver error a duplicate key is recognised by, and keeps its group', async () => {
    const [a, dup, b] = await Promise.allSettled([insert('a'), insert('a'), insert('b')]);
    expect(a).toEqual({ status: 'fulfilled', value: { id: 1, changes: 1 } });
    const reason = (dup as PromiseRejectedResult).reason as unknown;
    expect(reason).toBeInstanceOf(Database.SqliteError);
    expect(reason).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(isDuplicateKeyError(reason)).toBe(true);
    expect(b).toEqual({ status: 'fulfilled', value: { id: 2, changes: 1 } });
    expect(stored()).toEqual(['a', 'b']);
  });

  it('fails every write of a group whose transaction cannot begin within the busy timeout (503), storing none, then goes on', async () => {
    other.exec('BEGIN IMMEDIATE');
    const answers = await Promise.allSettled([insert('a'), insert('b')]);
    other.exec('ROLLBACK');
    for (const answer of answers) {
      const reason = (answer as PromiseRejectedResult).reason as unknown;
      expect(reason).toMatchObject({ code: 'SQLITE_BUSY' });
      expect(errorBody(reason).status).toBe(503);
    }
    expect(stored()).toEqual([]);
    expect(await insert('c')).toEqual({ id: 1, changes: 1 });
    expect(stored()).toEqual(['c']);
  });

  it("sends each write of a group whose transaction was lost once begun again alone: none fails for another's", async () => {
    // A statement that ends the whole transaction, as a disk error would.
    other.exec(
      "CREATE TRIGGER undo BEFORE INSERT ON t WHEN NEW.v = 'undo' BEGIN SELECT RAISE(ROLLBACK, 'undone'); END",
    );
    const [a, undone, b] = await Promise.allSettled([insert('a', 1), insert('undo'), insert('b', 2)]);
    expect(a).toEqual({ status: 'fulfilled', value: { id: 1, changes: 1 } });
    expect((undone as PromiseRejectedResult).reason).toMatchObject({ message: 'undone' });
    expect(b).toEqual({ status: 'fulfilled', value: { id: 2, changes: 1 } });
    expect(stored()).toEqual(['a', 'b']);
  });

  it('keeps the main thread free while a group waits for a lock: timers fire on time, and the group commits once the lock is released', async () => {
    await lockedByAnother();
    const answer = insert('waited');
    // Waiting in SQLite's busy handler on this thread would hold this timer until the lock is released.
    const started = performance.now();
    await aWhile();
    // (5 s, the busy timeout): well under that, with room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(stored()).toEqual([]);
    other.exec('COMMIT');
    expect(await answer).toEqual({ id: 1, changes: 1 });
    expect(stored()).toEqual(['waited']);
  });

  it('fails the group a dying thread held as unavailable (503), and starts a new thread for the next write', async () => {
    await lockedByAnother();
    const held = insert('held');
    await aWhile();
    // The clock is held still from the loss on, then moved on: a slow machine cannot pass the second early.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await (writer as unknown as { worker: Worker }).worker.terminate();
      const reason = await failure(held);
      expect(reason).toMatchObject({ name: 'CannotExecuteNotConnectedError' });
      expect(errorBody(reason).status).toBe(503);
      expect(threadsLost).toHaveLength(1);
      other.exec('ROLLBACK');
      // A new thread starts a second after the last was lost; until then writes fail as unavailable.
      expect(errorBody(await failure(insert('too soon'))).status).toBe(503);
      vi.setSystemTime(Date.now() + 999);
      expect(errorBody(await failure(insert('still too soon'))).status).toBe(503);
      vi.setSystemTime(Date.now() + 1);
      expect(await insert('after')).toEqual({ id: 1, changes: 1 });
    } finally {
      vi.useRealTimers();
    }
    expect(stored()).toEqual(['after']);
  });

  it('waits for a lock at most the busy timeout from when the write was asked, also behind a group that waited before it', async () => {
    await lockedByAnother(1_000);
    const first = failure(insert('first'));
    await aWhile();
    // Asked while the first group waits: it must not wait its own 1,000 ms after that group's (about
    // 2,000 ms in all). The bounds leave a loaded machine 600 ms to spare.
    const asked = performance.now();
    const second = await failure(insert('second'));
    const waited = performance.now() - asked;
    other.exec('ROLLBACK');
    expect(await first).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(second).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(waited).toBeGreaterThan(900);
    expect(waited).toBeLessThan(1_600);
  });

  it('fails to start on a file it cannot open, and says so', async () => {
    const broken = open(100, join(dir, 'no such folder', 'x.sqlite'));
    await expect(broken.ready()).rejects.toThrow(/Cannot open database/);
    expect(threadsLost).toHaveLength(1);
    expect(errorBody(await failure(broken.write('INSERT INTO t (v) VALUES (?)', ['x']))).status).toBe(503);
    await broken.close();
  });

  it('commits on close what was asked for before, then fails later writes as unavailable (503)', async () => {
    const asked = insert('before close');
    await writer.close();
    expect(await asked).toEqual({ id: 1, changes: 1 });
    expect(stored()).toEqual(['before close']);
    const reason = await failure(insert('after close'));
    expect(errorBody(reason).status).toBe(503);
    expect(stored()).toEqual(['before close']);
  });

  describe('checkpoints', () => {
    /** About 1,500 pages of the log (4 kB each), in three groups: past SQLite's own threshold of 1,000. */
    const writeManyPages = async () => {
      for (let group = 0; group < 3; group++) {
        await Promise.all(
          Array.from({ length: 500 }, (_, i) =>
            writer.write('INSERT INTO t (v, n) VALUES (?, ?)', [`${group}-${i}-${'x'.repeat(3_900)}`, i]),
          ),
        );
      }
    };
    const fileSize = () => statSync(file).size;
    const until = async (condition: () => boolean, withinMs: number) => {
      const deadline = Date.now() + withinMs;
      while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return condition();
    };

    it('without a checkpointer, a commit that takes the log past 1,000 pages copies it into the file', async () => {
      const before = fileSize();
      await writeManyPages();
      expect(fileSize()).toBeGreaterThan(before + 1_000 * 4096);
    });

    it('with one, commits leave the log to the checkpointer thread, which copies it into the file soon after', async () => {
      await writer.close();
      // Its first checkpoint comes 2 s after it starts: the writes take a tenth of that.
      writer = open(100, file, 2_000);
      await writer.ready();
      const before = fileSize();
      await writeManyPages();
      // Committed (another connection reads the rows), but still only in the log.
      expect(other.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 1_500 });
      expect(fileSize()).toBe(before);
      expect(await until(() => fileSize() > before + 1_000 * 4096, 5_000)).toBe(true);
      expect(threadsLost).toEqual([]);
    });

    it('starts a checkpointer that died again a second later, and reports it', async () => {
      await writer.close();
      writer = open(100, file, 20);
      await writer.ready();
      const threads = writer as unknown as { checkpointer: Worker | null };
      const first = threads.checkpointer!;
      await first.terminate();
      expect(threadsLost).toHaveLength(1);
      expect(threads.checkpointer).toBeNull();
      // The game's writes go on meanwhile.
      expect(await insert('meanwhile')).toEqual({ id: 1, changes: 1 });
      expect(await until(() => threads.checkpointer !== null, 3_000)).toBe(true);
      expect(threads.checkpointer).not.toBe(first);
    });

    it('closes the checkpointer with the writer', async () => {
      await writer.close();
      writer = open(100, file, 20);
      await writer.ready();
      const threads = writer as unknown as { worker: Worker; checkpointer: Worker };
      const exits = [threads.worker, threads.checkpointer].map(
        (thread) => new Promise((resolve) => thread.once('exit', resolve)),
      );
      await writer.close();
      await Promise.all(exits);
      expect(threadsLost).toEqual([]);
    });
  });
});
