/**
 * The game's SQLite writes, committed on a thread of their own. Committing was a third of the
 * main thread's time under the game-flow bench (the statements, and the WAL pages and the
 * checkpoints every commit writes), time in which no request was served. Here the main thread
 * only queues a write; a worker thread (./sqlite-writer.worker.js) holds a second connection to
 * the same file and commits.
 *
 * Group commit: a SQLite commit costs far more than the insert it commits (the WAL frames of
 * every index page, and the checkpoints that follow), about 100 µs a link alone against 20 µs in
 * a transaction of ten. So the writes asked for during one turn of the event loop go to the
 * thread together and run in one transaction, and while one group is committing the next
 * collects every write asked for meanwhile. Each write is answered only once
 * its group has committed, so what a player is told was stored is as durable as before. The main
 * connection (TypeORM's) reads what the thread committed as soon as it is answered (WAL: every
 * read outside a transaction sees the last commit).
 *
 * Checkpoints: by itself SQLite copies the write-ahead log back into the database file in the
 * commit that takes the log past 1,000 pages. That made one commit in fifty or so take 5-25 ms
 * instead of a quarter of a millisecond, a third of all the time spent committing, and every
 * player waiting on it waited that long. With `checkpointEveryMs`, a second thread
 * (./sqlite-checkpointer.worker.js) holds a third connection and checkpoints every so often
 * without blocking the commits; the writer's connection checkpoints only past 10,000 pages, so
 * that the log stays bounded should that thread fall behind or end.
 *
 * A write that breaks a constraint fails alone. If the group's transaction cannot begin within
 * the busy timeout, every write of it fails with that error (503) and nothing of it is stored; if
 * it is lost once begun (a disk error), each write goes again alone, in a transaction of its own,
 * and is answered on its own merits (DESIGN §10). If the writer thread itself dies, the writes it held fail as
 * unavailable (503), and the next write starts a new thread. A checkpointer thread that dies is
 * reported and started again a second later; meanwhile the writer's own threshold bounds the log.
 */
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { CannotExecuteNotConnectedError } from 'typeorm';
import { GroupingWriter, type QueuedWrite, type WriteOutcome } from './grouping-writer';

interface Write extends QueuedWrite {
  /** When the write stops waiting for another connection's lock (ms since the epoch). */
  deadline: number;
}

/** Rebuilt on this side from what the thread sends: class, message and SQLite code. */
interface ErrorData {
  name: string;
  message: string;
  code?: string;
}

type ThreadMessage =
  | { ready: true }
  | { outcomes: ({ ok: true; value: WriteOutcome } | { ok: false; error: ErrorData })[] }
  | { failed: ErrorData };

export interface SqliteWriterOptions {
  /** The database file (WAL mode: the main connection opened it so). */
  file: string;
  /** How long a write waits for another connection's write lock before failing with SQLITE_BUSY (503). */
  busyTimeoutMs: number;
  /** Run on the threads' connections as on the main one (`synchronous = NORMAL`, …). */
  pragmas: readonly string[];
  /** Checkpoints on a thread of their own this often; without, the writer's commits checkpoint as SQLite does by default. */
  checkpointEveryMs?: number;
  /**
   * Told when a thread ends other than by `close` (an error it did not catch): with the writer,
   * the writes it held fail as unavailable; with the checkpointer, the writer's commits checkpoint
   * past 10,000 pages until a new one starts. Either is started again a second later.
   */
  onThreadLost?: (error: Error, thread: SqliteThread) => void;
}

/** The writer's two threads: the one that commits, and the one that checkpoints. */
export type SqliteThread = 'writer' | 'checkpointer';

/** Past this many pages in the log the writer's own commits checkpoint, when a checkpointer thread does the rest. */
const WRITER_CHECKPOINT_PAGES = 10_000;

/** After a thread is lost, how long writes fail as unavailable before a new one starts. */
const RESTART_AFTER_MS = 1_000;

export class SqliteWriter extends GroupingWriter<Write> {
  private worker: Worker | null = null;
  private checkpointer: Worker | null = null;
  /** The group the thread is committing. */
  private committing: Write[] | null = null;
  /** No new thread before this time (ms since the epoch): one that cannot start is not restarted for every write. */
  private restartAt = 0;
  private readonly firstThread: Promise<void>;

  constructor(private readonly options: SqliteWriterOptions) {
    super();
    // Started now, so the first write does not wait for the thread to load.
    this.firstThread = Promise.all([this.start().ready, this.startCheckpointer()]).then(() => undefined);
    // Whoever opened the writer awaits `ready()`; unobserved, a failed start is only logged.
    this.firstThread.catch(() => undefined);
  }

  /** Settles once the threads have opened the database: rejects with a thread's error if one could not. */
  ready(): Promise<void> {
    return this.firstThread;
  }

