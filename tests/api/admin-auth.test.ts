/**
 * Admin sign-in and sessions (DESIGN §9) on every engine: `{ success }` as the
 * spec says, an httpOnly SameSite=Strict 12-hour cookie holding a random token whose SHA-256
 * alone is stored, a new session on each sign-in, sign-out, and a per-client limit on failures.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { redisAvailable, redisUrl, describeEachEngine, describeOnce } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { ADMIN_COOKIE, ADMIN_PASSWORD, adminCookieOf, fromPanel, signIn } from './admin-client';

const TWELVE_HOURS_S = 12 * 60 * 60;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describeEachEngine('admin sign-in on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const auth = (password: unknown, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password }, remoteAddress, headers });
  const sessionOf = async (token?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/session',
        headers: token ? { cookie: `${ADMIN_COOKIE}=${token}` } : {},
      })
    ).json();
  const storedSessionIds = async () =>
    ((await t.services.db.query('SELECT id FROM admin_sessions')) as { id: string }[]).map((r) => r.id).sort();

  it('answers { success: false } with no cookie and no session for a wrong password', async () => {
    const res = await auth('not-the-password', '10.1.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false });
    expect(res.cookies.find((c) => c.name === ADMIN_COOKIE)).toBeUndefined();
    expect(await storedSessionIds()).toEqual([]);
  });

  it('answers { success: true } with an httpOnly, SameSite=Strict cookie for 12 hours, not Secure over http', async () => {
    const res = await auth(ADMIN_PASSWORD, '10.1.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cookie = res.cookies.find((c) => c.name === ADMIN_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: TWELVE_HOURS_S });
    expect(cookie.secure).toBeUndefined();
  });

  it('stores only the SHA-256 of a 256-bit random token, and the session route reports it with its expiry', async () => {
    const before = Date.now();
    const token = await signIn(t.app, '10.1.0.3');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const ids = await storedSessionIds();
    expect(ids).toContain(sha256(token));
    expect(ids).not.toContain(token);

    const state = await sessionOf(token);
    expect(state.authenticated).toBe(true);
    const expiresAt = Date.parse(state.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + TWELVE_HOURS_S * 1000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + TWELVE_HOURS_S * 1000 + 1000);
    expect(await sessionOf()).toEqual({ authenticated: false, expiresAt: null });
  });

  it('gives a new session on each sign-in, and replaces the one the browser already had', async () => {
    const first = await signIn(t.app, '10.1.0.4');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth',
      payload: { password: ADMIN_PASSWORD },
      headers: { cookie: `${ADMIN_COOKIE}=${first}` },
      remoteAddress: '10.1.0.4',
    });
    const second = adminCookieOf(again);
    expect(second).not.toBe(first);
    expect((await sessionOf(first)).authenticated).toBe(false);
    expect((await sessionOf(second)).authenticated).toBe(true);
  });

  it('sets the Secure flag when the request came over https through a trusted proxy', async () => {
    const behindProxy = await startTestApp(engine, { TRUST_PROXY: 'true' });
    try {
      const res = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/admin/auth',
        payload: { password: ADMIN_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies.find((c) => c.name === ADMIN_COOKIE)).toMatchObject({ secure: true, sameSite: 'Strict' });
    } finally {
      await behindProxy.close();
    }
  });

  it('signs out: the session row is deleted, the cookie cleared, and the old token opens nothing', async () => {
    const token = await signIn(t.app, '10.1.0.5');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: fromPanel(token) });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === ADMIN_COOKIE)).toMatchObject({ value: '', path: '/' });
    expect(await storedSessionIds()).not.toContain(sha256(token));
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/scheduled-changes', headers: fromPanel(token) });
    expect(list.statusCode).toBe(401);
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await auth(ADMIN_PASSWORD, '10.1.0.6', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(res.cookies.find((c) => c.name === ADMIN_COOKIE)).toBeUndefined();
  });

  it("refuses a sign-in whose Origin differs from this site's in scheme or port alone, and accepts this site's", async () => {
    const from = async (origin: string, client: string) => (await auth(ADMIN_PASSWORD, client, { origin })).statusCode;
    // inject's requests come over http to localhost:80.
    const answers = {
      scheme: await from('https://localhost', '10.1.0.20'),
      port: await from('http://localhost:8080', '10.1.0.21'),
      same: await from('http://localhost', '10.1.0.22'),
      sameWithPort: await from('http://localhost:80', '10.1.0.23'),
    };
    console.log(`admin Origin check: ${JSON.stringify(answers)}`);
    expect(answers).toEqual({ scheme: 403, port: 403, same: 200, sameWithPort: 200 });
  });

  it('refuses a client after 5 failures in 15 minutes with 429 and Retry-After, even with the right password; other clients still sign in', async () => {
    const client = '10.1.0.7';
    for (let i = 0; i < 5; i++) expect((await auth('wrong-password', client)).json()).toEqual({ success: false });
    const refused = await auth(ADMIN_PASSWORD, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.cookies.find((c) => c.name === ADMIN_COOKIE)).toBeUndefined();

    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.auth',
      payload: { password: ADMIN_PASSWORD },
      remoteAddress: client,
    });
    expect(trpc.statusCode).toBe(429);
    expect(Number(trpc.headers['retry-after'])).toBeGreaterThan(0);

    expect((await auth(ADMIN_PASSWORD, '10.1.0.8')).json()).toEqual({ success: true });
  });

  it('forgets the failures of a client that then signs in, and lets it in again when the window has passed', async () => {
    const client = '10.1.0.9';
    for (let i = 0; i < 4; i++) await auth('wrong-password', client);
    expect((await auth(ADMIN_PASSWORD, client)).json()).toEqual({ success: true });
    for (let i = 0; i < 4; i++) await auth('wrong-password', client);
    expect((await auth(ADMIN_PASSWORD, client)).statusCode).toBe(200);

    const late = '10.1.0.10';
    for (let i = 0; i < 5; i++) await auth('wrong-password', late);
    expect((await auth(ADMIN_PASSWORD, late)).statusCode).toBe(429);
    const realNow = t.services.clock.now;
    t.services.clock.now = () => new Date(Date.now() + 15 * 60 * 1000 + 1000);
    try {
      expect((await auth(ADMIN_PASSWORD, late)).json()).toEqual({ success: true });
    } finally {
      t.services.clock.now = realNow;
    }
  });

  it('limits the sign-in path itself to 20 calls a minute per client, the right password included (its own declared limit)', async () => {
    const client = '10.1.0.12';
    for (let i = 0; i < 20; i++) expect((await auth(ADMIN_PASSWORD, client)).statusCode).toBe(200);
    const refused = await auth(ADMIN_PASSWORD, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await auth(ADMIN_PASSWORD, '10.1.0.13')).statusCode).toBe(200);
  });

  it('treats a password sent as something other than text as bad input', async () => {
    const res = await auth(12345678, '10.1.0.11');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describeOnce.skipIf(!redisAvailable)('with REDIS_URL, instances share the failed sign-in count', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    [first, second] = await Promise.all([
      startTestApp('sqlite', { REDIS_URL: redisUrl }),
      startTestApp('sqlite', { REDIS_URL: redisUrl }),
    ]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('refuses on one instance a client that failed on the other', async () => {
    // A client address of its own per run, so counters left in Redis by an earlier run do not matter.
    const client = `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const auth = (app: TestApp, password: string) =>
      app.app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password }, remoteAddress: client });
    for (let i = 0; i < 3; i++) await auth(first, 'wrong-password');
    for (let i = 0; i < 2; i++) expect((await auth(second, 'wrong-password')).json()).toEqual({ success: false });
    const refused = await auth(first, ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
