/**
 * What the game's two writers (SqliteWriter, MysqlWriter) share: the writes asked for during one
 * turn of the event loop are queued and handed over together once the turn ends, or, while the
 * writer has no room for another group, as soon as it has; closing waits until every write
 * already asked for is answered.
 */
import { CannotExecuteNotConnectedError } from 'typeorm';

/** What a write did: the id an INSERT gave its row (not meaningful for an UPDATE) and how many rows it changed. */
export interface WriteOutcome {
  id: number;
  changes: number;
}

/** What the game's writes go through (`writerOf`): each settles once it has committed, in a group with others. */
export interface GroupWriter {
  write(sql: string, values: unknown[]): Promise<WriteOutcome>;
  /** Commits the writes already asked for, then closes; later writes fail as unavailable. */
  close(): Promise<void>;
}

export interface QueuedWrite {
  sql: string;
  values: unknown[];
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: unknown) => void;
}

export abstract class GroupingWriter<W extends QueuedWrite> implements GroupWriter {
  /** Asked for, not yet handed over, oldest first. */
  protected queued: W[] = [];
  private scheduled = false;
  private closing: Promise<void> | null = null;
  private whenIdle: (() => void)[] = [];

  /** Runs one INSERT or UPDATE in a coming group; settles once it has committed. */
  abstract write(sql: string, values: unknown[]): Promise<WriteOutcome>;

  /** Commits every write already asked for, then closes. Later writes fail as unavailable. */
  close(): Promise<void> {
    this.closing ??= this.closeWhenIdle();
    return this.closing;
  }

  protected get closed(): boolean {
    return this.closing !== null;
  }

  /** Queues a write (`make` adds what the writer keeps beside it); settles once it has committed. */
  protected enqueue(sql: string, values: unknown[], make: (write: QueuedWrite) => W): Promise<WriteOutcome> {
    if (this.closing) return Promise.reject(new CannotExecuteNotConnectedError());
    return new Promise<WriteOutcome>((resolve, reject) => {
      this.queued.push(make({ sql, values, resolve, reject }));
      if (this.scheduled || this.full()) return;
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.handOver();
      });
    });
  }

  /** To call when nothing is queued or on its way: a close waiting for that goes on. */
  protected idle(): void {
    for (const resolve of this.whenIdle.splice(0)) resolve();
  }

  /** No room for another group now: the queue waits until `handOver` is called again. */
  protected abstract full(): boolean;
  /** A group is on its way. */
  protected abstract busy(): boolean;
  /** Hands the queued writes over as a group, if there is room; calls `idle` when there is nothing left to do. */
  protected abstract handOver(): void;
  /** Closes the connections or threads, once idle. */
  protected abstract closeIdle(): Promise<void>;

  private async closeWhenIdle(): Promise<void> {
    if (this.busy() || this.queued.length > 0) await new Promise<void>((resolve) => this.whenIdle.push(resolve));
    await this.closeIdle();
  }
}
