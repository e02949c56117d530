/**
 * Statements written by hand, straight to the driver under TypeORM: the game's hot path and the
 * public read side's (leaderboard, recap, profile, the games version). Reads: on SQLite prepared
 * once, on MySQL sent on the pool TypeORM opened, so its bounds (mysql-pool-bounds) still hold.
 * Writes: grouped into shared commits by the data source's writer (`writerOf`: SqliteWriter's
 * connection, MysqlWriter's); a SQLite database in memory, which no second connection
 * can open, writes on its own connection, and a data source not opened by `openDatabase` on
 * its pool. TypeORM's `query` cost more than these statements: a query runner per call, the
 * subscribers' broadcast and, on MySQL, a promise wrapper that captures a stack trace for every query.
 *
 * A failed MySQL statement rejects with TypeORM's QueryFailedError, as `db.query` did (the driver's
 * `code` on it is what `isDuplicateKeyError` and `isDatabaseUnavailable` read); a failed SQLite
 * statement throws the driver's error, as the grouped writes always have. A data source that is
 * not initialized (closed while the server stops) fails with TypeORM's not-connected error (503).
 */
import type { Database, Statement } from 'better-sqlite3';
import { CannotExecuteNotConnectedError, QueryFailedError, type DataSource, type ObjectLiteral } from 'typeorm';
import { writerOf } from './data-source';
import type { GroupWriter, WriteOutcome } from './grouping-writer';
import { writeOutcomeOf, type MysqlWriteResult } from './sql-values';

/** The part of mysql2's callback pool used here. */
interface MysqlCallbackPool {
  query(sql: string, values: unknown[], callback: (error: Error | null, result: unknown) => void): void;
}

interface Sqlite {
  database: Database;
  statements: Map<string, Statement>;
}

export class DirectSql {
  private static readonly ofSource = new WeakMap<DataSource, DirectSql>();

  /** The data source's one DirectSql: its statements are prepared once. */
  static of(db: DataSource): DirectSql {
    let sql = DirectSql.ofSource.get(db);
    if (!sql) {
      sql = new DirectSql(db);
      DirectSql.ofSource.set(db, sql);
    }
    return sql;
  }

  private readonly sqlite: Sqlite | null;
  private readonly writer: GroupWriter | undefined;

  private constructor(private readonly db: DataSource) {
    this.writer = writerOf(db);
    if (db.options.type === 'better-sqlite3') {
      const database = (db.driver as unknown as { databaseConnection: Database }).databaseConnection;
      this.sqlite = { database, statements: new Map() };
    } else {
      this.sqlite = null;
    }
  }

  /**
   * SQLite without a writer (a database in memory, or a data source not opened by `openDatabase`):
   * on this connection, at once, but never inside a transaction of the app's own that awaits
   * between its statements, whose rollback would undo a write already answered.
   */
  private async writeHere(sql: string, values: unknown[]): Promise<WriteOutcome> {
    const sqlite = this.sqlite!;
    while (sqlite.database.inTransaction) await new Promise((resolve) => setTimeout(resolve, 1));
    const { lastInsertRowid, changes } = this.prepared(sqlite, sql).run(...values);
    return { id: Number(lastInsertRowid), changes };
  }

  /** The rows a SELECT answers, as objects keyed by column name. */
  async rows(sql: string, values: unknown[]): Promise<ObjectLiteral[]> {
    const { sqlite } = this.open();
    if (sqlite) return this.prepared(sqlite, sql).all(...bound(values)) as ObjectLiteral[];
    return (await this.mysqlQuery(sql, values)) as ObjectLiteral[];
  }

  /** An INSERT or UPDATE, in the writer's next group; settles once it has committed. */
  async write(sql: string, values: unknown[]): Promise<WriteOutcome> {
    const { sqlite, writer } = this.open();
    const driverValues = sqlite ? bound(values) : values;
    if (writer) return writer.write(sql, driverValues);
    if (sqlite) return this.writeHere(sql, driverValues);
    return writeOutcomeOf((await this.mysqlQuery(sql, values)) as MysqlWriteResult);
  }

  private prepared(sqlite: Sqlite, sql: string): Statement {
    let statement = sqlite.statements.get(sql);
    if (!statement) {
      statement = sqlite.database.prepare(sql);
      sqlite.statements.set(sql, statement);
    }
    return statement;
  }

  /** This, once the data source is known to be open: a destroyed one has no connection or pool left. */
  private open(): this {
    if (!this.db.isInitialized) throw new CannotExecuteNotConnectedError();
    return this;
  }

  /** On TypeORM's mysql2 pool (`db.query` if it has none, as with replication). */
  private mysqlQuery(sql: string, values: unknown[]): Promise<unknown> {
    const pool = (this.db.driver as unknown as { pool?: MysqlCallbackPool }).pool;
    if (!pool) return this.db.query(sql, values);
    return new Promise((resolve, reject) => {
      pool.query(sql, values, (error, result) =>
        error ? reject(new QueryFailedError(sql, values, error)) : resolve(result),
      );
    });
  }
}

/** Values as TypeORM's SQLite driver binds them: better-sqlite3 takes neither dates nor booleans. */
function bound(values: unknown[]): unknown[] {
  return values.map((v) => (v instanceof Date ? sqliteDatetime(v) : typeof v === 'boolean' ? Number(v) : v));
}

/** A timestamp as TypeORM writes a datetime column in SQLite: UTC, `yyyy-MM-dd HH:mm:ss.SSS`. */
function sqliteDatetime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}
