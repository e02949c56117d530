/** Recognises a unique-constraint violation on either engine (DESIGN §3), through TypeORM's wrapper. */
export function isDuplicateKeyError(error: unknown): boolean {
  const driverError = (error as { driverError?: unknown } | null)?.driverError ?? error;
  const code = (driverError as { code?: unknown } | null)?.code;
  // MySQL/MariaDB: ER_DUP_ENTRY (1062). better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY.
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
