/**
 * The game's MySQL writes, grouped. Sent one by one on the pool, each write cost a round trip, a
 * commit and a socket write on each side: the socket writes to the database alone were 16% of
 * the main thread under the game-flow bench, and the database spent a commit on every link.
 *
 * Here the writes asked for during one turn of the event loop go to the database together, on a
 * connection of the writer's own, as one query of several statements in one transaction:
 * `START TRANSACTION; w1; w2; …; COMMIT`. While one group is on its way the next collects every
 * write asked for meanwhile. Each write is answered only once its group has committed, so what
 * a player is told was stored is as durable as before (InnoDB flushes its log at every commit).
 * A group of one write is sent alone, committed by itself.
 *
 * A write that breaks a unique key fails alone: MySQL undoes that statement, the transaction
 * stays open, and the group's statements after it follow, with the COMMIT. Any other error of a
 * statement rolls the group back: that write fails with it, and the rest of the group is sent
 * again as a group of its own (nothing of it was stored); a deadlock sends the whole group again,
 * up to three times. A connection lost, refused or silent for the query timeout fails every
 * write of the group, and those waiting behind it, as unavailable (503); the next write opens a
 * new connection. Refusals are answered once the group's transaction is over.
 *
 * The writer's connection is the only one that may send several statements in one query
 * (`multipleStatements`); the pool's connections, which run every other query, may not. Every
 * value is escaped by the driver, as on the pool.
 */
import { createConnection, type Connection, type QueryError, type ResultSetHeader } from 'mysql2';
import { CannotExecuteNotConnectedError, QueryFailedError } from 'typeorm';
import type { WriteOutcome } from './direct-sql';

interface Write {
  sql: string;
  values: unknown[];
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: unknown) => void;
}

export interface MysqlWriterOptions {
  /** `mysql://user:password@host:port/database`, as the data source's. */
  url: string;
  charset: string;
  /** How values of type Date are written (as the data source: 'Z', UTC). */
  timezone: string;
  connectTimeoutMs: number;
  /** A group that hears nothing for this long fails as unavailable, and its connection is closed. */
  queryTimeoutMs: number;
}

/** More would make one query of more than a few hundred kilobytes; the rest wait for the next group. */
const MAX_GROUP = 500;

/** MySQL's ER_DUP_ENTRY: a unique key already holds the value; only the statement is undone. */
const DUPLICATE_ENTRY = 1062;
/** ER_LOCK_DEADLOCK: InnoDB chose this transaction to undo; the statement that met it did nothing wrong. */
const DEADLOCK = 1213;
/** How many times a group that met a deadlock is sent again before its statement fails with it. */
const DEADLOCK_TRIES = 3;

export class MysqlWriter {
  private connection: Connection | null = null;
  private queued: Write[] = [];
  /** A group is on its way. */
  private sending = false;
  private scheduled = false;
  private closed: Promise<void> | null = null;
  private whenIdle: (() => void)[] = [];

  constructor(private readonly options: MysqlWriterOptions) {}

