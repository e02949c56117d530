/** The TypeORM data source for either engine (DESIGN §3), chosen by DATABASE_URL. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { DatabaseTimeouts } from '../config';
import { entities } from './entities';
import { migrations } from './migrations';
import type { GroupWriter } from './grouping-writer';
import { boundMysqlPool, type MysqlPool } from './mysql-pool-bounds';
import { MysqlWriter, type MysqlWriterOptions } from './mysql-writer';
import { SqliteWriter } from './sqlite-writer';

type DatabaseEngine = 'sqlite' | 'mysql';

function databaseEngine(databaseUrl: string): DatabaseEngine {
  return databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'mysql';
}

/** Without a server's bounds (the importer, the TypeORM CLI, tests): the drivers' own defaults, and a minute's silence. */
const toolTimeouts = { connectTimeoutMs: 10_000, busyTimeoutMs: 5_000, queryTimeoutMs: 60_000 };

/** Set on every SQLite connection: TypeORM's and the game writer's (SqliteWriter). */
const sqliteConnectionPragmas = ['foreign_keys = ON', 'synchronous = NORMAL'] as const;

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
 * The game's writes go through a writer that groups them (`writerOf`): on a SQLite file a
 * connection of its own on the main thread (SqliteWriter), on MySQL connections of its own
 * (MysqlWriter, opened at the first write).
 */
export async function openDatabase(databaseUrl: string, timeouts?: DatabaseTimeouts): Promise<DataSource> {
  const options = dataSourceOptions(databaseUrl, timeouts);
  if (options.type === 'better-sqlite3' && options.database !== ':memory:') {
    mkdirSync(dirname(options.database), { recursive: true });
  }
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  if (options.type === 'better-sqlite3') serializeTransactions(dataSource);
  await runMigrationsExclusively(dataSource);
  // After migrating: waiting for another instance's migration lock is a long, silent query.
  if (options.type === 'mysql' && timeouts) boundMysqlPool(mysqlPoolOf(dataSource), timeouts);
  if (options.type === 'better-sqlite3' && options.database !== ':memory:') {
    try {
      startSqliteWriter(dataSource, options.database, options.timeout!);
    } catch (error) {
      await dataSource.destroy();
      throw error;
    }
  }
  if (options.type === 'mysql') startMysqlWriter(dataSource, options, timeouts ?? toolTimeouts);
  return dataSource;
}

/** TypeORM's mysql2 pool under a MySQL data source. */
function mysqlPoolOf(
  dataSource: DataSource,
): MysqlPool & { config: { connectionConfig: MysqlWriterOptions['connection'] } } {
  return (dataSource.driver as unknown as { pool: ReturnType<typeof mysqlPoolOf> }).pool;
}

const writers = new WeakMap<DataSource, GroupWriter>();

/** The writer of a data source opened by `openDatabase`; none for a SQLite database in memory. */
export function writerOf(dataSource: DataSource): GroupWriter | undefined {
  return writers.get(dataSource);
}

/** The data source's writer, closed, its last writes committed, before the data source closes its own connections. */
function keepWriter(dataSource: DataSource, writer: GroupWriter): void {
  writers.set(dataSource, writer);
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    await writer.close();
    await destroy();
  };
}

/** The game's writes on MySQL: connections of their own, to where the pool connects. */
function startMysqlWriter(
  dataSource: DataSource,
  options: DataSourceOptions,
  { connectTimeoutMs, queryTimeoutMs }: Pick<DatabaseTimeouts, 'connectTimeoutMs' | 'queryTimeoutMs'>,
): void {
  const { charset, timezone } = options as { charset: string; timezone: string };
  // As TypeORM parsed the URL (a password may hold characters a URL parser refuses).
  const { host, port, user, password, database, socketPath, ssl } = mysqlPoolOf(dataSource).config.connectionConfig;
  const connection = { host, port, user, password, database, socketPath, ssl };
  keepWriter(dataSource, new MysqlWriter({ connection, charset, timezone, connectTimeoutMs, queryTimeoutMs }));
}

/** The game's writes on a SQLite file: a connection of their own, opened now (throws if it cannot be). */
function startSqliteWriter(dataSource: DataSource, file: string, busyTimeoutMs: number): void {
  keepWriter(dataSource, new SqliteWriter({ file, busyTimeoutMs, pragmas: sqliteConnectionPragmas }));
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
