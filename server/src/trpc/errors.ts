/**
 * The domain's errors at tRPC's edge, mapped here once: a procedure's `AppError` becomes a
 * `TRPCError` of the matching code (so tRPC answers its HTTP status), and every failed call
 * answers `{ message, code, details? }` (DESIGN §10), through tRPC's error formatter and the
 * REST facade, which calls the same procedures.
 */
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { ErrorBody, ErrorCode } from '@cinema/shared';
import { AppError, databaseUnavailable, errorBody, isDatabaseUnavailable } from '../errors';

const trpcCodeOf: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
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

/** tRPC's own refusals (a malformed call, an unknown procedure, …) in the app's codes. */
const appCodeOfTrpc: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
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

/**
 * The error a failed call answers with. tRPC wraps anything a procedure throws that is not a
 * `TRPCError` as INTERNAL_SERVER_ERROR (500) around it: an `AppError` takes its own code, and a
 * database outage SERVICE_UNAVAILABLE (503), as over REST. The thrown error stays the cause, for
 * the log and the metrics' count of database errors.
 */
export function asCallError(error: unknown): TRPCError {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof AppError) {
    return new TRPCError({ code: trpcCodeOf[cause.appCode], message: cause.message, cause });
  }
  if (isDatabaseUnavailable(cause)) {
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: databaseUnavailable.body.message, cause });
  }
  return error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
}

interface SchemaIssue {
  path: PropertyKey[];
  message: string;
}

/** Input a schema refused: tRPC's Standard Schema error around zod's issues (./parser.ts), or a ZodError. */
function isSchemaError(cause: unknown): cause is { issues: SchemaIssue[] } {
  return typeof cause === 'object' && cause !== null && Array.isArray((cause as { issues?: unknown }).issues);
}

/**
 * The `{ message, code, details? }` body of a failed call, and its HTTP status. Never leaks
 * internals. Only input is the client's fault: an answer its output schema refuses fails as
 * INTERNAL_SERVER_ERROR around the same kind of issues, and answers 500.
 */
export function callErrorBody(error: TRPCError): { status: number; body: ErrorBody } {
  const { cause } = error;
  if (cause instanceof AppError || isDatabaseUnavailable(cause)) return errorBody(cause);
  if (error.code === 'BAD_REQUEST' && isSchemaError(cause)) {
    const issues = cause.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
    const message = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
    return { status: 400, body: { message: `Invalid input: ${message}`, code: 'BAD_REQUEST', details: issues } };
  }
  const code = appCodeOfTrpc[error.code];
  if (code) return { status: getHTTPStatusCodeFromError(error), body: { message: error.message, code } };
  return errorBody(error);
}
