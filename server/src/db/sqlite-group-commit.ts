/**
 * Group commit for the embedded database. Each SQLite commit costs far more than the insert it
 * commits (the WAL frames of every index page, and the checkpoints that follow): about 100 µs a
 * link alone against 20 µs in a transaction of ten. So the writes asked for during one turn of
 * the event loop run together in one transaction at the next turn, and each is answered only
 * once that transaction has committed: what a player is told was stored is as durable as
 * before, and answers wait at most one turn longer.
 *
 * A write that fails (a duplicate key, a missing foreign row) fails alone: each write runs under
 * a savepoint of its own, so whatever its statements did is undone and the transaction goes on.
 * If the transaction itself is lost (it cannot begin within the busy timeout, the disk fails, or
 * the commit does), every write of the group fails with that error and nothing of it is stored.
 */
import type { Database } from 'better-sqlite3';
import { CannotExecuteNotConnectedError } from 'typeorm';

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

interface Write {
  run: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class SqliteGroupCommit {
  private queued: Write[] = [];
  private scheduled = false;
  private readonly begin;
  private readonly commit;
  private readonly rollback;
  private readonly savepoint;
  private readonly release;
  private readonly undo;

  constructor(private readonly database: Database) {
    this.begin = database.prepare('BEGIN IMMEDIATE');
    this.commit = database.prepare('COMMIT');
    this.rollback = database.prepare('ROLLBACK');
    this.savepoint = database.prepare('SAVEPOINT write');
    this.release = database.prepare('RELEASE write');
    this.undo = database.prepare('ROLLBACK TO write');
  }

  /** Runs `write` (synchronous statements on this database) in the next group; settles once the group has committed. */
  write<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queued.push({ run: write, resolve: resolve as (value: unknown) => void, reject });
      this.schedule(() => setImmediate(() => this.flush()));
    });
  }

  private schedule(later: () => void): void {
    if (this.scheduled) return;
    this.scheduled = true;
    later();
  }

  private flush(): void {
    this.scheduled = false;
    // A transaction of the app's own is open on the connection (it awaits something between its
    // statements): the group must not join it, so it waits for it to end.
    if (this.database.inTransaction) {
      this.schedule(() => setTimeout(() => this.flush(), 1));
      return;
    }
    const writes = this.queued;
    this.queued = [];
    if (!this.database.open) {
      // Closed meanwhile (the server is stopping): the error TypeORM gives for it, which answers 503.
      for (const write of writes) write.reject(new CannotExecuteNotConnectedError());
      return;
    }
    const outcomes: Outcome[] = [];
    try {
      this.begin.run();
      for (const write of writes) {
        this.savepoint.run();
        try {
          const value = write.run();
          this.release.run();
          outcomes.push({ ok: true, value });
        } catch (error) {
          outcomes.push({ ok: false, error });
          // SQLite ended the whole transaction (a full disk, an I/O error): the rest must not run outside it.
          if (!this.database.inTransaction) throw error;
          this.undo.run();
          this.release.run();
        }
      }
      this.commit.run();
    } catch (error) {
      if (this.database.inTransaction) this.rollback.run();
      for (const write of writes) write.reject(error);
      return;
    }
    writes.forEach((write, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) write.resolve(outcome.value);
      else write.reject(outcome.error);
    });
  }
}
