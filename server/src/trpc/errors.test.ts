import type { ErrorCode } from '@cinema/shared';
import { TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { registerRestRoutes } from '../rest/facade';
import { route } from '../rest/route';
import type { Services } from '../services';
import type { Context } from './context';
import { asCallError, callErrorBody } from './errors';
import { parser } from './parser';
import { publicProcedure } from './procedures';
import { createCallerFactory, router } from './trpc';

/** Every code of the error body (shared/src/errors.ts), written out. */
const errorCodes = [
  'BAD_REQUEST',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'METHOD_NOT_ALLOWED',
  'ACTORS_NOT_FOUND',
  'ACTOR_VALIDATION_FAILED',
  'INVALID_CONNECTION',
] as const satisfies readonly ErrorCode[];

/** Each domain code, the HTTP status it answers with and tRPC's code for it, worked out by hand. */
const expected: [ErrorCode, number, string][] = [
  ['BAD_REQUEST', 400, 'BAD_REQUEST'],
  ['NOT_FOUND', 404, 'NOT_FOUND'],
  ['UNAUTHORIZED', 401, 'UNAUTHORIZED'],
  ['FORBIDDEN', 403, 'FORBIDDEN'],
  ['CONFLICT', 409, 'CONFLICT'],
  ['TOO_MANY_REQUESTS', 429, 'TOO_MANY_REQUESTS'],
  ['INTERNAL', 500, 'INTERNAL_SERVER_ERROR'],
  ['SERVICE_UNAVAILABLE', 503, 'SERVICE_UNAVAILABLE'],
  ['METHOD_NOT_ALLOWED', 405, 'METHOD_NOT_SUPPORTED'],
  ['ACTORS_NOT_FOUND', 404, 'NOT_FOUND'],
  ['ACTOR_VALIDATION_FAILED', 422, 'UNPROCESSABLE_CONTENT'],
  ['INVALID_CONNECTION', 422, 'UNPROCESSABLE_CONTENT'],
];

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
const outageBody = { message: 'The database is unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' };

/** Procedures that fail as the app's do, on the app's tRPC (its error formatter and middleware). */
const failing = router({
  refuse: publicProcedure
    .input(parser(z.object({ code: z.enum(errorCodes), withDetails: z.boolean().default(false) })))
    .query(({ input }) => {
      throw new AppError(input.code, `Refused with ${input.code}`, input.withDetails ? { order: 3 } : undefined);
    }),
  outage: publicProcedure.query(() => {
    throw refused();
  }),
  bug: publicProcedure.query(() => {
    throw new TypeError('secret is undefined');
  }),
  checked: publicProcedure.input(parser(z.object({ gameId: z.number() }))).query(() => 1),
  /** A bug of the server's own: an answer its output schema refuses. */
  misshapen: publicProcedure.output(parser(z.object({ score: z.number() }))).query(() => ({ score: 'high' as never })),
  watched: publicProcedure.query(() => {
    const error = new TRPCError({ code: 'CONFLICT', message: 'Watched' });
    Object.defineProperty(error, 'stack', {
      get: () => {
        stackReads += 1;
        return 'TRPCError: Watched\n    at nowhere';
      },
    });
    throw error;
  }),
});
/** Reads of the watched procedure's error stack: formatting one (through source maps) is costly. */
let stackReads = 0;
const callerOf = createCallerFactory(failing);

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  const services = {} as Services;
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: failing,
      createContext: ({ req, res }: { req: Context['req']; res: Context['reply'] }) => ({ services, req, reply: res }),
    },
  });
  // The REST facade calls procedures through tRPC's caller, as its routes do.
  registerRestRoutes(app, services, [
    route({
      method: 'GET',
      url: '/api/refuse/:code',
      summary: 'fails',
      tag: 'test',
      call: (_api, { params, query, req, reply }) =>
        callerOf({ services, req, reply }).refuse({
          code: params.code as ErrorCode,
          withDetails: query.withDetails === 'true',
        }),
    }),
    route({
      method: 'GET',
      url: '/api/outage',
      summary: 'fails',
      tag: 'test',
      call: (_api, { req, reply }) => callerOf({ services, req, reply }).outage(),
    }),
    route({
      method: 'GET',
      url: '/api/bug',
      summary: 'fails',
      tag: 'test',
      call: (_api, { req, reply }) => callerOf({ services, req, reply }).bug(),
    }),
    route({
      method: 'GET',
      url: '/api/misshapen',
      summary: 'fails',
      tag: 'test',
      call: (_api, { req, reply }) => callerOf({ services, req, reply }).misshapen(),
    }),
    route({
      method: 'GET',
      url: '/api/checked',
      summary: 'fails',
      tag: 'test',
      call: (_api, { req, reply }) => callerOf({ services, req, reply }).checked({ gameId: 'abc' as never }),
    }),
    route({
      method: 'GET',
      url: '/api/limited',
      summary: 'the route itself refuses',
      tag: 'test',
      call: () => Promise.reject(new AppError('TOO_MANY_REQUESTS', 'Slow down')),
    }),
  ]);
  await app.ready();
});

afterAll(() => app.close());

const trpcGet = (path: string, input?: unknown) =>
  app.inject({
    method: 'GET',
    url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
  });

