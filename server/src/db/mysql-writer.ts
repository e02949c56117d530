/**
 * The game's MySQL writes, grouped. Sent one by one on the pool, each write cost a round trip, a
 * commit and a socket write on each side: the socket writes to the database alone were 16% of
 * the main thread under the game-flow bench, and the database spent a commit on every link.
 *
 * Here the writes asked for during one turn of the event loop go to the database together, on a
 * connection of the writer's own, as one query of several statements in one transaction:
 * `START TRANSACTION; w1; w2; …; COMMIT`. Two groups may be on their way at once, each on a
 * connection of its own; while both are, the next collects every write asked for meanwhile.
 * Each write is answered only once its group has committed, so what a player is told was stored
 * is as durable as before (InnoDB flushes its log at every commit).
 * A group of one write is sent alone, committed by itself.
 *
 * Each write is its own statement, answered with what MySQL answered that statement (its row's
 * id, the rows it changed), so no id depends on how the server numbers rows.
 *
 * - A write that breaks a unique key is refused alone: MySQL undoes that statement, the
 *   transaction stays open, and the statements after it follow with the COMMIT. The refusal is
 *   final, and answered, only once that COMMIT has succeeded (the row it met may be of the same
 *   group, and its caller reads the game again).
 * - Any other error of a statement (a deadlock, which InnoDB ends by undoing the transaction,
 *   included) or of the COMMIT rolls the transaction back, and nothing of the group is stored:
 *   each of its writes goes again alone, a statement committed by itself, and is answered on its
 *   own merits (DESIGN §10), so that no write fails for another's. A write alone that meets a
 *   deadlock goes again, up to three times.
 * - A connection lost, refused or that does not answer a query within the query timeout fails
 *   every write of the group, and those waiting behind it, as unavailable (503): whether a COMMIT
 *   it was sending ran is unknown, so nothing is sent again. The next write opens a new connection.
 *   A group the driver refuses before sending any of it (its connection had closed unnoticed) goes
 *   once more, on a new connection: nothing of it ran.
 *
 * Every value is escaped by the driver, as on the pool; the writer's connection is the only one
 * that may send several statements in one query (`multipleStatements`), and it turns off the
 * one SQL mode under which the driver's escaping would not hold (`NO_BACKSLASH_ESCAPES`).
 */
import {
  createConnection,
  type Connection,
  type ConnectionOptions,
  type QueryError,
  type ResultSetHeader,
} from 'mysql2';
import { QueryFailedError } from 'typeorm';
import { GroupingWriter, type QueuedWrite, type WriteOutcome } from './grouping-writer';
import { databaseTimeout } from './mysql-pool-bounds';
import { writeOutcomeOf } from './sql-values';

export interface MysqlWriterOptions {
  /** Where and as whom to connect: the pool's own, as TypeORM parsed them from the data source's URL. */
  connection: Pick<ConnectionOptions, 'host' | 'port' | 'user' | 'password' | 'database' | 'socketPath' | 'ssl'>;
  charset: string;
  /** How values of type Date are written (as the data source: 'Z', UTC). */
  timezone: string;
  connectTimeoutMs: number;
  /** A query not answered within this fails its group as unavailable, and its connection is closed. */
  queryTimeoutMs: number;
}

/** More would make one query of more than a few hundred kilobytes; the rest wait for the next group. */
const MAX_GROUP = 500;
/**
 * Groups on their way at once, each on a connection of its own: the database commits one while
 * it runs the next. Two gave 13-60% more links a second than one in the game-flow bench; three
 * or four gave no more than two.
 */
const GROUPS_IN_FLIGHT = 2;

/** MySQL's ER_DUP_ENTRY: a unique key already holds the value; only the statement is undone. */
const DUPLICATE_ENTRY = 1062;
/** ER_LOCK_DEADLOCK: InnoDB undid this transaction; the statement that met it did nothing wrong. */
const DEADLOCK = 1213;
/** How many times a write sent alone that met a deadlock is sent again before it fails. */
const DEADLOCK_RESENDS = 3;

type Write = QueuedWrite;

/** How one attempt at committing a group ended. */
type Attempt =
  | { ended: 'committed'; stored: Map<Write, WriteOutcome>; refused: Map<Write, QueryError> }
  /** A statement failed other than by a duplicate: rolled back, nothing stored. */
  | { ended: 'rolled back'; error: QueryError }
  /** START TRANSACTION or COMMIT itself failed: rolled back, nothing stored. */
  | { ended: 'not committed'; error: QueryError }
  /** The connection is gone: whether the COMMIT ran is unknown. */
  | { ended: 'lost'; error: QueryError }
  /** The driver refused the group before sending any of it (its connection had closed): nothing ran. */
  | { ended: 'unsent'; error: QueryError };

