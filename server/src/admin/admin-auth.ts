/**
 * Admin sign-in (DESIGN §9): the password, the per-client attempt limit and the sessions
 * together. Knows nothing of HTTP: the procedures read and write the cookie.
 */
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { clientKey } from '../client-key';
import { AppError } from '../errors';
import type { Clock } from '../clock';
import type { AdminPassword } from './admin-password';
import { AdminSessions, type AdminSession } from './admin-sessions';
import { InProcessLoginLimiter, MAX_LOGIN_ATTEMPTS, RedisLoginLimiter, type LoginLimiter } from './login-limiter';
import { LoginUnlocks } from './login-unlock';

const tooManyLoginsMessage = 'Too many failed sign-in attempts. Please try again later.';
const signInBusyMessage = 'Too many sign-in attempts at once. Please try again in a moment.';

/**
 * Password hashes running at once, over every client: scrypt is slow on purpose, and a burst of
 * guesses must not queue up hashes that hold the event loop's thread pool for everyone else.
 */
export const MAX_CONCURRENT_HASHES = 2;

/** Beyond the attempt limit: no client signs in more than this, right password or not. */
export const SIGN_IN_RATE_LIMIT = { max: 20, windowMs: 60_000 };

export class LoginRefused extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = tooManyLoginsMessage,
  ) {
    super('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
  }
}

/** The answer to a sign-in while two others are being checked: try again in a second. */
export const signInBusy = () => new LoginRefused(1, signInBusyMessage);

export type LoginResult = { success: true; token: string; session: AdminSession } | { success: false };

export class AdminAuth {
  readonly sessions: AdminSessions;
  private readonly limiter: LoginLimiter;
  private readonly unlocks: LoginUnlocks;
  private hashing = 0;

  constructor(
    private readonly password: AdminPassword,
    db: DataSource,
    private readonly clock: Clock,
    private readonly redis: Redis | null,
    options: { keyPrefix?: string } = {},
  ) {
    this.sessions = new AdminSessions(db, clock);
    this.unlocks = new LoginUnlocks(db);
    const inProcess = new InProcessLoginLimiter(clock);
    this.limiter = redis ? new RedisLoginLimiter(redis, inProcess, clock, options.keyPrefix) : inProcess;
  }

  /** Whether as many passwords as may be are being hashed now: a sign-in would be refused as busy. */
  get busy(): boolean {
    return this.hashing >= MAX_CONCURRENT_HASHES;
  }

  /**
   * A new session for the right password. Throws LoginRefused, without hashing, while the client
   * (an IPv6 address by its /64) is over its limit or when two hashes are already running.
   */
  async login(candidate: string, address: string): Promise<LoginResult> {
    if (this.busy) throw signInBusy();
    // Taken before the first await, so no other attempt of this process can slip in meanwhile.
    this.hashing += 1;
    try {
      const client = clientKey(address);
      let attempts = await this.limiter.take(client);
      if (attempts.count > MAX_LOGIN_ATTEMPTS && (await this.unlocks.unlockedSince(attempts.windowStartedAt))) {
        await this.limiter.reset(client);
        attempts = await this.limiter.take(client);
      }
      if (attempts.count > MAX_LOGIN_ATTEMPTS) {
        throw new LoginRefused(Math.max(1, Math.ceil((attempts.windowEndsAt - this.clock.now().getTime()) / 1000)));
      }
      if (!(await this.password.matches(candidate))) return { success: false };
      await this.limiter.reset(client);
    } finally {
      this.hashing -= 1;
    }
    const { token, session } = await this.sessions.create();
    return { success: true, token, session };
  }

  close(): void {
    this.redis?.disconnect();
  }
}
