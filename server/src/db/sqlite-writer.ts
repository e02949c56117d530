/**
 * The game's SQLite writes, committed on a thread of their own. Committing was a third of the
 * main thread's time under the game-flow bench (the statements, and the WAL pages and the
 * checkpoints every commit writes), time in which no request was served. Here the main thread
 * only queues a write; a worker thread (./sqlite-writer.worker.js) holds a second connection to
 * the same file and commits.
 *
 * Group commit, as SqliteGroupCommit does it in-thread: the writes asked for during one turn of
 * the event loop go to the thread together and run in one transaction, and while one group is
 * committing the next collects every write asked for meanwhile. Each write is answered only once
 * its group has committed, so what a player is told was stored is as durable as before. The main
 * connection (TypeORM's) reads what the thread committed as soon as it is answered (WAL: every
 * read outside a transaction sees the last commit).
 *
 * A write that breaks a constraint fails alone. If the group's transaction is lost (it cannot
 * begin within the busy timeout, the disk fails) every write of it fails with that error and
 * nothing of it is stored. If the thread itself dies, the writes it held fail as unavailable
 * (503), and the next write starts a new thread.
 */
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { CannotExecuteNotConnectedError } from 'typeorm';
import type { WriteOutcome } from './direct-sql';

interface Write {
  sql: string;
  values: unknown[];
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: unknown) => void;
}

/** Rebuilt on this side from what the thread sends: class, message and SQLite code. */
interface ErrorData {
  name: string;
  message: string;
  code?: string;
}

type GroupAnswer =
  { outcomes: ({ ok: true; value: WriteOutcome } | { ok: false; error: ErrorData })[] } | { failed: ErrorData };

export interface SqliteWriterOptions {
  /** The database file (WAL mode: the main connection opened it so). */
  file: string;
  /** How long a group waits for another connection's write lock before failing with SQLITE_BUSY. */
  busyTimeoutMs: number;
  /** Run on the thread's connection as on the main one (`synchronous = NORMAL`, …). */
  pragmas: readonly string[];
}

export class SqliteWriter {
  private worker: Worker | null = null;
  private queued: Write[] = [];
  /** The group the thread is committing. */
  private committing: Write[] | null = null;
  private scheduled = false;
  private closed: Promise<void> | null = null;
  private whenIdle: (() => void)[] = [];

  constructor(private readonly options: SqliteWriterOptions) {
    // Started now, so the first write does not wait for the thread to load.
    this.thread().unref();
  }

  /** Runs one INSERT or UPDATE (values bound as the driver takes them) in a coming group; settles once it has committed. */
  write(sql: string, values: unknown[]): Promise<WriteOutcome> {
    if (this.closed) return Promise.reject(new CannotExecuteNotConnectedError());
    return new Promise<WriteOutcome>((resolve, reject) => {
      this.queued.push({ sql, values, resolve, reject });
      if (this.scheduled || this.committing) return;
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.send();
      });
    });
  }

  /** Commits every write already asked for, then closes the thread's connection. Later writes fail as unavailable. */
  close(): Promise<void> {
    this.closed ??= this.closeWhenIdle();
    return this.closed;
  }

  private async closeWhenIdle(): Promise<void> {
    if (this.committing || this.queued.length > 0) await new Promise<void>((resolve) => this.whenIdle.push(resolve));
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ close: true });
    await exited;
  }

  private send(): void {
    if (this.committing || this.queued.length === 0) return;
    const group = this.queued;
    this.queued = [];
    this.committing = group;
    const worker = this.thread();
    // A group on its way keeps the process alive; an idle thread does not.
    worker.ref();
    worker.postMessage({ writes: group.map(({ sql, values }) => ({ sql, values })) });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const { file, busyTimeoutMs, pragmas } = this.options;
    const worker = new Worker(new URL('./sqlite-writer.worker.js', import.meta.url), {
      workerData: { file, busyTimeoutMs, pragmas },
    });
    worker.on('message', (answer: GroupAnswer) => this.settle(answer));
    // An error the thread did not catch ends it: 'exit' follows, which fails what it held.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      const lost = this.committing;
      this.committing = null;
      if (lost) {
        for (const write of lost) write.reject(new CannotExecuteNotConnectedError());
      }
      this.next();
    });
    this.worker = worker;
    return worker;
  }

  private settle(answer: GroupAnswer): void {
    const group = this.committing ?? [];
    this.committing = null;
    if ('failed' in answer) {
      const error = rebuilt(answer.failed);
      for (const write of group) write.reject(error);
    } else {
      group.forEach((write, i) => {
        const outcome = answer.outcomes[i]!;
        if (outcome.ok) write.resolve(outcome.value);
        else write.reject(rebuilt(outcome.error));
      });
    }
    this.next();
  }

  /** The writes asked for while the last group committed go now; with none, the thread idles. */
  private next(): void {
    if (this.queued.length > 0) {
      this.send();
      return;
    }
    this.worker?.unref();
    for (const resolve of this.whenIdle.splice(0)) resolve();
  }
}

/** The driver's error as the thread raised it: a SqliteError keeps its code (a duplicate key is recognised by it). */
function rebuilt({ name, message, code }: ErrorData): Error {
  if (name === 'SqliteError' && code) return new Database.SqliteError(message, code);
  if (name === 'TypeError') return new TypeError(message);
  if (name === 'RangeError') return new RangeError(message);
  return new Error(message);
}