export class MysqlWriter extends GroupingWriter<Write> {
  /** One connection per group that may be on its way at once. */
  private readonly connections: (Connection | null)[] = Array.from({ length: GROUPS_IN_FLIGHT }, () => null);
  /** The slots (connections) a group is on its way on. */
  private readonly busySlots = new Set<number>();
  constructor(private readonly options: MysqlWriterOptions) {
    super();
  }

  write(sql: string, values: unknown[]): Promise<WriteOutcome> {
    return this.enqueue(sql, values, (write) => write);
  }

  protected full(): boolean {
    return this.busySlots.size >= GROUPS_IN_FLIGHT;
  }

  protected busy(): boolean {
    return this.busySlots.size > 0;
  }

  protected async closeIdle(): Promise<void> {
    const open = this.connections.filter((connection) => connection !== null);
    this.connections.fill(null);
    await Promise.all(open.map((connection) => new Promise<void>((resolve) => connection.end(() => resolve()))));
  }

  protected handOver(): void {
    if (this.queued.length === 0) {
      if (!this.busy()) this.idle();
      return;
    }
    const slot = this.connections.findIndex((_, i) => !this.busySlots.has(i));
    if (slot < 0) return;
    const group = this.queued.splice(0, MAX_GROUP);
    this.busySlots.add(slot);
    void this.commit(group, slot)
      // Every path above answers each write; this is for an error of this code itself, so that
      // no write is left unanswered (answering one twice does nothing).
      .catch((error: unknown) => {
        for (const write of group) write.reject(error);
      })
      .finally(() => {
        this.busySlots.delete(slot);
        this.handOver();
      });
  }

  /**
   * Runs a group to its end: every write of it answered. A group whose transaction was undone
   * (a deadlock, a statement refused other than by a duplicate, a COMMIT that failed) stored
   * nothing: each of its writes goes again alone, so that it is answered on its own merits and
   * never fails for another's.
   */
  private async commit(group: Write[], slot: number): Promise<void> {
    if (group.length > 1) {
      let attempt = await this.attempt(group, slot);
      // Refused unsent, nothing of it ran: it goes once more, on a new connection.
      if (attempt.ended === 'unsent') attempt = await this.attempt(group, slot);
      switch (attempt.ended) {
        case 'committed':
          for (const [write, outcome] of attempt.stored) write.resolve(outcome);
          for (const [write, error] of attempt.refused) refuse(write, error);
          return;
        case 'unsent':
        case 'lost':
          for (const write of [...group, ...this.queued.splice(0)]) refuse(write, attempt.error);
          return;
      }
    }
    for (const [i, write] of group.entries()) {
      const lost = await this.commitAlone(write, slot);
      if (lost) {
        for (const behind of [...group.slice(i + 1), ...this.queued.splice(0)]) refuse(behind, lost);
        return;
      }
    }
  }

  /**
   * One write as a statement of its own, committed by itself, and answered: a deadlock sends it
   * again, up to three times. The error of a connection lost on the way, if it was.
   */
  private async commitAlone(write: Write, slot: number): Promise<QueryError | null> {
    let reopened = false;
    for (let deadlocks = 0; ;) {
      const attempt = await this.attempt([write], slot);
      switch (attempt.ended) {
        case 'committed':
          for (const [stored, outcome] of attempt.stored) stored.resolve(outcome);
          for (const [refused, error] of attempt.refused) refuse(refused, error);
          return null;
        case 'unsent':
          if (!reopened) {
            reopened = true;
            continue;
          }
          refuse(write, attempt.error);
          return attempt.error;
        case 'lost':
          refuse(write, attempt.error);
          return attempt.error;
        case 'not committed':
          refuse(write, attempt.error);
          return null;
        case 'rolled back':
          if (attempt.error.errno === DEADLOCK && deadlocks++ < DEADLOCK_RESENDS) continue;
          refuse(write, attempt.error);
          return null;
      }
    }
  }

