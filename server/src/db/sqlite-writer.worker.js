// @ts-check
/**
 * The thread of SqliteWriter (./sqlite-writer.ts): its own connection to the database file, on
 * which each group of writes the main thread sends runs in one transaction. Plain JavaScript, so
 * that it starts as it is from src/ (tests) and from dist/ (the build copies it) without a loader.
 *
 * A group is `{ writes: [{ sql, values }] }`, each write one INSERT or UPDATE with its values
 * already bound. The answer is `{ outcomes }`, one per write in order (`{ ok: true, value: { id,
 * changes } }` or `{ ok: false, error }`), once the transaction has committed; or `{ failed }` when
 * the transaction itself was lost and nothing of the group is stored. A write that breaks a
 * constraint fails alone: SQLite undoes that one statement and the transaction goes on.
 * `{ close: true }` closes the connection and ends the thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @type {{ file: string, busyTimeoutMs: number, pragmas: string[] }} */
const { file, busyTimeoutMs, pragmas } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const db = new Database(file, { timeout: busyTimeoutMs });
for (const pragma of pragmas) db.pragma(pragma);
const begin = db.prepare('BEGIN IMMEDIATE');
const commit = db.prepare('COMMIT');
const rollback = db.prepare('ROLLBACK');
/** @type {Map<string, import('better-sqlite3').Statement>} */
const statements = new Map();

port.on('message', (/** @type {{ close?: true, writes?: { sql: string, values: unknown[] }[] }} */ message) => {
  if (message.close) {
    db.close();
    port.close();
    return;
  }
  port.postMessage(commitGroup(message.writes ?? []));
});

/** @param {{ sql: string, values: unknown[] }[]} writes */
function commitGroup(writes) {
  const outcomes = [];
  try {
    begin.run();
    for (const { sql, values } of writes) {
      try {
        const { lastInsertRowid, changes } = prepared(sql).run(...values);
        outcomes.push({ ok: true, value: { id: Number(lastInsertRowid), changes } });
      } catch (error) {
        // SQLite ended the whole transaction (a full disk, an I/O error): nothing of the group stays.
        if (!db.inTransaction) throw error;
        outcomes.push({ ok: false, error: errorData(error) });
      }
    }
    commit.run();
    return { outcomes };
  } catch (error) {
    if (db.inTransaction) rollback.run();
    return { failed: errorData(error) };
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
