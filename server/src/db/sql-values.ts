/** Values read by raw SQL come back differently per engine and driver; these read them one way. */
import type { WriteOutcome } from './grouping-writer';

/** Counts and ids: MySQL answers sums and some counts as text. */
export const num = (value: unknown): number => Number(value ?? 0);

export const nullableNum = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** A datetime column: MySQL answers a Date (the connection speaks UTC); SQLite the stored UTC text. */
export function dateOf(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

/** What mysql2 answers an INSERT or UPDATE with. */
export interface MysqlWriteResult {
  insertId?: unknown;
  affectedRows?: unknown;
}

/** A MySQL write's outcome: the id an INSERT gave its row (0 for an UPDATE) and how many rows it changed. */
export function writeOutcomeOf({ insertId, affectedRows }: MysqlWriteResult): WriteOutcome {
  return { id: Number(insertId ?? 0), changes: Number(affectedRows ?? 0) };
}
