/**
 * The per-client write limit (DESIGN §9), decorated on the app for the procedures, and the
 * checks of each API request before its body is read (JSON only; a tRPC batch's size, method). With several
 * instances behind a load balancer the counters are shared through Redis (DESIGN §13).
 * Visible to the parent: procedures reach `writeLimit` through `req.server`, and the call
 * check is an `onRequest` hook for the API's routes.
 */
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { guardMediaTypes, guardTrpcCalls } from '../trpc/call-guard';
import { appRouter } from '../routers';
import { localWriteCounter, redisWriteCounter, WriteLimit } from '../write-limit';
import { visibleToParent } from './visible-to-parent';

export const writeLimits = visibleToParent<{ config: AppConfig }>('write-limits', async (app, { config }) => {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, commandTimeout: 1000, maxRetriesPerRequest: 1 })
    : null;
  if (redis) {
    // Reported once per outage, not on every reconnection attempt.
    let reported = false;
    redis.on('ready', () => (reported = false));
    redis.on('error', (error) => {
      if (!reported) app.log.warn({ err: error }, 'Redis unreachable: writes are not counted until it returns');
      reported = true;
    });
    app.addHook('onClose', async () => redis.disconnect());
  }
  const counter = redis ? redisWriteCounter(redis) : localWriteCounter();
  app.decorate('writeLimit', new WriteLimit(counter, config.rateLimitWritesPerMinute, app.log));
  guardMediaTypes(app, { prefixes: ['/trpc', '/api'] });
  guardTrpcCalls(app, { prefix: '/trpc', router: appRouter });
});
