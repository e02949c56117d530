/**
 * The per-client write limit (DESIGN §9). Every write call counts once against one budget per
 * client address and minute: a REST write, a tRPC mutation, each call of a tRPC batch. The
 * counters live in Redis when `REDIS_URL` is set, so instances share them (DESIGN §13), and in
 * the process otherwise.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { clientKey } from './client-key';
import { AppError } from './errors';

const WINDOW_MS = 60_000;

/** A count per key over fixed windows. */
export interface WriteCounter {
  /** Adds `cost` to the key's count in its current window: the new count, and the time left in the window. */
  add(key: string, cost: number, windowMs: number): Promise<{ count: number; resetInMs: number }>;
}

/** Counters in this process: enough for one instance. */
export function localWriteCounter(): WriteCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async add(key, cost, windowMs) {
      const now = Date.now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += cost;
      return { count: window.count, resetInMs: window.endsAt - now };
    },
  };
}

/** One atomic step: add the cost, start the window's expiry with its first write. */
const addInWindow = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

/** Counters in Redis, shared by every instance configured with the same `REDIS_URL`. */
export function redisWriteCounter(redis: Redis, prefix = 'cinema-chain:writes:'): WriteCounter {
  return {
    async add(key, cost, windowMs) {
      const [count, ttl] = (await redis.eval(addInWindow, 1, prefix + key, cost, windowMs)) as [number, number];
      return { count: Number(count), resetInMs: Number(ttl) };
    },
  };
}

export class WriteLimit {
  constructor(
    private readonly counter: WriteCounter,
    private readonly perMinute: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts one write call of the request's client; refuses it (429) past the limit. */
  async take(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    return this.takeFrom(
      req,
      reply,
      clientKey(req.ip),
      this.perMinute,
      WINDOW_MS,
      (seconds) => `Too many writes: at most ${this.perMinute} a minute. Try again in ${seconds} s.`,
    );
  }

  /**
   * Counts one call against a route's own limit (`max` per `windowMs` per client), kept in the
   * same store as the write limit so instances share it too.
   */
  async takeFor(
    req: FastifyRequest,
    reply: FastifyReply,
    route: string,
    limit: { max: number; windowMs: number },
  ): Promise<void> {
    return this.takeFrom(
      req,
      reply,
      `${route}:${clientKey(req.ip)}`,
      limit.max,
      limit.windowMs,
      (seconds) =>
        `Too many requests to this path: at most ${limit.max} in ${Math.round(limit.windowMs / 1000)} s. Try again in ${seconds} s.`,
    );
  }

  private async takeFrom(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    max: number,
    windowMs: number,
    message: (retryAfterSeconds: number) => string,
  ): Promise<void> {
    let used: { count: number; resetInMs: number };
    try {
      used = await this.counter.add(key, 1, windowMs);
    } catch (error) {
      // A shared store that is down must not take the game down with it: writes go unlimited meanwhile.
      // On the request's logger when there is one, so the line carries its request id.
      (req.log ?? this.log).warn({ err: error }, 'write limit store unavailable; write not counted');
      return;
    }
    const resetInSeconds = Math.max(1, Math.ceil(used.resetInMs / 1000));
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', Math.max(0, max - used.count));
    reply.header('x-ratelimit-reset', resetInSeconds);
    if (used.count > max) {
      reply.header('retry-after', resetInSeconds);
      throw new AppError('TOO_MANY_REQUESTS', message(resetInSeconds));
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `buildApp`; procedures reach it through their request. */
    writeLimit: WriteLimit;
  }
}

/** Counts one write call of the request's client against the app's write limit. */
export function takeWrite(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  return req.server.writeLimit.take(req, reply);
}
