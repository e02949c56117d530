/**
 * The game's SQLite writes, grouped, on the main thread, on a connection of the writer's own to
 * the database file. The writes asked for during one turn of the event loop run in one
 * transaction (group commit), `BEGIN IMMEDIATE; w1; w2; …; COMMIT`, synchronously, and each is
 * answered once that transaction has committed, so what a player is told was stored is as
 * durable as a commit of its own. The main connection (TypeORM's) reads what this one committed
 * at once (WAL: every read outside a transaction sees the last commit), and its own
 * transactions, which await between their statements, never take a game's write in.
 *
 * Why a group: in WAL mode with `synchronous = NORMAL` a commit appends the pages it changed to
 * the log and syncs nothing, and SQLite copies the log back into the file, and syncs, in the
 * commit that takes the log past 1,000 pages. A commit per write appends the same index pages
 * again and again, so the log fills, and the main thread checkpoints, several times as often:
 * grouped, the game flow added 40% more links a second at the median of four paired rounds
 * (docs/benchmarks.md).
 * Why on the main thread: a group commits in a fraction of a millisecond, less than a hop to a
 * thread and back; a writer thread, and a thread that checkpointed, showed less than the 20% a
 * speed trick must show, and went.
 *
 * Another connection's write lock (another process: an import) is waited for without holding the
 * main thread: the transaction begins without SQLite's busy handler and, while the lock is held,
 * tries again a few milliseconds later, until the busy timeout from when the group's oldest
 * write was asked; then every write of the group fails with SQLITE_BUSY (503) and nothing of it
 * is stored. A write that breaks a constraint fails alone. A transaction lost once begun (a disk
 * error) stores nothing of its group: each write goes again alone, in a transaction of its own,
 * and is answered on its own merits (DESIGN §10).
 */
import Database from 'better-sqlite3';
import { GroupingWriter, type QueuedWrite, type WriteOutcome } from './grouping-writer';

interface Write extends QueuedWrite {
  /** When the write stops waiting for another connection's lock (ms since the epoch). */
  deadline: number;
}

type Outcome = { ok: true; value: WriteOutcome } | { ok: false; error: unknown };

export interface SqliteWriterOptions {
  /** The database file (WAL mode: the main connection opened it so). */
  file: string;
  /** How long a write waits for another connection's write lock before failing with SQLITE_BUSY (503). */
  busyTimeoutMs: number;
  /** Run on the writer's connection as on the main one (`synchronous = NORMAL`, …). */
  pragmas: readonly string[];
}

/** While another connection holds the write lock, how long before the group tries again. */
const LOCK_RETRY_MS = 5;

export class SqliteWriter extends GroupingWriter<Write> {
  private readonly db: Database.Database;
  private readonly begin: Database.Statement;
  private readonly commit: Database.Statement;
  private readonly rollback: Database.Statement;
  private readonly statements = new Map<string, Database.Statement>();
  /** The group waiting for another connection's lock. */
  private waiting: Write[] | null = null;

  /** Throws if the file cannot be opened. */
  constructor(private readonly options: SqliteWriterOptions) {
    super();
    // No busy handler: a locked file is waited for by timers, not on the main thread.
    this.db = new Database(options.file, { fileMustExist: true, timeout: 0 });
    for (const pragma of options.pragmas) this.db.pragma(pragma);
    this.begin = this.db.prepare('BEGIN IMMEDIATE');
    this.commit = this.db.prepare('COMMIT');
    this.rollback = this.db.prepare('ROLLBACK');
  }

  /** Values bound as the driver takes them. */
  write(sql: string, values: unknown[]): Promise<WriteOutcome> {
    return this.enqueue(sql, values, (write) => ({ ...write, deadline: Date.now() + this.options.busyTimeoutMs }));
  }

  protected full(): boolean {
    return this.waiting !== null;
  }

  protected busy(): boolean {
    return this.waiting !== null;
  }

  protected closeIdle(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }

  protected handOver(): void {
    if (this.waiting) return;
    if (this.queued.length === 0) {
      this.idle();
      return;
    }
    const group = this.queued;
    this.queued = [];
    this.commitGroup(group);
  }

  /**
   * The group in one transaction, every write answered once it has committed; or, while another
   * connection holds the lock and the oldest write's deadline has not passed, tried again later.
   */
  private commitGroup(group: Write[]): void {
    try {
      this.begin.run();
    } catch (error) {
      if (isBusy(error) && Date.now() < group[0]!.deadline) {
        this.waiting = group;
        setTimeout(() => {
          this.waiting = null;
          this.commitGroup(group);
        }, LOCK_RETRY_MS);
        return;
      }
      for (const write of group) write.reject(error);
      this.handOver();
      return;
    }
    let outcomes: Outcome[];
    try {
      outcomes = group.map((write) => this.run(write));
      this.commit.run();
    } catch (error) {
      this.rollBack();
      // Nothing of the group is stored: each write goes again alone (one alone has failed on its own merits).
      outcomes = group.length === 1 ? [{ ok: false, error }] : group.map((write) => this.commitAlone(write));
    }
    group.forEach((write, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) write.resolve(outcome.value);
      else write.reject(outcome.error);
    });
    this.handOver();
  }

  /** One write in a transaction of its own: its outcome, a failure included. */
  private commitAlone(write: Write): Outcome {
    try {
      this.begin.run();
      const outcome = this.run(write);
      this.commit.run();
      return outcome;
    } catch (error) {
      this.rollBack();
      return { ok: false, error };
    }
  }

  /**
   * Undoes the open transaction. A ROLLBACK that fails itself (the disk gone) must not escape:
   * the group is answered with the error that caused it, and the next BEGIN says whether the
   * connection still works.
   */
  private rollBack(): void {
    try {
      if (this.db.inTransaction) this.rollback.run();
    } catch {
      // Answered above with the cause; nothing more to undo here.
    }
  }

  /**
   * One statement: its outcome, or its failure when SQLite undid only that statement (a
   * constraint it breaks); an error that ended the transaction is thrown.
   */
  private run({ sql, values }: Write): Outcome {
    try {
      const { lastInsertRowid, changes } = this.prepared(sql).run(...values);
      return { ok: true, value: { id: Number(lastInsertRowid), changes } };
    } catch (error) {
      if (!this.db.inTransaction) throw error;
      return { ok: false, error };
    }
  }

  private prepared(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

/** Another connection holds the write lock (SQLITE_BUSY, or SQLITE_BUSY_SNAPSHOT and the like). */
function isBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');
}
