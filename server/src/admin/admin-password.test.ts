import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { AdminPassword } from './admin-password';
import { InProcessLoginLimiter, LOGIN_WINDOW_MS, MAX_LOGIN_ATTEMPTS } from './login-limiter';

describe('the admin password', () => {
  it('accepts exactly the configured password', async () => {
    const { password, generated } = AdminPassword.fromConfig('correct horse battery');
    expect(generated).toBeNull();
    expect(await password.matches('correct horse battery')).toBe(true);
    expect(await password.matches('correct horse batter')).toBe(false);
    expect(await password.matches('correct horse battery ')).toBe(false);
    expect(await password.matches('')).toBe(false);
  });

  it('is generated when none is configured: 144 random bits, different at every start, and it works', async () => {
    const first = AdminPassword.fromConfig(undefined);
    const second = AdminPassword.fromConfig(undefined);
    expect(first.generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(second.generated).not.toBe(first.generated);
    expect(await first.password.matches(first.generated!)).toBe(true);
    expect(await first.password.matches(second.generated!)).toBe(false);
  });
});

describe('the in-process sign-in attempt count', () => {
  it(`counts each attempt in a 15-minute window that starts with the first, and starts again after it`, async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const limiter = new InProcessLoginLimiter({ now: () => new Date(now) });
    const windowEnd = Date.parse('2030-01-01T00:15:00Z');
    for (let i = 1; i <= MAX_LOGIN_ATTEMPTS + 1; i++) {
      expect(await limiter.take('a')).toEqual({
        count: i,
        windowStartedAt: windowEnd - LOGIN_WINDOW_MS,
        windowEndsAt: windowEnd,
      });
      now += 1000;
    }
    expect((await limiter.take('b')).count).toBe(1);
    now = windowEnd;
    expect(await limiter.take('a')).toEqual({
      count: 1,
      windowStartedAt: windowEnd,
      windowEndsAt: windowEnd + LOGIN_WINDOW_MS,
    });
  });

  it('forgets a client on reset', async () => {
    const limiter = new InProcessLoginLimiter({ now: () => new Date() });
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++) await limiter.take('a');
    await limiter.reset('a');
    expect((await limiter.take('a')).count).toBe(1);
  });
});

describe('starting without ADMIN_PASSWORD', () => {
  it('prints the generated password once, as a warning', async () => {
    const { createAdminAuth } = await import('./create-admin-auth');
    const { loadConfig } = await import('../config');
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    createAdminAuth(config, {} as DataSource, { now: () => new Date() }, log).close();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/admin password is [A-Za-z0-9_-]{24} /);

    const configured = loadConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'a-chosen-password' });
    createAdminAuth(configured, {} as DataSource, { now: () => new Date() }, log).close();
    expect(warnings).toHaveLength(1);
  });
});
