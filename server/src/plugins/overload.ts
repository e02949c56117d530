/**
 * Overload degrades, it does not queue: while the event loop lags past `OVERLOAD_*` (measured by
 * @fastify/under-pressure), API requests answer 503 at once, with `Retry-After`, instead of
 * waiting behind the backlog until every answer takes seconds. `/api/ready` answers 503 meanwhile
 * (./operations.ts), so a load balancer sends traffic to another instance; `/api/health` stays a
 * liveness probe. The client's files are served as usual: they come from memory, cheap beside an
 * API call, and refusing them would break a page whose calls the client reports one by one.
 * `/metrics` too, so the overload can be watched.
 * Visible to the parent: under-pressure's `onRequest` hook and `isUnderPressure` are the app's.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OverloadLimits } from '../config';
import { AppError } from '../errors';
import { answerRefused } from './refusal';
import { visibleToParent } from './visible-to-parent';

const overloadedMessage = 'The server is busy. Please try again shortly.';

/** Seconds a refused client is told to wait: a few samples, long enough for a backlog to drain. */
const OVERLOAD_RETRY_AFTER_SECONDS = 2;

/** The probes answer for themselves: health is never refused, ready says why it is not. */
const unguarded = new Set(['/api/health', '/api/ready']);

function isGuarded(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  if (unguarded.has(path)) return false;
  return path.startsWith('/api/') || path.startsWith('/trpc/');
}

export const overload = visibleToParent<{ limits: OverloadLimits }>('overload', async (app, { limits }) => {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // Each sample measures only its own interval, so the server recovers as soon as the lag passes.
    eventLoopUtilizationMode: 'interval',
    sampleInterval: limits.sampleIntervalMs,
    pressureHandler: (req, reply) => refuse(req, reply),
  });
});

/**
 * Refuses a guarded request (./refusal.ts); any other goes on (under-pressure's contract: a
 * handler that sends nothing lets the request through).
 */
function refuse(req: FastifyRequest, reply: FastifyReply): void {
  if (!isGuarded(req.url)) return;
  answerRefused(req, reply, new AppError('SERVICE_UNAVAILABLE', overloadedMessage), OVERLOAD_RETRY_AFTER_SECONDS);
}
