/**
 * The statements a test app runs, captured as its routes run, and the plan each engine makes of
 * them: for tests that hold the read side to its indexes.
 */
import type { DataSource } from 'typeorm';
import { DirectSql } from '../../server/src/db/direct-sql';
import type { Engine } from './engines';

export interface Statement {
  sql: string;
  parameters: unknown[];
}

/**
 * Records every statement written by hand (DirectSql goes to the driver under TypeORM, past its
 * logger) into the array it returns; empty it between steps.
 */
export function captureDirectSql(db: DataSource): Statement[] {
  const captured: Statement[] = [];
  const direct = DirectSql.of(db);
  const rows = direct.rows.bind(direct);
  direct.rows = (sql, parameters) => {
    captured.push({ sql, parameters });
    return rows(sql, parameters);
  };
  return captured;
}

/** The engine's plan of a statement, one text line per step (MySQL: table, access type, key, Extra). */
export async function planOf(db: DataSource, engine: Engine, { sql, parameters }: Statement): Promise<string[]> {
  if (engine === 'sqlite') {
    const rows = await db.query<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`, parameters);
    return rows.map((r) => r.detail);
  }
  const rows = await db.query<Record<string, unknown>[]>(`EXPLAIN ${sql}`, parameters);
  return rows.map((r) => `${r.table} ${r.type} ${r.key} ${r.Extra}`);
}
