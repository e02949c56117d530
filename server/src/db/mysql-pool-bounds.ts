/**
 * Bounds on the MySQL pool, so a database behind a silent network (packets dropped, nothing
 * refused) fails a request within seconds instead of holding it (DESIGN §10), and the pool heals
 * by itself once the network returns.
 *
 * mysql2 gives neither bound: a request waiting for a pooled connection waits forever, and its
 * per-query `timeout` answers the caller but leaves the connection busy with the lost query, so
 * the next query sent on it hangs behind it. Here a connection whose query hears nothing for the
 * query timeout is destroyed instead (the pool drops it and opens a fresh one when needed).
 */
import type { Socket } from 'node:net';
import type { DatabaseTimeouts } from '../config';

interface MysqlConnection {
  stream: Socket;
  release(): void;
}

type ConnectionCallback = (error: Error | null, connection?: MysqlConnection) => void;

/** The part of mysql2's callback pool (TypeORM's `driver.pool`) these bounds use. */
export interface MysqlPool {
  getConnection(callback: ConnectionCallback): void;
  on(event: 'acquire' | 'release', listener: (connection: MysqlConnection) => void): unknown;
}

/** An error `isDatabaseUnavailable` recognises: the request answers 503. */
export function databaseTimeout(message: string): Error {
  return Object.assign(new Error(message), { code: 'ETIMEDOUT' });
}

export function boundMysqlPool(pool: MysqlPool, timeouts: DatabaseTimeouts): void {
  boundConnectionWaits(pool, timeouts.connectTimeoutMs);
  dropSilentConnections(pool, timeouts.queryTimeoutMs);
}

/** Waiting for a connection (a free one, or a new one being opened) fails after `waitMs`. */
function boundConnectionWaits(pool: MysqlPool, waitMs: number): void {
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback) => {
    let answered = false;
    const timer = setTimeout(() => {
      answered = true;
      callback(databaseTimeout(`No database connection within ${waitMs} ms`));
    }, waitMs);
    getConnection((error, connection) => {
      if (answered) {
        // The caller has given up; the connection goes back to the pool for the next one.
        if (!error) connection?.release();
        return;
      }
      answered = true;
      clearTimeout(timer);
      callback(error, connection);
    });
  };
}

/** A connection in use whose socket stays silent for `silenceMs` is destroyed, failing its query. */
function dropSilentConnections(pool: MysqlPool, silenceMs: number): void {
  const inUse = new WeakSet<MysqlConnection>();
  const watched = new WeakSet<MysqlConnection>();
  pool.on('acquire', (connection) => {
    inUse.add(connection);
    if (watched.has(connection)) return;
    watched.add(connection);
    connection.stream.setTimeout(silenceMs);
    connection.stream.on('timeout', () => {
      // An idle connection resting in the pool is silent by nature; only a waiting query counts.
      if (inUse.has(connection)) {
        connection.stream.destroy(databaseTimeout(`The database did not answer within ${silenceMs} ms`));
      }
    });
  });
  pool.on('release', (connection) => inUse.delete(connection));
}
