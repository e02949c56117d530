/**
 * Domain errors (STYLE: "a small set of domain errors mapped once"): plain errors that know
 * nothing of the transport. Handlers throw `AppError`; the edges map it once, tRPC to its code
 * (../trpc/errors.ts) and both tRPC and the REST facade to `{ message, code, details? }` with
 * the HTTP status below (`errorBody`).
 */
import { CannotExecuteNotConnectedError, QueryFailedError, TypeORMError } from 'typeorm';
import type { ErrorBody, ErrorCode } from '@cinema/shared';

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly appCode: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.appCode = code;
    this.details = details;
    // A refusal (a 4xx) is an answer, not a fault: no one reads where it was thrown, and tRPC
    // copies the stack of the error a procedure throws, which formats every frame (through the
    // source maps, under --enable-source-maps). A plain line costs nothing to copy.
    if (httpStatusOf[code] < 500) this.stack = `${this.name}: ${message}`;
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError('BAD_REQUEST', message, details);
export const notFound = (message: string, details?: unknown) => new AppError('NOT_FOUND', message, details);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string, details?: unknown) => new AppError('CONFLICT', message, details);

/** The HTTP status each code answers with, over REST and tRPC alike. */
const httpStatusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ACTORS_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  ACTOR_VALIDATION_FAILED: 422,
  INVALID_CONNECTION: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** True when the database cannot be reached (DESIGN §10: answer 503, recover by itself). */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Closed: the data source (TypeORM says so) or the SQLite connection under it (better-sqlite3's TypeError).
  if (error instanceof CannotExecuteNotConnectedError) return true;
  if (isClosedSqliteConnection(error)) return true;
  if (error instanceof QueryFailedError && isClosedSqliteConnection(error.driverError)) return true;
  const { code: rawCode, fatal } = (error ?? {}) as { code?: unknown; fatal?: unknown };
  const code = typeof rawCode === 'string' ? rawCode : '';
  // SQLite: a lock held past the busy timeout, or (_SNAPSHOT) a read transaction another connection wrote past.
  if (code.startsWith('SQLITE_BUSY')) return true;
  if (fatal === true && isLostMysqlConnection(error, code)) return true;
  return mysqlUnavailableCodes.has(code);
}

/**
 * mysql2 marks an error fatal when the connection it came on can no longer be used: lost, reset,
 * refused, silent, or already closed ("Can't add new command when connection is in closed
 * state", which has no code). It marks fatal too a handshake or authentication it could not
 * complete, a lasting misconfiguration, and an exception thrown while it read an answer, a bug:
 * neither is a database that will be back shortly.
 */
function isLostMysqlConnection(error: unknown, code: string): boolean {
  if (code.startsWith('HANDSHAKE_') || code.startsWith('AUTH_')) return false;
  const cause = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  return !programmingErrors.some((type) => cause instanceof type);
}

const programmingErrors = [TypeError, RangeError, ReferenceError, SyntaxError];

/** A MySQL server refused, unreachable, silent, or a connection to it lost (a query on it fails with the last two). */
const mysqlUnavailableCodes = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'ER_CON_COUNT_ERROR',
  'PROTOCOL_CONNECTION_LOST',
  'ECONNRESET',
  'EPIPE',
]);

function isClosedSqliteConnection(error: unknown): boolean {
  return error instanceof TypeError && error.message === 'The database connection is not open';
}

/**
 * True when an error, or one it wraps, came from the database: unreachable, closed, a query it
 * refused, or any error of the database layer (TypeORM's errors all extend `TypeORMError`).
 */
export function isDatabaseError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    if (isDatabaseUnavailable(current) || current instanceof TypeORMError) return true;
    const { name, code, cause } = current as { name?: unknown; code?: unknown; cause?: unknown };
    if (typeof name === 'string' && databaseErrorNames.has(name)) return true;
    if (typeof code === 'string' && /^(ER_|SQLITE_)/.test(code)) return true;
    current = cause;
  }
  return false;
}

const databaseErrorNames = new Set([
  'QueryFailedError',
  'CannotExecuteNotConnectedError',
  'ConnectionIsNotSetError',
  'DriverException',
]);

/** An error answer's body (DESIGN §10): `{ message, code, details? }` and the request's id. */
export type ErrorAnswer = ErrorBody & { requestId: string };

/** The body and status of an error answered to the request `requestId`. */
export function errorAnswer(error: unknown, requestId: string): { status: number; body: ErrorAnswer } {
  const { status, body } = errorBody(error);
  return { status, body: { ...body, requestId } };
}

export const databaseUnavailable = {
  status: 503,
  body: { message: 'The database is unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' },
} as const satisfies { status: number; body: ErrorBody };
const internalError = {
  status: 500,
  body: { message: 'Internal server error', code: 'INTERNAL' },
} as const satisfies { status: number; body: ErrorBody };

/** The `{ message, code, details? }` body of any error, and its HTTP status. Never leaks internals. */
export function errorBody(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { message: error.message, code: error.appCode };
    if (error.details !== undefined) body.details = error.details;
    return { status: httpStatusOf[error.appCode], body };
  }
  if (isDatabaseUnavailable(error)) {
    return databaseUnavailable;
  }
  return internalError;
}