  /**
   * One transaction of the pending writes (or the single write, alone): its statements, and
   * after a duplicate the statements after it, until the COMMIT succeeds or something else fails.
   */
  private async attempt(pending: Write[], slot: number): Promise<Attempt> {
    const connection = this.open(slot);
    const stored = new Map<Write, WriteOutcome>();
    const refused = new Map<Write, QueryError>();
    const alone = pending.length === 1;
    let rest = pending;
    let begin = alone ? '' : 'START TRANSACTION;';
    for (;;) {
      const statements = rest.map((write) => connection.format(write.sql, write.values));
      const sql = begin + [...statements, ...(alone ? [] : ['COMMIT'])].join(';');
      const { results, error, unsent } = await this.query(connection, sql);
      // The answers, in order: START TRANSACTION's (first query only), each statement's, COMMIT's.
      const answers = begin ? results.slice(1) : results;
      rest.slice(0, answers.length).forEach((write, i) => stored.set(write, writeOutcomeOf(answers[i]!)));
      if (!error) return { ended: 'committed', stored, refused };
      if (error.fatal || error.code === 'ETIMEDOUT') {
        this.drop(connection);
        // Only the first query of an attempt: after a duplicate, its transaction is already open.
        return { ended: unsent && rest === pending ? 'unsent' : 'lost', error };
      }
      const at = answers.length;
      if ((begin && results.length === 0) || at >= rest.length) {
        if (!alone) await this.rollback(connection);
        return { ended: 'not committed', error };
      }
      if (error.errno === DUPLICATE_ENTRY) {
        refused.set(rest[at]!, error);
        if (alone) return { ended: 'committed', stored, refused };
        // Only that statement was undone: the transaction goes on with the statements after it.
        rest = rest.slice(at + 1);
        begin = '';
        continue;
      }
      if (!alone && error.errno !== DEADLOCK) await this.rollback(connection);
      return { ended: 'rolled back', error };
    }
  }

  /** Ends a transaction a statement failed in. If that fails too, the connection goes (MySQL then rolls back). */
  private async rollback(connection: Connection): Promise<void> {
    const { error } = await this.query(connection, 'ROLLBACK');
    if (error) this.drop(connection);
  }

  /**
   * One query of one or more statements: the answer of each statement that ran, the error that
   * stopped it, and whether the driver refused it before sending any of it (`unsent`: it answers
   * at once, within `query`, on a connection already closed).
   */
  private query(
    connection: Connection,
    sql: string,
  ): Promise<{ results: ResultSetHeader[]; error: QueryError | null; unsent: boolean }> {
    return new Promise((resolve) => {
      const results: ResultSetHeader[] = [];
      const { queryTimeoutMs } = this.options;
      let asked = false;
      const timer = setTimeout(() => {
        const silent = databaseTimeout(`The database did not answer within ${queryTimeoutMs} ms`);
        resolve({ results, error: Object.assign(silent, { fatal: true }) as QueryError, unsent: false });
        this.drop(connection, silent);
      }, queryTimeoutMs);
      const query = connection.query(sql, (error) => {
        clearTimeout(timer);
        resolve({ results, error, unsent: !asked });
      });
      asked = true;
      query.on('result', (result) => results.push(result as unknown as ResultSetHeader));
    });
  }

  private open(slot: number): Connection {
    const opened = this.connections[slot];
    if (opened) return opened;
    const { connection: where, charset, timezone, connectTimeoutMs } = this.options;
    const connection = createConnection({
      ...where,
      charset,
      timezone,
      connectTimeout: connectTimeoutMs,
      supportBigNumbers: true,
      bigNumberStrings: true,
      stringifyObjects: true,
      multipleStatements: true,
      enableKeepAlive: true,
    });
    // The driver escapes a quote with a backslash, which this mode would read as a character.
    // Queued before any group, on this connection only; if it fails, so does the first group.
    connection.query("SET SESSION sql_mode = REPLACE(@@SESSION.sql_mode, 'NO_BACKSLASH_ESCAPES', '')", (error) => {
      if (error) this.drop(connection);
    });
    // A connection that fails while idle (the server restarted) is dropped; the next group opens another.
    connection.on('error', () => this.drop(connection));
    connection.on('end', () => this.drop(connection));
    this.connections[slot] = connection;
    return connection;
  }

  /** Forgets the connection and closes its socket at once (the driver's own close only half-closes it). */
  private drop(connection: Connection, error?: Error): void {
    const slot = this.connections.indexOf(connection);
    if (slot >= 0) this.connections[slot] = null;
    (connection as unknown as { stream: { destroy(error?: Error): void } }).stream.destroy(error);
  }
}

/**
 * The write fails with the driver's error, wrapped as TypeORM wraps it (its code read by
 * `isDuplicateKeyError`, `isDatabaseUnavailable`), with its own statement and values only: the
 * driver's error holds the whole group's SQL, other players' values included.
 */
function refuse(write: Write, error: QueryError): void {
  const { message, code, errno, sqlState, sqlMessage, fatal } = error as QueryError & { sqlMessage?: string };
  const own = Object.assign(new Error(message), { code, errno, sqlState, sqlMessage, fatal, sql: write.sql });
  write.reject(new QueryFailedError(write.sql, write.values, own));
}
