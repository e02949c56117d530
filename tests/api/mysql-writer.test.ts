/**
 * MysqlWriter on the machine's MariaDB: the game's writes of one turn in one transaction, each
 * answered once committed; a refused statement fails alone; a silent server fails the group as
 * unavailable. A table of its own in a database of its own.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { Connection } from 'mysql2';
import mysql from 'mysql2/promise';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MysqlWriter } from '../../server/src/db/mysql-writer';
import { isDuplicateKeyError } from '../../server/src/db/duplicate-key';
import { isDatabaseUnavailable } from '../../server/src/errors';
import { engines } from '../support/engines';
import { MariaDbInstance } from '../support/mariadb-instance';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Each row records whether it was written inside a transaction (MariaDB's `@@in_transaction`) or committed alone. */
const INSERT = 'INSERT INTO t (v, n, in_trx) VALUES (?, ?, @@in_transaction)';

describe.skipIf(!engines.includes('mysql'))('MysqlWriter', () => {
  let database: TestDatabase;
  /** Another connection: as the pool, or another instance, sees the database. */
  let other: mysql.Connection;
  let writer: MysqlWriter;
  const open = (url = database.url, queryTimeoutMs = 5_000) => {
    const { hostname, port, username, password, pathname } = new URL(url);
    const connection = { host: hostname, port: Number(port), user: username, password, database: pathname.slice(1) };
    return new MysqlWriter({
      connection,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      connectTimeoutMs: 2_000,
      queryTimeoutMs,
    });
  };
  /** Polls until `condition` holds, for at most `withinMs`. */
  const until = async (condition: () => boolean | Promise<boolean>, withinMs = 3_000) => {
    const deadline = Date.now() + withinMs;
    while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return condition();
  };

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    other = await mysql.createConnection(database.url);
  });
  afterAll(async () => {
    await other?.end();
    await database?.drop();
  });
  beforeEach(async () => {
    await other.query('DROP TABLE IF EXISTS t');
    await other.query(
      'CREATE TABLE t (id INT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(20) NOT NULL UNIQUE, n INT NULL, in_trx INT NULL, at DATETIME(3) NULL) ENGINE=InnoDB',
    );
    writer = open();
  });
  afterEach(async () => {
    await writer.close();
  });

  const insert = (v: string, n: number | null = null) => writer.write(INSERT, [v, n]);
  const stored = async () => {
    const [rows] = await other.query('SELECT v, n, in_trx AS inTrx FROM t ORDER BY id');
    return rows as { v: string; n: number | null; inTrx: number }[];
  };
  const failure = (answer: Promise<unknown>) =>
    answer.then(
      () => null,
      (error: unknown) => error,
    );

  it('commits the writes of one turn in one transaction and answers each with its id and changes once committed', async () => {
    const answers = [insert('a', 1), insert('b', 2), insert('c')];
    expect(await Promise.all(answers)).toEqual([
      { id: 1, changes: 1 },
      { id: 2, changes: 1 },
      { id: 3, changes: 1 },
    ]);
    const rows = await stored();
    expect(rows.map(({ v, n }) => [v, n])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', null],
    ]);
    // One transaction wrote all three.
    expect(rows.map((r) => r.inTrx)).toEqual([1, 1, 1]);
    // An UPDATE answers the rows it changed.
    expect(await writer.write('UPDATE t SET n = ? WHERE n IS NOT NULL', [7])).toEqual({ id: 0, changes: 2 });
  });

  it('sends a write asked for alone by itself, committed without a transaction of its own', async () => {
    expect(await insert('alone')).toEqual({ id: 1, changes: 1 });
    expect((await stored())[0]!.inTrx).toBe(0);
  });

  it('sends the writes of a later turn, asked while a group is on its way, together as the next group', async () => {
    // Each row records the connection that wrote it.
    const insertOnConnection = (v: string) =>
      writer.write('INSERT INTO t (v, n, in_trx) VALUES (?, CONNECTION_ID(), @@in_transaction)', [v]);
    const first = insertOnConnection('first');
    await new Promise((resolve) => setImmediate(resolve));
    // The first group has gone, alone; these three go together, on the second connection. The
    // two groups are on their way at once: which commits first is the database's affair.
    const next = [insertOnConnection('x'), insertOnConnection('y'), insertOnConnection('z')];
    await Promise.all([first, ...next]);
    const rows = (await stored()).sort((a, b) => a.v.localeCompare(b.v));
    expect(rows.map((r) => [r.v, r.inTrx])).toEqual([
      ['first', 0],
      ['x', 1],
      ['y', 1],
      ['z', 1],
    ]);
    const [alone, ...together] = rows.map((r) => r.n);
    expect(new Set(together).size).toBe(1);
    expect(together[0]).not.toBe(alone);
  });

  it('sends the next group on a second connection while one waits for a lock', async () => {
    await insert('held', 0);
    const holder = await mysql.createConnection(database.url);
    try {
      await holder.query('START TRANSACTION');
      await holder.query("UPDATE t SET n = 1 WHERE v = 'held'");
      const waiting = writer.write('UPDATE t SET n = ? WHERE v = ?', [2, 'held']);
      let waited = false;
      void waiting.then(() => (waited = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Committed while the first group still waits for the holder's lock.
      expect(await insert('meanwhile')).toMatchObject({ changes: 1 });
      expect(waited).toBe(false);
      await holder.query('COMMIT');
      expect(await waiting).toEqual({ id: 0, changes: 1 });
    } finally {
      await holder.end();
    }
    expect((await stored()).map(({ v, n }) => [v, n])).toEqual([
      ['held', 2],
      ['meanwhile', null],
    ]);
  });

  it('writes a date as UTC, as the data source does', async () => {
    await writer.write('INSERT INTO t (v, at) VALUES (?, ?)', ['dated', new Date('2026-11-24T03:04:05.678Z')]);
    const [rows] = await other.query("SELECT DATE_FORMAT(at, '%Y-%m-%d %H:%i:%s.%f') AS at FROM t");
    expect((rows as { at: string }[])[0]!.at).toBe('2026-11-24 03:04:05.678000');
  });

  it('fails a duplicate alone, once the group has committed, so that its caller finds the row that holds the key', async () => {
    const settled: string[] = [];
    const answers = [insert('a', 1), insert('b', 2), insert('a', 3), insert('c', 4)];
    answers.forEach((answer, i) =>
      answer.then(
        () => settled.push(`stored ${i}`),
        () => settled.push(`refused ${i}`),
      ),
    );
    expect(await answers[0]).toEqual({ id: 1, changes: 1 });
    expect(await answers[1]).toEqual({ id: 2, changes: 1 });
    expect(await answers[3]).toMatchObject({ changes: 1 });
    const error = await failure(answers[2]!);
    expect(isDuplicateKeyError(error)).toBe(true);
    // Its own statement and values, not the group's.
    expect(error).toMatchObject({ query: INSERT, parameters: ['a', 3] });
    // Refused once the others were answered: after the COMMIT that made row 'a' visible to all.
    expect(settled).toEqual(['stored 0', 'stored 1', 'stored 3', 'refused 2']);
    const rows = await stored();
    expect(rows.map(({ v, n }) => [v, n])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 4],
    ]);
    expect(rows.map((r) => r.inTrx)).toEqual([1, 1, 1]);
  });

  it('fails a statement refused otherwise alone: the group is rolled back and each of its writes sent again alone', async () => {
    // NOT NULL: `v` may not be null (strict mode refuses it).
    const answers = [insert('a', 1), writer.write(INSERT, [null, 2]), insert('b', 3)];
    const refused = failure(answers[1]!);
    expect(await answers[0]).toMatchObject({ changes: 1 });
    expect(await answers[2]).toMatchObject({ changes: 1 });
    const error = await refused;
    // Its own statement, not the group's (which holds the other writes' values).
    expect(error).toMatchObject({ query: INSERT, parameters: [null, 2], driverError: { sql: INSERT } });
    expect((error as { code?: string }).code).toBe('ER_BAD_NULL_ERROR');
    expect(isDatabaseUnavailable(error)).toBe(false);
    const rows = await stored();
    expect(rows.map(({ v, n }) => [v, n])).toEqual([
      ['a', 1],
      ['b', 3],
    ]);
    // The two were written again after the rollback, each committed by itself.
    expect(rows.map((r) => r.inTrx)).toEqual([0, 0]);
  });

  it('two duplicates in one group: each fails alone and the rest is committed', async () => {
    await insert('taken');
    const answers = [insert('a'), insert('taken'), insert('b'), insert('a'), insert('c')];
    const outcomes = await Promise.all(
      answers.map((answer) =>
        answer.then(
          () => 'stored',
          (e) => isDuplicateKeyError(e),
        ),
      ),
    );
    expect(outcomes).toEqual(['stored', true, 'stored', true, 'stored']);
    expect((await stored()).map((r) => r.v)).toEqual(['taken', 'a', 'b', 'c']);
  });

  it('sends each write of a group that InnoDB undid to end a deadlock again alone: neither fails', async () => {
    for (const v of ['a', 'b', 'c', 'd', 'e', 'f']) await insert(v, 0);
    const holder = await mysql.createConnection(database.url);
    const deadlocks = async () => {
      const [rows] = await other.query("SHOW GLOBAL STATUS LIKE 'Innodb_deadlocks'");
      return Number((rows as { Value: string }[])[0]!.Value);
    };
    try {
      // The holder writes more rows than the group will (ids 2 to 6, each by its key), so InnoDB
      // undoes the group to end the deadlock.
      await holder.query('START TRANSACTION');
      for (const id of [2, 3, 4, 5, 6]) await holder.query('UPDATE t SET n = 1 WHERE id = ?', [id]);
      const group = [
        writer.write('UPDATE t SET n = ? WHERE id = ?', [2, 1]),
        writer.write('UPDATE t SET n = ? WHERE id = ?', [2, 2]),
      ];
      // The group holds row 1 and waits for row 2; the holder now asks for row 1.
      const groupWaits = async () => {
        const [rows] = await other.query(
          "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE INFO LIKE 'UPDATE t SET n = 2 WHERE id = 2%'",
        );
        return Number((rows as { n: number }[])[0]!.n) > 0;
      };
      expect(await until(groupWaits)).toBe(true);
      const before = await deadlocks();
      await holder.query('UPDATE t SET n = 1 WHERE id = 1');
      await holder.query('COMMIT');
      expect(await deadlocks()).toBeGreaterThan(before);
      expect(await Promise.all(group)).toEqual([
        { id: 0, changes: 1 },
        { id: 0, changes: 1 },
      ]);
    } finally {
      await holder.end();
    }
    const rows = await stored();
    expect(rows.filter((r) => r.v <= 'b').map(({ v, n }) => [v, n])).toEqual([
      ['a', 2],
      ['b', 2],
    ]);
  });

  it('commits what was asked for before close, and refuses what comes after as unavailable', async () => {
    const answers = [insert('a'), insert('b')];
    await writer.close();
    expect(await Promise.all(answers)).toHaveLength(2);
    expect((await stored()).map((r) => r.v)).toEqual(['a', 'b']);
    expect(isDatabaseUnavailable(await failure(insert('late')))).toBe(true);
  });

  describe('a server that does not answer', () => {
    let silent: Server;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      // Accepts connections and says nothing: not even MySQL's greeting.
      silent = createServer((socket) => sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    it('fails the group, and the writes waiting behind it, as unavailable once it stays silent for the query timeout', async () => {
      await writer.close();
      const { port } = silent.address() as { port: number };
      writer = open(`mysql://root@127.0.0.1:${port}/db`, 500);
      const started = Date.now();
      const settled = (answer: Promise<unknown>) =>
        failure(answer).then((error) => ({ error, ms: Date.now() - started }));
      const first = settled(insert('a'));
      await new Promise((resolve) => setImmediate(resolve));
      const behind = settled(insert('b'));
      const answers = await Promise.all([first, behind]);
      expect(answers.map(({ error }) => isDatabaseUnavailable(error))).toEqual([true, true]);
      expect(answers[0]!.ms).toBeGreaterThanOrEqual(450);
      expect(answers[0]!.ms).toBeLessThan(1_500);
      // At once with the group it waited behind, not after a timeout of its own.
      expect(answers[1]!.ms - answers[0]!.ms).toBeLessThan(100);
    });

    it('fails a write on a refused connection as unavailable', async () => {
      await writer.close();
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as { port: number };
      await new Promise((resolve) => closed.close(resolve));
      writer = open(`mysql://root@127.0.0.1:${port}/db`);
      const error = await failure(insert('a'));
      expect((error as { code?: string }).code).toBe('ECONNREFUSED');
      expect(isDatabaseUnavailable(error)).toBe(true);
    });
  });

  it('opens a new connection after the server closed its own, and loses no write asked for afterwards', async () => {
    // The writer's connection writes its own id.
    await writer.write('INSERT INTO t (v, n) VALUES (?, CONNECTION_ID())', ['before']);
    const [[{ n: connectionId }]] = (await other.query("SELECT n FROM t WHERE v = 'before'")) as unknown as [
      [{ n: number }],
    ];
    await other.query(`KILL ${Number(connectionId)}`);
    const writerConnections = () => (writer as unknown as { connections: unknown[] }).connections;
    expect(await until(() => writerConnections().every((connection) => connection === null))).toBe(true);
    expect(await insert('after')).toMatchObject({ changes: 1 });
    expect((await stored()).map((r) => r.v)).toEqual(['before', 'after']);
  });

  /** How each attempt at a group ended, in order, from here on. */
  const attemptsEnded = () => {
    const ended: string[] = [];
    const inside = writer as unknown as { attempt: (...args: unknown[]) => Promise<{ ended: string }> };
    const attempt = inside.attempt.bind(writer);
    inside.attempt = async (...args) => {
      const result = await attempt(...args);
      ended.push(result.ended);
      return result;
    };
    return ended;
  };

  it('sends a group once more, on a new connection, when the driver refused it unsent as its connection had closed', async () => {
    await insert('before');
    const [connection] = (writer as unknown as { connections: (Connection | null)[] }).connections;
    const ended = attemptsEnded();
    // Closed from this side: the driver refuses every later query at once, before the writer hears
    // of the close (its 'end' comes once the server has answered the QUIT).
    connection!.end();
    expect(await insert('after')).toMatchObject({ changes: 1 });
    expect(ended).toEqual(['unsent', 'committed']);
    expect((await stored()).map((r) => r.v)).toEqual(['before', 'after']);
  });

  it('sends nothing again when the connection is lost with a group on its way, and answers it unavailable', async () => {
    await writer.write('INSERT INTO t (v, n) VALUES (?, CONNECTION_ID())', ['before']);
    const [[{ n: connectionId }]] = (await other.query("SELECT n FROM t WHERE v = 'before'")) as unknown as [
      [{ n: number }],
    ];
    const ended = attemptsEnded();
    const answers = [insert('a'), writer.write('INSERT INTO t (v, n) SELECT ?, SLEEP(2)', ['slow'])].map(failure);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await other.query(`KILL ${Number(connectionId)}`);
    const errors = await Promise.all(answers);
    expect(errors.map(isDatabaseUnavailable)).toEqual([true, true]);
    expect(ended).toEqual(['lost']);
    // KILL rolled the transaction back, and nothing of it was sent again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await stored()).map((r) => r.v)).toEqual(['before']);
  });

  it('answers every write of a group when its own code fails, and goes on with the next group', async () => {
    const unformattable = {
      toSqlString: () => {
        throw new Error('no SQL for this value');
      },
    };
    const answers = [insert('a'), writer.write(INSERT, [unformattable, 1])];
    const errors = await Promise.all(answers.map(failure));
    expect(errors.map((e) => (e as Error).message)).toEqual(['no SQL for this value', 'no SQL for this value']);
    expect(await insert('next')).toMatchObject({ changes: 1 });
    expect((await stored()).map((r) => r.v)).toEqual(['next']);
  });

  it('refuses a duplicate only in the transaction that commits: after a rollback it is judged again', async () => {
    // The second 'a' meets the first, then a refused statement rolls all back; sent again, the
    // first 'a' is stored and the second refused, once that transaction commits.
    const settled: string[] = [];
    const answers = [insert('a', 1), insert('a', 2), writer.write(INSERT, [null, 3]), insert('b', 4)];
    answers.forEach((answer, i) =>
      answer.then(
        () => settled.push(`stored ${i}`),
        () => settled.push(`refused ${i}`),
      ),
    );
    const outcomes = await Promise.all(
      answers.map((answer) =>
        answer.then(
          () => 'stored',
          (e: { code?: string }) => e.code,
        ),
      ),
    );
    expect(outcomes).toEqual(['stored', 'ER_DUP_ENTRY', 'ER_BAD_NULL_ERROR', 'stored']);
    expect(settled.indexOf('refused 1')).toBeGreaterThan(settled.indexOf('stored 0'));
    expect((await stored()).map(({ v, n }) => [v, n])).toEqual([
      ['a', 1],
      ['b', 4],
    ]);
  });

  describe('on servers that number rows otherwise', () => {
    // Servers of their own: the shared one's numbering is every other suite's too.
    let stepped: MariaDbInstance;
    let interleaved: MariaDbInstance;
    const writers: MysqlWriter[] = [];
    beforeAll(async () => {
      [stepped, interleaved] = await Promise.all([
        MariaDbInstance.create(),
        // InnoDB's lock mode 2: ids of one multi-row statement may interleave with another's.
        MariaDbInstance.create(['--innodb-autoinc-lock-mode=2']),
      ]);
      for (const server of [stepped, interleaved]) {
        await server.query('CREATE DATABASE w');
        await server.query(
          'CREATE TABLE w.t (id INT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(20) NOT NULL UNIQUE, n INT NULL, in_trx INT NULL) ENGINE=InnoDB',
        );
      }
      // Ids in steps of 3, as a cluster of three numbers them.
      await stepped.query('SET GLOBAL auto_increment_increment = 3');
    }, 120_000);
    afterAll(async () => {
      await Promise.all(writers.map((w) => w.close()));
      await Promise.all([stepped?.destroy(), interleaved?.destroy()]);
    });

    /** Writes 'first' alone, then three writes in one group: their answers, and the rows' ids. */
    async function groupOn(server: MariaDbInstance) {
      const own = open(server.url('w'));
      writers.push(own);
      await own.write(INSERT, ['first', null]);
      const answers = await Promise.all(['a', 'b', 'c'].map((v) => own.write(INSERT, [v, null])));
      const rows = await server.query<{ id: number; v: string }>('SELECT id, v FROM w.t ORDER BY id');
      return { answers, rows: rows.map((r) => [r.v, r.id]) };
    }

    it('answers each write of a group with its own id where ids go in steps (auto_increment_increment)', async () => {
      const { answers, rows } = await groupOn(stepped);
      expect(rows).toEqual([
        ['first', 1],
        ['a', 4],
        ['b', 7],
        ['c', 10],
      ]);
      expect(answers).toEqual([
        { id: 4, changes: 1 },
        { id: 7, changes: 1 },
        { id: 10, changes: 1 },
      ]);
    });

    it("answers each write of a group with its own id where InnoDB may interleave statements' ids (lock mode 2)", async () => {
      const { answers, rows } = await groupOn(interleaved);
      expect(rows).toEqual([
        ['first', 1],
        ['a', 2],
        ['b', 3],
        ['c', 4],
      ]);
      expect(answers.map((a) => a.id)).toEqual([2, 3, 4]);
    });
  });

  describe('on a server whose SQL mode reads backslashes as characters (NO_BACKSLASH_ESCAPES)', () => {
    // A server of its own: the shared one's mode is every other suite's too.
    let server: MariaDbInstance;
    let own: MysqlWriter;
    beforeAll(async () => {
      server = await MariaDbInstance.create();
      await server.query('CREATE DATABASE w');
      await server.query('CREATE TABLE w.t (id INT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(100) NOT NULL) ENGINE=InnoDB');
      await server.query("SET GLOBAL sql_mode = CONCAT(@@GLOBAL.sql_mode, ',NO_BACKSLASH_ESCAPES')");
    }, 120_000);
    afterAll(async () => {
      await own?.close();
      await server?.destroy();
    });

    it('stores text with quotes and backslashes as written, in a group and alone, and never runs it', async () => {
      own = open(server.url('w'));
      const hostile = ["O'Brien \\ '", "x'); DROP TABLE t; -- ", "\\'; DELETE FROM t; #"];
      await Promise.all(hostile.map((v) => own.write('INSERT INTO t (v) VALUES (?)', [v])));
      await own.write('INSERT INTO t (v) VALUES (?)', ["alone \\' ); DROP TABLE t; --"]);
      const [{ mode }] = (await server.query<{ mode: string }>('SELECT @@GLOBAL.sql_mode AS mode')) as [
        { mode: string },
      ];
      expect(mode).toContain('NO_BACKSLASH_ESCAPES');
      const rows = await server.query<{ v: string }>('SELECT v FROM w.t ORDER BY id');
      expect(rows.map((r) => r.v)).toEqual([...hostile, "alone \\' ); DROP TABLE t; --"]);
    });
  });
});