describe('a domain error over tRPC', () => {
  it.each(expected)('%s answers %i with tRPC code %s and the app code', async (code, status, trpcCode) => {
    const res = await trpcGet('refuse', { code });
    expect(res.statusCode).toBe(status);
    const { error } = res.json();
    expect(error.message).toBe(`Refused with ${code}`);
    expect(error.data).toMatchObject({ code: trpcCode, httpStatus: status, appCode: code, details: null });
    expect(error.data.requestId).toEqual(expect.any(String));
    expect(error.data.stack).toBeUndefined();
  });

  it('never reads the stack of the error it answers, which it does not send', async () => {
    const res = await trpcGet('watched');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Watched');
    expect(stackReads).toBe(0);
  });

  it("formats no stack for a refusal a procedure throws, and keeps a fault's", async () => {
    const original = Error.prepareStackTrace;
    let formatted = 0;
    Error.prepareStackTrace = (error, frames) => {
      formatted += 1;
      return original ? original(error, frames) : String(error);
    };
    try {
      const res = await trpcGet('refuse', { code: 'ACTOR_VALIDATION_FAILED' });
      expect(res.statusCode).toBe(422);
      expect(formatted).toBe(0);
    } finally {
      Error.prepareStackTrace = original;
    }
    expect(new AppError('INTERNAL', 'broken').stack).toMatch(/\n\s+at /);
  });

  it('carries its details', async () => {
    const res = await trpcGet('refuse', { code: 'CONFLICT', withDetails: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.data.details).toEqual({ order: 3 });
  });

  it('answers 503 for a database outage, 500 without internals for anything else', async () => {
    const outage = await trpcGet('outage');
    expect(outage.statusCode).toBe(503);
    expect(outage.json().error.message).toBe(outageBody.message);
    expect(outage.json().error.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', appCode: 'SERVICE_UNAVAILABLE' });
    const bug = await trpcGet('bug');
    expect(bug.statusCode).toBe(500);
    expect(bug.json().error.message).toBe('Internal server error');
    expect(bug.json().error.data).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', appCode: 'INTERNAL' });
    expect(bug.body).not.toContain('secret');
  });

  it('answers input a schema refuses with 400, naming the field, and tRPC refusals with their status', async () => {
    const invalid = await trpcGet('checked', { gameId: 'abc' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Invalid input: gameId: Invalid input: expected number, received string');
    expect(invalid.json().error.data).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'BAD_REQUEST',
      details: [{ path: 'gameId', message: 'Invalid input: expected number, received string' }],
    });
    const misshapen = await trpcGet('misshapen');
    expect(misshapen.statusCode).toBe(500);
    expect(misshapen.json().error.message).toBe('Internal server error');
    expect(misshapen.json().error.data).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', appCode: 'INTERNAL' });
    expect(misshapen.json().error.data.details).toBeNull();
    const unknown = await trpcGet('nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.data).toMatchObject({ code: 'NOT_FOUND', appCode: 'NOT_FOUND' });
  });
});

describe('a domain error over REST', () => {
  it.each(expected)('%s answers %i with { message, code, requestId }', async (code, status) => {
    const res = await app.inject({ method: 'GET', url: `/api/refuse/${code}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message: `Refused with ${code}`, code, requestId: expect.any(String) });
  });

  it('carries its details', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/refuse/CONFLICT?withDetails=true' });
    expect(res.json()).toEqual({
      message: 'Refused with CONFLICT',
      code: 'CONFLICT',
      details: { order: 3 },
      requestId: expect.any(String),
    });
  });

  it('answers 503 for a database outage, 500 without internals for anything else', async () => {
    const outage = await app.inject({ method: 'GET', url: '/api/outage' });
    expect(outage.statusCode).toBe(503);
    expect(outage.json()).toEqual({ ...outageBody, requestId: expect.any(String) });
    const bug = await app.inject({ method: 'GET', url: '/api/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL', requestId: expect.any(String) });
  });

  it('answers input a schema refuses with 400, and an AppError of the route itself with its status', async () => {
    const invalid = await app.inject({ method: 'GET', url: '/api/checked' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      message: 'Invalid input: gameId: Invalid input: expected number, received string',
      code: 'BAD_REQUEST',
      details: [{ path: 'gameId', message: 'Invalid input: expected number, received string' }],
      requestId: expect.any(String),
    });
    // An answer that fails its own schema is the server's fault, not the client's.
    const misshapen = await app.inject({ method: 'GET', url: '/api/misshapen' });
    expect(misshapen.statusCode).toBe(500);
    expect(misshapen.json()).toEqual({
      message: 'Internal server error',
      code: 'INTERNAL',
      requestId: expect.any(String),
    });
    const limited = await app.inject({ method: 'GET', url: '/api/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Slow down', code: 'TOO_MANY_REQUESTS', requestId: expect.any(String) });
  });
});

describe('asCallError', () => {
  it('turns a call that failed on an unreachable database into SERVICE_UNAVAILABLE, keeping the cause', () => {
    const cause = refused();
    const mapped = asCallError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause }));
    expect(mapped).toMatchObject({ code: 'SERVICE_UNAVAILABLE', cause });
    expect(callErrorBody(mapped)).toEqual({ status: 503, body: outageBody });
  });

  it('gives an AppError its code, keeping it as the cause', () => {
    const conflict = new AppError('CONFLICT', 'Already completed');
    const mapped = asCallError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: conflict }));
    expect(mapped).toMatchObject({ code: 'CONFLICT', message: 'Already completed', cause: conflict });
    expect(asCallError(conflict)).toMatchObject({ code: 'CONFLICT', cause: conflict });
  });

  it('leaves any other failure as it was', () => {
    const bug = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new TypeError('x is undefined') });
    expect(asCallError(bug)).toBe(bug);
  });
});