  /** Values bound as the driver takes them. */
  write(sql: string, values: unknown[]): Promise<WriteOutcome> {
    return this.enqueue(sql, values, (write) => ({ ...write, deadline: Date.now() + this.options.busyTimeoutMs }));
  }

  protected full(): boolean {
    return this.committing !== null;
  }

  protected busy(): boolean {
    return this.committing !== null;
  }

  protected async closeIdle(): Promise<void> {
    const threads = [this.worker, this.checkpointer].filter((thread) => thread !== null);
    this.worker = null;
    this.checkpointer = null;
    await Promise.all(threads.map(closeThread));
  }

  /** The checkpointer thread, if asked for: settles once it has opened the database. */
  private startCheckpointer(): Promise<void> {
    const { file, pragmas, checkpointEveryMs } = this.options;
    if (checkpointEveryMs === undefined) return Promise.resolve();
    const thread = new Worker(new URL('./sqlite-checkpointer.worker.js', import.meta.url), {
      workerData: { file, pragmas: [...pragmas, 'wal_autocheckpoint = 0'], everyMs: checkpointEveryMs },
    });
    thread.unref();
    this.checkpointer = thread;
    return threadReady(thread, (error) => {
      if (this.checkpointer !== thread) return;
      this.checkpointer = null;
      this.options.onThreadLost?.(error, 'checkpointer');
      // Meanwhile the writer's commits checkpoint past their own threshold.
      setTimeout(() => {
        if (!this.closed) void this.startCheckpointer();
      }, RESTART_AFTER_MS).unref();
    });
  }

  protected handOver(): void {
    if (this.committing || this.queued.length === 0) return;
    const group = this.queued;
    this.queued = [];
    if (!this.worker && Date.now() < this.restartAt) {
      for (const write of group) write.reject(new CannotExecuteNotConnectedError());
      this.next();
      return;
    }
    const worker = this.worker ?? this.start().worker;
    this.committing = group;
    // A group on its way keeps the process alive; an idle thread does not.
    worker.ref();
    // The oldest write's deadline: a group that waited for the one before it does not wait a whole timeout more.
    worker.postMessage({ deadline: group[0]!.deadline, writes: group.map(({ sql, values }) => ({ sql, values })) });
  }

  private start(): { worker: Worker; ready: Promise<void> } {
    const { file, pragmas, checkpointEveryMs } = this.options;
    const threadPragmas =
      checkpointEveryMs === undefined ? pragmas : [...pragmas, `wal_autocheckpoint = ${WRITER_CHECKPOINT_PAGES}`];
    const worker = new Worker(new URL('./sqlite-writer.worker.js', import.meta.url), {
      workerData: { file, pragmas: threadPragmas },
    });
    worker.unref();
    this.worker = worker;
    worker.on('message', (message: ThreadMessage) => {
      if (!('ready' in message) && this.worker === worker) this.settle(message);
    });
    const ready = threadReady(worker, (error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.restartAt = Date.now() + RESTART_AFTER_MS;
      this.options.onThreadLost?.(error, 'writer');
      // Its group may have committed before the thread ended: unknown, so unavailable (the player retries).
      for (const write of this.committing ?? []) write.reject(new CannotExecuteNotConnectedError());
      this.committing = null;
      this.next();
    });
    return { worker, ready };
  }

  private settle(answer: Exclude<ThreadMessage, { ready: true }>): void {
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
      this.handOver();
      return;
    }
    this.worker?.unref();
    this.idle();
  }
}

/**
 * Settles once the thread says it is ready; rejects if it ends first. `lost` hears of a thread
 * that ended other than by `closeThread` (after `ready` or before), with the error it died of.
 */
function threadReady(thread: Worker, lost: (error: Error) => void): Promise<void> {
  const ready = new Promise<void>((resolve, reject) => {
    let thrown: Error | undefined;
    thread.on('message', (message: { ready?: true }) => {
      if (message.ready) resolve();
    });
    // An error the thread did not catch ends it: 'exit' follows.
    thread.on('error', (error) => {
      thrown = error;
    });
    thread.on('exit', (code) => {
      const error = thrown ?? new Error(`the SQLite thread exited with code ${code}`);
      reject(error);
      lost(error);
    });
  });
  // A thread started again after a loss has no one awaiting it: `lost` reports its failure.
  ready.catch(() => undefined);
  return ready;
}

/** Asks a thread to close its connection and waits until it has exited. */
async function closeThread(thread: Worker): Promise<void> {
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  // Held until it has exited: an idle thread is unreferenced, and the process must not end before.
  thread.ref();
  thread.postMessage({ close: true });
  await exited;
}

/** The driver's error as the thread raised it: a SqliteError keeps its code (a duplicate key is recognised by it). */
function rebuilt({ name, message, code }: ErrorData): Error {
  if (name === 'SqliteError' && code) return new Database.SqliteError(message, code);
  if (name === 'TypeError') return new TypeError(message);
  if (name === 'RangeError') return new RangeError(message);
  return new Error(message);
}
