/**
 * Failed admin logins per client (DESIGN §9): after MAX_FAILURES failures within the window the
 * client is refused until the window ends. Counters live in Redis when REDIS_URL is set, so
 * every instance sees them (DESIGN §13); in-process otherwise, and while Redis fails.
 */
import type { Redis } from 'ioredis';
import type { Clock } from '../scheduler/clock';

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface LoginLimiter {
  /** Seconds until the client may try again, or 0 when it may try now. */
  retryAfterSeconds(client: string): Promise<number>;
  recordFailure(client: string): Promise<void>;
  reset(client: string): Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class InProcessLoginLimiter implements LoginLimiter {
  private readonly failures = new Map<string, { count: number; until: number }>();

  constructor(private readonly clock: Clock) {}

  async retryAfterSeconds(client: string): Promise<number> {
    const entry = this.live(client);
    return entry && entry.count >= MAX_LOGIN_FAILURES ? seconds(entry.until - this.clock.now().getTime()) : 0;
  }

  async recordFailure(client: string): Promise<void> {
    const entry = this.live(client);
    if (entry) entry.count += 1;
    else this.failures.set(client, { count: 1, until: this.clock.now().getTime() + LOGIN_FAILURE_WINDOW_MS });
  }

  async reset(client: string): Promise<void> {
    this.failures.delete(client);
  }

  private live(client: string) {
    const entry = this.failures.get(client);
    if (entry && entry.until <= this.clock.now().getTime()) {
      this.failures.delete(client);
      return undefined;
    }
    return entry;
  }
}

export class RedisLoginLimiter implements LoginLimiter {
  private readonly prefix = 'cinema-chain:admin-login-failures:';

  constructor(
    private readonly redis: Redis,
    private readonly fallback: LoginLimiter,
  ) {}

  async retryAfterSeconds(client: string): Promise<number> {
    try {
      const key = this.prefix + client;
      const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
      return Number(count ?? 0) >= MAX_LOGIN_FAILURES && ttl > 0 ? seconds(ttl) : 0;
    } catch {
      return this.fallback.retryAfterSeconds(client);
    }
  }

  async recordFailure(client: string): Promise<void> {
    try {
      const key = this.prefix + client;
      // The window starts with the first failure and is set before counting, so a key never outlives it.
      await this.redis.set(key, 0, 'PX', LOGIN_FAILURE_WINDOW_MS, 'NX');
      await this.redis.incr(key);
    } catch {
      await this.fallback.recordFailure(client);
    }
  }

  async reset(client: string): Promise<void> {
    try {
      await this.redis.del(this.prefix + client);
    } catch {
      await this.fallback.reset(client);
    }
  }
}
