/**
 * Overload degrades, it does not queue: while the event loop lags past `OVERLOAD_*` (measured by
 * @fastify/under-pressure), API requests answer 503 at once, with `Retry-After`, instead of
 * waiting behind the backlog until every answer takes seconds. `/api/ready` answers 503 meanwhile
 * (./operations.ts), so a load balancer sends traffic to another instance; `/api/health` stays a
 * liveness probe. The client's files are served as usual: they come from memory, cheap beside an
 * API call, and refusing them would break a page whose calls the client reports one by one.
 * `/metrics` too, so the overload can be watched.
 *
 * Two queues are watched. The event loop's: its mean delay over a sample (and, when set, its busy
 * share). And the kernel's accept queue (./accept-queue.ts): libuv accepts one connection per
 * poll, so when many clients keep the loop busy, new connections wait there, where the loop's
 * delay never shows them (2,000 players: a mean delay of 40–460 ms, while 1,300–1,800 connections
 * waited to be accepted, some past the client's 15 s). Past `maxAcceptQueue` the instance refuses
 * and is not ready, under-pressure's `healthCheck` being the instance's own backlog, measured
 * every sample. Refusals are cheap, so the loop turns faster and accepts the waiting sooner.
 * Visible to the parent: under-pressure's `onRequest` hook and `isUnderPressure` are the app's,
 * and `acceptQueue()`, the last measure (null: not measured).
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OverloadLimits } from '../config';
import { AppError } from '../errors';
import { acceptQueueLength } from './accept-queue';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Connections waiting to be accepted at the last sample; null when not measured. */
    acceptQueue(): number | null;
  }
}

export const overload = visibleToParent<{ limits: OverloadLimits }>('overload', async (app, { limits }) => {
  let acceptQueue: number | null = null;
  app.decorate('acceptQueue', () => acceptQueue);
  /** Healthy while no more than `maxAcceptQueue` connections wait (or the queue cannot be read). */
  const acceptQueueWithinLimit = async (): Promise<boolean> => {
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) return true;
    try {
      acceptQueue = acceptQueueLength(address.port, address.family);
    } catch {
      // Unreadable this time: not a reason to refuse (under-pressure counts a throw as unhealthy).
      acceptQueue = null;
    }
    return acceptQueue === null || acceptQueue <= limits.maxAcceptQueue;
  };
  await app.register(underPressure, {
    ...(limits.maxAcceptQueue > 0
      ? { healthCheck: acceptQueueWithinLimit, healthCheckInterval: limits.sampleIntervalMs }
      : {}),
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
