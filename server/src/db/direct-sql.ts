/**
 * The game's hot statements straight to the driver under TypeORM: on SQLite prepared once (and
 * the writes grouped into shared commits, see SqliteGroupCommit), on MySQL sent on the pool
 * TypeORM opened, so its bounds (mysql-pool-bounds) still hold. TypeORM's `query` cost more
 * than these statements: a query runner per call, the subscribers' broadcast and, on MySQL, a
 * promise wrapper that captures a stack trace for every query.
 *
 * Errors are the driver's own (their `code` is what `isDuplicateKeyError` and
 * `isDatabaseUnavailable` read). A data source that is not initialized (closed while the server
 * stops) answers through TypeORM, whose not-connected error answers 503.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { DataSource, ObjectLiteral } from 'typeorm';
import { SqliteGroupCommit } from './sqlite-group-commit';

/** What a write did: the id it inserted (0 for an update) and how many rows it changed. */
export interface WriteOutcome {
  id: number;
  changes: number;
}

/** The part of mysql2's callback pool used here. */
interface MysqlCallbackPool {
  query(sql: string, values: unknown[], callback: (error: Error | null, result: unknown) => void): void;
}

interface Sqlite {
  database: Database;
  group: SqliteGroupCommit;
  statements: Map<string, Statement>;
}

export class DirectSql {
  private readonly sqlite: Sqlite | null;

  constructor(private readonly db: DataSource) {
    if (db.options.type === 'better-sqlite3') {
      const database = (db.driver as unknown as { databaseConnection: Database }).databaseConnection;
      this.sqlite = { database, group: new SqliteGroupCommit(database), statements: new Map() };
    } else {
      this.sqlite = null;
    }
  }

  /** The rows a SELECT answers, as objects keyed by column name. */
  async rows(sql: string, values: unknown[]): Promise<ObjectLiteral[]> {
    const { sqlite } = this;
    if (sqlite && this.db.isInitialized) return this.prepared(sqlite, sql).all(...bound(values)) as ObjectLiteral[];
    const pool = this.mysqlPool();
    if (pool) return (await poolQuery(pool, sql, values)) as ObjectLiteral[];
    return (await this.db.query(sql, values)) as ObjectLiteral[];
  }

  /** An INSERT or UPDATE: in the next group commit on SQLite, a statement of its own on MySQL. */
  async write(sql: string, values: unknown[]): Promise<WriteOutcome> {
    const { sqlite } = this;
    if (sqlite && this.db.isInitialized) {
      const statement = this.prepared(sqlite, sql);
      const parameters = bound(values);
      return sqlite.group.write(() => {
        const { lastInsertRowid, changes } = statement.run(...parameters);
        return { id: Number(lastInsertRowid), changes };
      });
    }
    const pool = this.mysqlPool();
    const raw = (await (pool ? poolQuery(pool, sql, values) : this.db.query(sql, values))) as {
      insertId?: unknown;
      affectedRows?: unknown;
    };
    return { id: Number(raw.insertId ?? 0), changes: Number(raw.affectedRows ?? 0) };
  }

  private prepared(sqlite: Sqlite, sql: string): Statement {
    let statement = sqlite.statements.get(sql);
    if (!statement) {
      statement = sqlite.database.prepare(sql);
      sqlite.statements.set(sql, statement);
    }
    return statement;
  }

  /** TypeORM's mysql2 pool while the data source is open (it has none once destroyed). */
  private mysqlPool(): MysqlCallbackPool | undefined {
    if (this.sqlite || !this.db.isInitialized) return undefined;
    return (this.db.driver as unknown as { pool?: MysqlCallbackPool }).pool;
  }
}

function poolQuery(pool: MysqlCallbackPool, sql: string, values: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    pool.query(sql, values, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Values as TypeORM's SQLite driver binds them: better-sqlite3 takes neither dates nor booleans. */
function bound(values: unknown[]): unknown[] {
  return values.map((v) => (v instanceof Date ? sqliteDatetime(v) : typeof v === 'boolean' ? Number(v) : v));
}

/** A timestamp as TypeORM writes a datetime column in SQLite: UTC, `yyyy-MM-dd HH:mm:ss.SSS`. */
function sqliteDatetime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}
