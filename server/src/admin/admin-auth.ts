/**
 * Admin sign-in (DESIGN §9): the password, the per-client failure limit and the sessions
 * together. Knows nothing of HTTP: the procedures read and write the cookie.
 */
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { AppError } from '../errors';
import type { Clock } from '../scheduler/clock';
import type { AdminPassword } from './admin-password';
import { AdminSessions, type AdminSession } from './admin-sessions';
import { InProcessLoginLimiter, RedisLoginLimiter, type LoginLimiter } from './login-limiter';

export const tooManyLoginsMessage = 'Too many failed sign-in attempts. Please try again later.';

export class LoginRefused extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', tooManyLoginsMessage, { retryAfterSeconds });
  }
}

export type LoginResult = { success: true; token: string; session: AdminSession } | { success: false };

export class AdminAuth {
  readonly sessions: AdminSessions;
  private readonly limiter: LoginLimiter;

  constructor(
    private readonly password: AdminPassword,
    db: DataSource,
    clock: Clock,
    private readonly redis: Redis | null,
  ) {
    this.sessions = new AdminSessions(db, clock);
    const inProcess = new InProcessLoginLimiter(clock);
    this.limiter = redis ? new RedisLoginLimiter(redis, inProcess) : inProcess;
  }

  /** A new session for the right password; throws LoginRefused while the client is over its limit. */
  async login(candidate: string, client: string): Promise<LoginResult> {
    const wait = await this.limiter.retryAfterSeconds(client);
    if (wait > 0) throw new LoginRefused(wait);
    if (!(await this.password.matches(candidate))) {
      await this.limiter.recordFailure(client);
      return { success: false };
    }
    await this.limiter.reset(client);
    const { token, session } = await this.sessions.create();
    return { success: true, token, session };
  }

  close(): void {
    this.redis?.disconnect();
  }
}
