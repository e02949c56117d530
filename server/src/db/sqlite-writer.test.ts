import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBody } from '../errors';
import { isDuplicateKeyError } from './duplicate-key';
import { SqliteWriter } from './sqlite-writer';

describe('SqliteWriter', () => {
  let dir: string;
  let file: string;
  /** Another connection: as the main connection, or another process, sees the file. */
  let other: Database.Database;
  let writer: SqliteWriter;

  const open = (busyTimeoutMs: number, at = file) =>
    new SqliteWriter({ file: at, busyTimeoutMs, pragmas: ['foreign_keys = ON', 'synchronous = NORMAL'] });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-writer-'));
    file = join(dir, 'test.sqlite');
    other = new Database(file, { timeout: 50 });
    other.pragma('journal_mode = WAL');
    other.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE, n INTEGER)');
    writer = open(100);
  });
  afterEach(async () => {
    await writer.close();
    if (other.inTransaction) other.exec('ROLLBACK');
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

  it('answers a group whose COMMIT and ROLLBACK both fail with the cause, and goes on writing', async () => {
    const statements = writer as unknown as Record<'commit' | 'rollback', { run: () => unknown }>;
    const { commit, rollback } = statements;
    const diskGone = () => {
      throw new Error('disk I/O error');
    };
    statements.commit = { run: diskGone };
    statements.rollback = { run: diskGone };
    const answers = [insert('a'), insert('b')].map(failure);
    // Each answered with an error (tried again alone, its BEGIN refused inside the transaction left open).
    expect((await Promise.all(answers)).every((e) => e instanceof Error)).toBe(true);
    Object.assign(statements, { commit, rollback });
    rollback.run(); // what the next BEGIN would need: the disk back
    expect(await insert('c')).toEqual({ id: 1, changes: 1 });
    expect(stored()).toEqual(['c']);
  });

  it('commits the writes of one turn in one transaction on its own connection and answers each with its id and changes once committed', async () => {
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

  it('commits the writes of one turn together: the log grows by one commit of their pages, not one per write', async () => {
    /** The frames the log holds, from empty: each commit appends the pages it changed. */
    const frames = async (writes: () => Promise<unknown>) => {
      other.pragma('wal_checkpoint(TRUNCATE)');
      await writes();
      return (other.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]!.log;
    };
    // The table's page and its unique index's page, once for the three rows of one turn…
    const oneTurn = await frames(() => Promise.all([insert('a'), insert('b'), insert('c')]));
    // …and once for each row written a turn after the last.
    const threeTurns = await frames(async () => {
      for (const v of ['d', 'e', 'f']) await insert(v);
    });
    expect(oneTurn).toBe(2);
    expect(threeTurns).toBe(6);
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
    // Waiting in SQLite's busy handler on this thread would hold this timer until the busy timeout.
    const started = performance.now();
    await aWhile();
    // (5 s, the busy timeout): well under that, with room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(stored()).toEqual([]);
    other.exec('COMMIT');
    expect(await answer).toEqual({ id: 1, changes: 1 });
    expect(stored()).toEqual(['waited']);
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

  it('commits the writes asked for while a group waits for a lock once the lock is released, after that group', async () => {
    await lockedByAnother();
    const first = insert('first');
    await aWhile();
    const later = [insert('second'), insert('third')];
    await aWhile();
    expect(stored()).toEqual([]);
    other.exec('COMMIT');
    expect(await first).toEqual({ id: 1, changes: 1 });
    expect(await Promise.all(later)).toEqual([
      { id: 2, changes: 1 },
      { id: 3, changes: 1 },
    ]);
    expect(stored()).toEqual(['first', 'second', 'third']);
  });

  it('fails to open a file it cannot open, and says so', () => {
    expect(() => open(100, join(dir, 'no such folder', 'x.sqlite'))).toThrow(/Cannot open database/);
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
});
