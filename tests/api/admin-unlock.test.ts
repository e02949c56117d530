/**
 * `npm run admin -- unlock` (DESIGN §9): an operator locked out of sign-in unlocks it from the
 * server's host, while the server runs, whether the lockout is in the server's memory or in
 * Redis. The command is run as the operator runs it, in a process of its own.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AdminAuth } from '../../server/src/admin/admin-auth';
import { AdminPassword } from '../../server/src/admin/admin-password';
import { describeEachEngine, redisAvailable, redisUrl } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { ADMIN_PASSWORD } from './admin-client';

const run = promisify(execFile);

describeEachEngine('unlocking admin sign-in from the host on %s', (engine) => {
  let t: TestApp;
  let redis: Redis | undefined;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  const signIn = (password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password }, remoteAddress });

  async function lockOut(client: string) {
    for (let i = 0; i < 5; i++) expect((await signIn('wrong-password', client)).json()).toEqual({ success: false });
    expect((await signIn(ADMIN_PASSWORD, client)).statusCode).toBe(429);
  }

  const unlock = () =>
    run('npm', ['run', '--silent', 'admin', '--', 'unlock'], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' },
    });

  it('lets a locked-out client sign in again once unlocked, and a later lockout stands', async () => {
    await lockOut('10.8.0.1');
    const started = Date.now();
    const { stdout } = await unlock();
    const after = await signIn(ADMIN_PASSWORD, '10.8.0.1');
    console.log(
      `admin unlock, ${engine}: locked-out client answered ${after.statusCode} after the command (${Date.now() - started} ms)`,
    );
    expect(stdout).toContain('Admin sign-in unlocked');
    expect(after.json()).toEqual({ success: true });

    await lockOut('10.8.0.1');
    expect((await signIn(ADMIN_PASSWORD, '10.8.0.1')).statusCode).toBe(429);
  });

  it.skipIf(!redisAvailable)('unlocks a lockout counted in Redis', async () => {
    redis = new Redis(redisUrl);
    const { password } = AdminPassword.fromConfig(ADMIN_PASSWORD);
    const keyPrefix = `cinema-chain-test:${randomUUID()}:`;
    t.services.admin = new AdminAuth(password, t.services.db, t.services.clock, redis, { keyPrefix });
    await lockOut('10.8.0.2');
    await unlock();
    expect((await signIn(ADMIN_PASSWORD, '10.8.0.2')).json()).toEqual({ success: true });
  });
});
