import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { errorBody } from '../errors';
import { SqliteGroupCommit } from './sqlite-group-commit';

describe('SqliteGroupCommit', () => {
  let dir: string;
  let db: Database.Database;
  /** A second connection, as another process would see the file. */
  let other: Database.Database;
  let group: SqliteGroupCommit;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    db = new Database(join(dir, 'test.sqlite'), { timeout: 50 });
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)');
    other = new Database(join(dir, 'test.sqlite'), { timeout: 50 });
    group = new SqliteGroupCommit(db);
  });
  afterEach(() => {
    db.close();
    other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const insert = (v: string) => () => Number(db.prepare('INSERT INTO t (v) VALUES (?)').run(v).lastInsertRowid);
  const stored = () => (other.prepare('SELECT v FROM t ORDER BY id').all() as { v: string }[]).map((r) => r.v);

  it('runs the writes of one turn in one transaction and answers each once it is committed', async () => {
    const seenInTransaction: boolean[] = [];
    const write = (v: string) =>
      group.write(() => {
        seenInTransaction.push(db.inTransaction);
        return insert(v)();
      });
    const answers = [write('a'), write('b'), write('c')];
    // Nothing runs before the next turn.
    expect(stored()).toEqual([]);
    const ids = await Promise.all(answers);
    expect(ids).toEqual([1, 2, 3]);
    expect(seenInTransaction).toEqual([true, true, true]);
    expect(stored()).toEqual(['a', 'b', 'c']);
    expect(db.inTransaction).toBe(false);
  });

  it('fails a write that breaks a constraint alone, and keeps the others of its group', async () => {
    const [a, dup, b] = await Promise.allSettled([
      group.write(insert('a')),
      group.write(insert('a')),
      group.write(insert('b')),
    ]);
    expect(a).toEqual({ status: 'fulfilled', value: 1 });
    expect(dup.status).toBe('rejected');
    expect((dup as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(b).toEqual({ status: 'fulfilled', value: 2 });
    expect(stored()).toEqual(['a', 'b']);
  });

  it('undoes every statement of a failing write, not only the one that failed', async () => {
    const [twoStatements, other] = await Promise.allSettled([
      group.write(() => {
        insert('first of two')();
        return insert('first of two')(); // the same value again: breaks the unique key
      }),
      group.write(insert('b')),
    ]);
    expect(twoStatements.status).toBe('rejected');
    expect(other.status).toBe('fulfilled');
    expect(stored()).toEqual(['b']);
  });

  it('waits for a transaction open on the connection instead of joining it', async () => {
    db.exec('BEGIN');
    db.prepare("INSERT INTO t (v) VALUES ('in the other transaction')").run();
    let settled = false;
    const answer = group.write(insert('grouped')).then((id) => ((settled = true), id));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(settled).toBe(false);
    // That transaction is undone: the grouped write, which did not join it, is still stored afterwards.
    db.exec('ROLLBACK');
    await answer;
    expect(stored()).toEqual(['grouped']);
  });

  it('fails every write of a group whose transaction cannot begin, storing none', async () => {
    other.exec('BEGIN IMMEDIATE'); // another process holds the write lock past the busy timeout
    const answers = await Promise.allSettled([group.write(insert('a')), group.write(insert('b'))]);
    other.exec('ROLLBACK');
    for (const answer of answers) {
      expect(answer.status).toBe('rejected');
      expect((answer as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_BUSY' });
    }
    expect(stored()).toEqual([]);
    // The next group works again.
    expect(await group.write(insert('c'))).toBeGreaterThan(0);
    expect(stored()).toEqual(['c']);
  });

  it('fails the writes queued when the connection closes with the not-connected error, which answers 503', async () => {
    const answer = group.write(insert('a'));
    db.close();
    const reason: unknown = await answer.then(
      () => null,
      (error: unknown) => error,
    );
    expect(reason).toMatchObject({ name: 'CannotExecuteNotConnectedError' });
    expect(errorBody(reason).status).toBe(503);
    expect(errorBody(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: reason })).status).toBe(503);
    db = new Database(join(dir, 'test.sqlite')); // for afterEach
  });
});