  /** Runs one INSERT or UPDATE in a coming group; settles once it has committed. */
  write(sql: string, values: unknown[]): Promise<WriteOutcome> {
    if (this.closed) return Promise.reject(new CannotExecuteNotConnectedError());
    return new Promise<WriteOutcome>((resolve, reject) => {
      this.queued.push({ sql, values, resolve, reject });
      if (this.scheduled || this.sending) return;
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.sendNext();
      });
    });
  }

  /** Commits every write already asked for, then closes the connection. Later writes fail as unavailable. */
  close(): Promise<void> {
    this.closed ??= this.closeWhenIdle();
    return this.closed;
  }

  private async closeWhenIdle(): Promise<void> {
    if (this.sending || this.queued.length > 0) await new Promise<void>((resolve) => this.whenIdle.push(resolve));
    const connection = this.connection;
    this.connection = null;
    if (connection) await new Promise<void>((resolve) => connection.end(() => resolve()));
  }

  private sendNext(): void {
    if (this.sending) return;
    if (this.queued.length === 0) {
      for (const resolve of this.whenIdle.splice(0)) resolve();
      return;
    }
    const group = this.queued.splice(0, MAX_GROUP);
    this.sending = true;
    void this.commit(group).finally(() => {
      this.sending = false;
      this.sendNext();
    });
  }

  /**
   * Runs a group to its end: every write of it answered. The writes a statement refused are
   * answered last, once the transaction is over: a duplicate may be a row of the same group,
   * which its caller must find when it reads the game again.
   */
  private async commit(group: Write[]): Promise<void> {
    const refused: [Write, QueryError][] = [];
    try {
      await this.commitRefusing(group, refused);
    } finally {
      for (const [write, error] of refused) refuse(write, error);
    }
  }

  private async commitRefusing(group: Write[], refused: [Write, QueryError][]): Promise<void> {
    let rest = group;
    let deadlocks = 0;
    while (rest.length > 0) {
      const connection = this.open();
      const alone = rest.length === 1;
      const statements = rest.map(({ sql, values }) => connection.format(sql, values));
      const { results, error } = await this.query(
        connection,
        alone ? statements[0]! : `START TRANSACTION;${statements.join(';')};COMMIT`,
      );
      if (!error) {
        const outcomes = alone ? results : results.slice(1);
        rest.forEach((write, i) => write.resolve(outcomeOf(outcomes[i]!)));
        return;
      }
      if (this.lost(connection, error, rest)) return;
      // Which statement failed: the one after the last answered (the first answer is START TRANSACTION's).
      const at = alone ? 0 : results.length - 1;
      if (at < 0 || at >= rest.length) {
        // START TRANSACTION or COMMIT itself failed: nothing of the group is stored.
        await this.query(connection, 'ROLLBACK');
        for (const write of rest) refuse(write, error);
        return;
      }
      // InnoDB has undone the whole transaction: the group goes again as it was.
      if (error.errno === DEADLOCK && ++deadlocks < DEADLOCK_TRIES) continue;
      refused.push([rest[at]!, error]);
      if (alone) return;
      const others = [...rest.slice(0, at), ...rest.slice(at + 1)];
      if (error.errno === DUPLICATE_ENTRY) {
        // Only that statement was undone: the transaction goes on with the statements after it.
        const before = results.slice(1).map((result, i) => [rest[i]!, result] as const);
        if (await this.finish(connection, before, rest.slice(at + 1))) return;
      } else {
        await this.query(connection, 'ROLLBACK');
      }
      // COMMIT never ran, so nothing of the group stays: its other writes go again (on a new
      // connection if the ROLLBACK lost this one, which the server then rolls back by itself).
      rest = others;
    }
  }

  /**
   * The statements left of an open transaction, then its COMMIT: true once every write of it is
   * answered. On an error the transaction is rolled back (false) and the caller sends the
   * group again; on a lost connection every write of it fails (true).
   */
  private async finish(
    connection: Connection,
    before: (readonly [Write, ResultSetHeader])[],
    after: Write[],
  ): Promise<boolean> {
    const statements = after.map(({ sql, values }) => connection.format(sql, values));
    const { results, error } = await this.query(connection, [...statements, 'COMMIT'].join(';'));
    if (!error) {
      for (const [write, result] of before) write.resolve(outcomeOf(result));
      after.forEach((write, i) => write.resolve(outcomeOf(results[i]!)));
      return true;
    }
    if (this.lost(connection, error, [...before.map(([write]) => write), ...after])) return true;
    await this.query(connection, 'ROLLBACK');
    return false;
  }

  /**
   * A connection lost, refused or silent: whether its COMMIT ran is unknown, so nothing is sent
   * again. The group's writes fail as unavailable, with those waiting behind it, which would
   * meet the same.
   */
  private lost(connection: Connection, error: QueryError, group: Write[]): boolean {
    if (!error.fatal && error.code !== 'ETIMEDOUT') return false;
    this.drop(connection);
    for (const write of [...group, ...this.queued.splice(0)]) refuse(write, error);
    return true;
  }

  /** One query of one or more statements: the answer of each statement that ran, and the error that stopped it. */
  private query(
    connection: Connection,
    sql: string,
  ): Promise<{ results: ResultSetHeader[]; error: QueryError | null }> {
    return new Promise((resolve) => {
      const results: ResultSetHeader[] = [];
      const timer = setTimeout(() => {
        // Silent for too long: the connection goes, and with it the query.
        this.drop(connection);
        const silent = Object.assign(
          new Error(`The database did not answer within ${this.options.queryTimeoutMs} ms`),
          {
            code: 'ETIMEDOUT',
            fatal: true,
          },
        );
        resolve({ results, error: silent as QueryError });
      }, this.options.queryTimeoutMs);
      const query = connection.query(sql, (error) => {
        clearTimeout(timer);
        resolve({ results, error });
      });
      query.on('result', (result) => results.push(result as unknown as ResultSetHeader));
    });
  }

  private open(): Connection {
    if (this.connection) return this.connection;
    const { url, charset, timezone, connectTimeoutMs } = this.options;
    const connection = createConnection({
      uri: url,
      charset,
      timezone,
      connectTimeout: connectTimeoutMs,
      supportBigNumbers: true,
      bigNumberStrings: true,
      stringifyObjects: true,
      multipleStatements: true,
      enableKeepAlive: true,
    });
    // A connection that fails while idle (the server restarted) is dropped; the next group opens another.
    connection.on('error', () => this.drop(connection));
    connection.on('end', () => this.drop(connection));
    this.connection = connection;
    return connection;
  }

  private drop(connection: Connection): void {
    if (this.connection === connection) this.connection = null;
    connection.destroy();
  }
}

/** The write fails with the driver's error, wrapped as TypeORM wraps it (its code read by `isDuplicateKeyError`, `isDatabaseUnavailable`). */
function refuse(write: Write, error: QueryError): void {
  write.reject(new QueryFailedError(write.sql, write.values, error));
}

/** What a statement did: the id an INSERT gave its row and how many rows it changed. */
function outcomeOf(result: ResultSetHeader): WriteOutcome {
  return { id: Number(result.insertId ?? 0), changes: Number(result.affectedRows ?? 0) };
}
