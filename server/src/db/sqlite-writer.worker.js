// @ts-check
/**
 * The thread of SqliteWriter (./sqlite-writer.ts): its own connection to the database file, on
 * which each group of writes the main thread sends runs in one transaction. Plain JavaScript, so
 * that it starts as it is from src/ (tests) and from dist/ (the build copies it) without a loader.
 *
 * Once the database is open the thread says `{ ready: true }`. A group is `{ deadline, writes:
 * [{ sql, values }] }`, each write one INSERT or UPDATE with its values already bound, and the
 * time (ms since the epoch) until which the group may wait for another connection's write lock. The answer is `{ outcomes }`, one per write in order (`{ ok: true, value: { id,
 * changes } }` or `{ ok: false, error }`), once the transaction has committed; or `{ failed }` when
 * the transaction could not begin and nothing of the group is stored. A write that breaks a
 * constraint fails alone: SQLite undoes that one statement and the transaction goes on.
 * `{ close: true }` closes the connection and ends the thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @type {{ file: string, pragmas: string[] }} */
const { file, pragmas } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const db = new Database(file, { fileMustExist: true });
for (const pragma of pragmas) db.pragma(pragma);
const begin = db.prepare('BEGIN IMMEDIATE');
const commit = db.prepare('COMMIT');
const rollback = db.prepare('ROLLBACK');
/** @type {Map<string, import('better-sqlite3').Statement>} */
const statements = new Map();

/** @typedef {{ close?: true, deadline?: number, writes?: { sql: string, values: unknown[] }[] }} Message */
port.on('message', (/** @type {Message} */ message) => {
  if (message.close) {
    db.close();
    port.close();
    return;
  }
  port.postMessage(commitGroup(message.deadline ?? Date.now(), message.writes ?? []));
});
port.postMessage({ ready: true });

/**
 * The group in one transaction. If that transaction is lost once begun (a statement or the
 * COMMIT failed so that SQLite ended it: a full disk, an I/O error), nothing of it is stored and
 * each write goes again alone, in a transaction of its own, answered on its own merits: no write
 * fails for another's. Only a transaction that cannot begin (another connection's lock past the
 * deadline) fails the whole group.
 * @param {number} deadline
 * @param {{ sql: string, values: unknown[] }[]} writes
 */
function commitGroup(deadline, writes) {
  // Only BEGIN IMMEDIATE waits for the lock; past the deadline it is tried once.
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(deadline - Date.now()))}`);
  try {
    begin.run();
  } catch (error) {
    return { failed: errorData(error) };
  }
  try {
    const outcomes = writes.map(run);
    commit.run();
    return { outcomes };
  } catch (error) {
    if (db.inTransaction) rollback.run();
    if (writes.length === 1) return { outcomes: [{ ok: false, error: errorData(error) }] };
  }
  return { outcomes: writes.map((write) => commitAlone(write)) };
}

/**
 * One write in a transaction of its own: its outcome, a failure included.
 * @param {{ sql: string, values: unknown[] }} write
 */
function commitAlone(write) {
  try {
    begin.run();
    const outcome = run(write);
    commit.run();
    return outcome;
  } catch (error) {
    if (db.inTransaction) rollback.run();
    return { ok: false, error: errorData(error) };
  }
}

/**
 * One statement: its outcome, or its failure when SQLite undid only that statement (a constraint
 * it breaks); an error that ended the transaction is thrown.
 * @param {{ sql: string, values: unknown[] }} write
 */
function run({ sql, values }) {
  try {
    const { lastInsertRowid, changes } = prepared(sql).run(...values);
    return { ok: true, value: { id: Number(lastInsertRowid), changes } };
  } catch (error) {
    if (!db.inTransaction) throw error;
    return { ok: false, error: errorData(error) };
  }
}

/** @param {string} sql */
function prepared(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}

/** What the main thread needs to rebuild the error: its class name, message and SQLite code. */
function errorData(/** @type {any} */ error) {
  return { name: String(error?.name ?? 'Error'), message: String(error?.message ?? error), code: error?.code };
}
