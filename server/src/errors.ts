/**
 * Domain errors (STYLE: "a small set of domain errors mapped once"). Handlers throw
 * `AppError`; tRPC and the REST facade both turn it into `{ message, code, details? }`.
 */
import { TRPCError } from '@trpc/server';
import { CannotExecuteNotConnectedError, QueryFailedError, TypeORMError } from 'typeorm';
import type { ErrorBody, ErrorCode } from '@cinema/shared';

type TrpcCode = ConstructorParameters<typeof TRPCError>[0]['code'];

const trpcCodeOf: Record<ErrorCode, TrpcCode> = {
  BAD_REQUEST: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_SUPPORTED',
  ACTORS_NOT_FOUND: 'NOT_FOUND',
  ACTOR_VALIDATION_FAILED: 'UNPROCESSABLE_CONTENT',
  INVALID_CONNECTION: 'UNPROCESSABLE_CONTENT',
};

export class AppError extends TRPCError {
  readonly appCode: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown, cause?: unknown) {
    super({ code: trpcCodeOf[code], message, cause });
    this.appCode = code;
    this.details = details;
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError('BAD_REQUEST', message, details);
export const notFound = (message: string, details?: unknown) => new AppError('NOT_FOUND', message, details);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string, details?: unknown) => new AppError('CONFLICT', message, details);

const appCodeOfTrpc: Partial<Record<TrpcCode, ErrorCode>> = {
  BAD_REQUEST: 'BAD_REQUEST',
  PARSE_ERROR: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE: 'BAD_REQUEST',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  UNPROCESSABLE_CONTENT: 'BAD_REQUEST',
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_ALLOWED',
};

interface ZodLikeIssue {
  path: PropertyKey[];
  message: string;
}

function isZodError(cause: unknown): cause is { issues: ZodLikeIssue[] } {
  return typeof cause === 'object' && cause !== null && Array.isArray((cause as { issues?: unknown }).issues);
}

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

/**
 * The error a tRPC call answers with: a database outage becomes SERVICE_UNAVAILABLE, so tRPC
 * answers 503 with that code in its data, as REST does, instead of tRPC's 500 for any throw.
 */
export function asCallError(error: TRPCError): TRPCError {
  if (error instanceof AppError || !isDatabaseUnavailable(error.cause)) return error;
  // The cause is kept for the log and the metrics' count of database errors.
  return new AppError('SERVICE_UNAVAILABLE', databaseUnavailable.body.message, undefined, error.cause);
}

const databaseUnavailable = {
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
    return { status: httpStatusOf(error.code), body };
  }
  if (error instanceof TRPCError) {
    if (isZodError(error.cause)) {
      const issues = error.cause.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
      const message = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
      return { status: 400, body: { message: `Invalid input: ${message}`, code: 'BAD_REQUEST', details: issues } };
    }
    if (error.cause && isDatabaseUnavailable(error.cause)) {
      return databaseUnavailable;
    }
    const code = appCodeOfTrpc[error.code];
    if (code) return { status: httpStatusOf(error.code), body: { message: error.message, code } };
    return internalError;
  }
  if (isDatabaseUnavailable(error)) {
    return databaseUnavailable;
  }
  return internalError;
}

const statusOfTrpc: Partial<Record<TrpcCode, number>> = {
  BAD_REQUEST: 400,
  PARSE_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

function httpStatusOf(code: TrpcCode): number {
  return statusOfTrpc[code] ?? 500;
}
