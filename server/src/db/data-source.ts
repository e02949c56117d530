/** The TypeORM data source for either engine (DESIGN §3), chosen by DATABASE_URL. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { DatabaseTimeouts } from '../config';
import { entities } from './entities';
import { migrations } from './migrations';
import { boundMysqlPool, type MysqlPool } from './mysql-pool-bounds';
import { SqliteWriter } from './sqlite-writer';

export type DatabaseEngine = 'sqlite' | 'mysql';

export function databaseEngine(databaseUrl: string): DatabaseEngine {
  return databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'mysql';
}

/** Without a server's bounds (the importer, the TypeORM CLI): the drivers' own defaults. */
const toolTimeouts = { connectTimeoutMs: 10_000, busyTimeoutMs: 5_000 };

/** Set on every SQLite connection: TypeORM's, and the game writes' own (SqliteWriter). */
export const sqliteConnectionPragmas = ['foreign_keys = ON', 'synchronous = NORMAL'] as const;

export function dataSourceOptions(databaseUrl: string, timeouts?: DatabaseTimeouts): DataSourceOptions {
  const common = { entities, migrations, migrationsRun: false, synchronize: false, logging: false } as const;
  if (databaseEngine(databaseUrl) === 'sqlite') {
    const file = databaseUrl.slice('sqlite:'.length);
    const database = file === ':memory:' ? file : resolve(file);
    return {
      ...common,
      type: 'better-sqlite3',
      database,
      enableWAL: database !== ':memory:',
      // How long a write waits for another process's lock (an import) before SQLITE_BUSY, a 503.
      timeout: timeouts?.queryTimeoutMs ?? toolTimeouts.busyTimeoutMs,
      prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
        for (const pragma of sqliteConnectionPragmas) db.pragma(pragma);
      },
    };
  }
  return {
    ...common,
    type: 'mysql',
    url: databaseUrl.replace(/^mariadb:/, 'mysql:'),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    connectTimeout: timeouts?.connectTimeoutMs ?? toolTimeouts.connectTimeoutMs,
    extra: { connectionLimit: 20, waitForConnections: true, enableKeepAlive: true },
  };
}

/**
 * Opens the database and brings its schema up to date. A server passes its timeouts: then a
 * MySQL database that stops answering fails each request within them instead of holding it.
 * A SQLite file also gets its writer thread (SqliteWriter), which the game's writes go through;
 * `onWriterThreadLost` hears of a thread that ended by an error.
 */
export async function openDatabase(
  databaseUrl: string,
  timeouts?: DatabaseTimeouts,
  onWriterThreadLost?: (error: Error) => void,
): Promise<DataSource> {
  const options = dataSourceOptions(databaseUrl, timeouts);
  if (options.type === 'better-sqlite3' && options.database !== ':memory:') {
    mkdirSync(dirname(options.database), { recursive: true });
  }
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  if (options.type === 'better-sqlite3') serializeTransactions(dataSource);
  await runMigrationsExclusively(dataSource);
  // After migrating: waiting for another instance's migration lock is a long, silent query.
  if (options.type === 'mysql' && timeouts) {
    boundMysqlPool((dataSource.driver as unknown as { pool: MysqlPool }).pool, timeouts);
  }
  if (options.type === 'better-sqlite3' && options.database !== ':memory:') {
    await startSqliteWriter(dataSource, options.database, options.timeout!, onWriterThreadLost);
  }
  return dataSource;
}

const sqliteWriters = new WeakMap<DataSource, SqliteWriter>();

/** The writer thread of a SQLite file opened by `openDatabase`; none for a database in memory. */
export function sqliteWriterOf(dataSource: DataSource): SqliteWriter | undefined {
  return sqliteWriters.get(dataSource);
}

/**
 * Starts the data source's writer thread (a start-up that cannot open it fails), and closes it,
 * its last writes committed, before the data source closes its own connection.
 */
async function startSqliteWriter(
  dataSource: DataSource,
  file: string,
  busyTimeoutMs: number,
  onThreadLost?: (error: Error) => void,
): Promise<void> {
  const writer = new SqliteWriter({ file, busyTimeoutMs, pragmas: sqliteConnectionPragmas, onThreadLost });
  try {
    await writer.ready();
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  sqliteWriters.set(dataSource, writer);
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    await writer.close();
    await destroy();
  };
}

/**
 * Several instances may start at once against one MySQL database (DESIGN §13); an advisory
 * lock lets one of them migrate while the others wait, then find nothing left to do.
 */
async function runMigrationsExclusively(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== 'mysql') {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [row] = (await runner.query(`SELECT GET_LOCK('cinema_chain_migrations', 120) AS acquired`)) as {
      acquired: number;
    }[];
    if (Number(row?.acquired) !== 1) throw new Error('Timed out waiting for another instance to finish migrating');
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query(`SELECT RELEASE_LOCK('cinema_chain_migrations')`).catch(() => undefined);
    await runner.release();
  }
}

/**
 * TypeORM runs every SQLite query on one connection, so two transactions started by concurrent
 * requests interleave on it and fail ("cannot start a transaction within a transaction").
 * Transactions therefore take turns; one started inside another (same async context) nests.
 */
function serializeTransactions(dataSource: DataSource): void {
  const manager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  const insideTransaction = new AsyncLocalStorage<true>();
  let queue: Promise<unknown> = Promise.resolve();
  manager.transaction = ((...args: unknown[]) => {
    if (insideTransaction.getStore()) return transaction(...args);
    const turn = queue.then(() => insideTransaction.run(true, () => transaction(...args)));
    queue = turn.catch(() => undefined);
    return turn;
  }) as typeof manager.transaction;
}
