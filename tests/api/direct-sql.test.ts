/** The game's hot statements straight to the driver (server/src/db/direct-sql.ts), on every engine. */
import Database from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/data-source';
import { DirectSql } from '../../server/src/db/direct-sql';
import { isDuplicateKeyError } from '../../server/src/db/duplicate-key';
import { errorBody, isDatabaseError } from '../../server/src/errors';
import { describeEachEngine, describeOnce, type Engine } from '../support/engines';
import { openTestDatabase } from '../support/test-database';

describeEachEngine('direct statements on %s', (engine: Engine) => {
  let db: DataSource;
  let close: () => Promise<void>;
  let sql: DirectSql;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(engine));
    const id = engine === 'mysql' ? 'INTEGER PRIMARY KEY AUTO_INCREMENT' : 'INTEGER PRIMARY KEY';
    await db.query(
      `CREATE TABLE direct_probe (id ${id}, v VARCHAR(20) NOT NULL UNIQUE, at DATETIME(3) NULL, flag BOOLEAN NOT NULL)`,
    );
    sql = DirectSql.of(db);
  });
  afterAll(() => close());

  it('is one per data source: its statements prepared once, its SQLite writes in one group commit', async () => {
    expect(DirectSql.of(db)).toBe(sql);
    const other = await openTestDatabase(engine);
    try {
      expect(DirectSql.of(other.db)).not.toBe(sql);
    } finally {
      await other.close();
    }
  });

  it('inserts with the new id, updates with the rows changed, and reads the rows back with dates and booleans bound', async () => {
    const a = await sql.write('INSERT INTO direct_probe (v, at, flag) VALUES (?, ?, ?)', [
      'a',
      new Date('2026-11-23T10:20:30.000Z'),
      true,
    ]);
    const b = await sql.write('INSERT INTO direct_probe (v, at, flag) VALUES (?, ?, ?)', ['b', null, false]);
    expect(a).toEqual({ id: 1, changes: 1 });
    expect(b).toEqual({ id: 2, changes: 1 });
    expect((await sql.write('UPDATE direct_probe SET flag = ? WHERE v = ?', [true, 'nobody'])).changes).toBe(0);
    const rows = await sql.rows('SELECT v, at, flag FROM direct_probe WHERE flag = ? ORDER BY id', [true]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.v).toBe('a');
    expect(Number(rows[0]!.flag)).toBe(1);
    // MySQL answers a Date (the connection speaks UTC), SQLite the UTC text TypeORM writes.
    const at = rows[0]!.at as unknown;
    expect(at instanceof Date ? at.toISOString() : at).toBe(
      engine === 'mysql' ? '2026-11-23T10:20:30.000Z' : '2026-11-23 10:20:30.000',
    );
  });

  it('fails a duplicate with the error the unique key is recognised by, a database error, and stores nothing', async () => {
    const error: unknown = await sql.write('INSERT INTO direct_probe (v, flag) VALUES (?, ?)', ['a', 0]).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDuplicateKeyError(error)).toBe(true);
    expect(isDatabaseError(error)).toBe(true);
    const [count] = await sql.rows('SELECT COUNT(*) AS n FROM direct_probe', []);
    expect(Number(count!.n)).toBe(2);
  });

  it('fails a statement the database refuses as a database error answered 500, without the SQL', async () => {
    const error: unknown = await sql.rows('SELECT nothing FROM direct_probe', []).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseError(error)).toBe(true);
    expect(errorBody(error)).toEqual({ status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } });
  });

  it('answers 503 for reads and writes once the data source is closed', async () => {
    await db.destroy();
    for (const attempt of [
      sql.rows('SELECT v FROM direct_probe', []),
      sql.write('INSERT INTO direct_probe (v, flag) VALUES (?, ?)', ['c', 0]),
    ]) {
      const error: unknown = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect(errorBody(error).status).toBe(503);
    }
  });
});

describeOnce('direct statements on a SQLite file', () => {
  it("closes only once the writes asked for before have committed (the writer's last group)", async () => {
    const { db, close } = await openTestDatabase('sqlite');
    const file = (db.options as { database: string }).database;
    const other = new Database(file, { timeout: 1_000 });
    let reopened: DataSource | null = null;
    try {
      await db.query('CREATE TABLE closing_probe (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
      const sql = DirectSql.of(db);
      // Another connection holds the write lock for a while: the writer's group waits for it.
      other.exec('BEGIN IMMEDIATE');
      setTimeout(() => other.exec('COMMIT'), 100);
      let committed = false;
      const asked = sql.write('INSERT INTO closing_probe (v) VALUES (?)', ['last']).then((outcome) => {
        committed = true;
        return outcome;
      });
      await db.destroy();
      expect(committed).toBe(true);
      expect(await asked).toEqual({ id: 1, changes: 1 });
      reopened = await openDatabase(`sqlite:${file}`);
      expect(await DirectSql.of(reopened).rows('SELECT v FROM closing_probe', [])).toEqual([{ v: 'last' }]);
    } finally {
      other.close();
      await reopened?.destroy();
      await close();
    }
  });
});

describeOnce('direct statements on SQLite in memory', () => {
  let db: DataSource;
  let sql: DirectSql;

  beforeAll(async () => {
    db = await openDatabase('sqlite::memory:');
    await db.query('CREATE TABLE memory_probe (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)');
    sql = DirectSql.of(db);
  });
  afterAll(() => db.destroy());

  const stored = async () => (await sql.rows('SELECT v FROM memory_probe ORDER BY id', [])).map((r) => r.v);

  it('writes on its own connection (no second connection can open a database in memory) and reads its writes back', async () => {
    const [a, dup] = await Promise.allSettled([
      sql.write('INSERT INTO memory_probe (v) VALUES (?)', ['a']),
      sql.write('INSERT INTO memory_probe (v) VALUES (?)', ['a']),
    ]);
    expect(a).toEqual({ status: 'fulfilled', value: { id: 1, changes: 1 } });
    expect(isDuplicateKeyError((dup as PromiseRejectedResult).reason)).toBe(true);
    expect(await stored()).toEqual(['a']);
  });

  it('waits for a transaction of the app open on the connection instead of joining it', async () => {
    const settled: string[] = [];
    await db
      .transaction(async (manager) => {
        await manager.query("INSERT INTO memory_probe (v) VALUES ('undone')");
        void sql.write('INSERT INTO memory_probe (v) VALUES (?)', ['waited']).then(() => settled.push('waited'));
        await new Promise((resolve) => setTimeout(resolve, 30));
        expect(settled).toEqual([]);
        // Undone: the waiting write, which did not join the transaction, is stored all the same.
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await expect.poll(() => settled).toEqual(['waited']);
    expect(await stored()).toEqual(['a', 'waited']);
  });
});
