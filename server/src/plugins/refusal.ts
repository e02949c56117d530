/**
 * Answers a request refused before it reaches its route (overload, a busy sign-in), without
 * reading its body: a REST path with the error body `{ message, code, details?, requestId }`,
 * a tRPC path with tRPC's own error shape, the same code in `data`, as its procedure would have
 * failed (DESIGN §10). One shape answers every call of a tRPC batch: `@trpc/client` reads a
 * single error as each call's.
 */
import { getTRPCErrorShape } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, type AppError } from '../errors';
import { appRouter } from '../routers';
import { asCallError } from '../trpc/errors';

export function answerRefused(
  req: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
  retryAfterSeconds: number,
): FastifyReply {
  const { status, body } = errorBody(error);
  reply.status(status).header('Retry-After', String(retryAfterSeconds)).header('Cache-Control', 'no-store');
  if (!req.url.startsWith('/trpc/')) return reply.send({ ...body, requestId: req.id });
  const shape = getTRPCErrorShape({
    config: appRouter._def._config,
    error: asCallError(error),
    type: 'unknown',
    path: undefined,
    input: undefined,
    ctx: { services: req.server.services, req, reply },
  });
  return reply.send({ error: shape });
}
