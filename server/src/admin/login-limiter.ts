/**
 * Admin sign-in attempts per client (DESIGN §9): each attempt is counted, in one atomic step,
 * before its password is hashed, so guesses sent together cannot all pass a check made before
 * any of them was counted. Past MAX_LOGIN_ATTEMPTS in the window the client is refused until the
 * window ends; a successful sign-in starts the count again. Counters live in Redis when
 * REDIS_URL is set, so every instance sees them (DESIGN §13); in-process otherwise, and while
 * Redis fails.
 */
import type { Redis } from 'ioredis';
import type { Clock } from '../clock';

export const MAX_LOGIN_ATTEMPTS = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** A client's attempts in its current window, the one just counted included. */
export interface Attempts {
  count: number;
  /** Milliseconds since the epoch. */
  windowStartedAt: number;
  windowEndsAt: number;
}

export interface LoginLimiter {
  /** Counts one attempt of the client. */
  take(client: string): Promise<Attempts>;
  /** Forgets the client's attempts. */
  reset(client: string): Promise<void>;
}

export class InProcessLoginLimiter implements LoginLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly clock: Clock) {}

  // No await between reading and writing the count: JavaScript runs this to its end at once.
  async take(client: string): Promise<Attempts> {
    const now = this.clock.now().getTime();
    if (this.windows.size > 10_000) {
      for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    }
    let window = this.windows.get(client);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + LOGIN_WINDOW_MS };
      this.windows.set(client, window);
    }
    window.count += 1;
    return { count: window.count, windowStartedAt: window.endsAt - LOGIN_WINDOW_MS, windowEndsAt: window.endsAt };
  }

  async reset(client: string): Promise<void> {
    this.windows.delete(client);
  }
}

/** One atomic step: count the attempt, and start the window's expiry with its first attempt. */
const countAttempt = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const LOGIN_KEY_PREFIX = 'cinema-chain:admin-login-attempts:';

export class RedisLoginLimiter implements LoginLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: LoginLimiter,
    private readonly clock: Clock,
    private readonly prefix = LOGIN_KEY_PREFIX,
  ) {}

  async take(client: string): Promise<Attempts> {
    let answer: [number, number];
    try {
      answer = (await this.redis.eval(countAttempt, 1, this.prefix + client, LOGIN_WINDOW_MS)) as [number, number];
    } catch {
      return this.fallback.take(client);
    }
    const windowEndsAt = this.clock.now().getTime() + Number(answer[1]);
    return { count: Number(answer[0]), windowStartedAt: windowEndsAt - LOGIN_WINDOW_MS, windowEndsAt };
  }

  async reset(client: string): Promise<void> {
    try {
      await this.redis.del(this.prefix + client);
    } catch {
      await this.fallback.reset(client);
    }
  }
}
