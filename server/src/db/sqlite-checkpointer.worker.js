// @ts-check
/**
 * The checkpointer thread of SqliteWriter (./sqlite-writer.ts): its own connection to the
 * database file, on which it copies the write-ahead log's committed pages back into the file
 * every `everyMs` (a PASSIVE checkpoint: it waits for no one, and no one waits for it), so that
 * the writer thread's commits never do. Plain JavaScript, like the writer's thread, so that it
 * starts from src/ (tests) and from dist/ (the build copies it) without a loader.
 *
 * Once the database is open the thread says `{ ready: true }`. A checkpoint that fails (a disk
 * error) is tried again at the next interval. `{ close: true }` closes the connection and ends
 * the thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @type {{ file: string, pragmas: string[], everyMs: number }} */
const { file, pragmas, everyMs } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const db = new Database(file, { fileMustExist: true });
for (const pragma of pragmas) db.pragma(pragma);
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const timer = setInterval(() => {
  try {
    checkpoint.get();
  } catch {
    // Tried again at the next interval; meanwhile the writer's own threshold bounds the log.
  }
}, everyMs);
port.on('message', (/** @type {{ close?: true }} */ message) => {
  if (!message.close) return;
  clearInterval(timer);
  db.close();
  port.close();
});
port.postMessage({ ready: true });
