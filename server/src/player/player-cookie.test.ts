import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_COOKIE, readPlayerCookie, writePlayerCookie } from './player-cookie';
import { isPlayerToken, newPlayerToken } from './player-token';

const secret = 'player-cookie-secret-for-tests';
const app = Fastify({ logger: false, trustProxy: true });

beforeAll(async () => {
  await app.register(cookie);
  // Echoes the verified token, then issues a fresh cookie: the two halves of the helper.
  app.get('/whoami', async (req) => ({ token: readPlayerCookie(req, secret) }));
  app.get('/issue', async (req, reply) => {
    writePlayerCookie(req, reply, secret, newPlayerToken());
    return {};
  });
  await app.ready();
});
afterAll(() => app.close());

const issue = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/issue', headers });
const whoami = async (value: string) =>
  (await app.inject({ method: 'GET', url: '/whoami', cookies: { [PLAYER_COOKIE]: value } })).json<{
    token: string | null;
  }>().token;

describe('player token', () => {
  it('is 32 random bytes in base64url, different every time', () => {
    const a = newPlayerToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(isPlayerToken(a)).toBe(true);
    expect(newPlayerToken()).not.toBe(a);
  });
});

describe('player cookie', () => {
  it('is httpOnly, SameSite=Lax, for the whole site, for a year', async () => {
    const res = await issue();
    const set = res.cookies.find((c) => c.name === PLAYER_COOKIE)!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60 });
    expect(set.secure).toBeUndefined();
  });

  it('is Secure when the request came over https', async () => {
    const res = await issue({ 'x-forwarded-proto': 'https' });
    expect(res.cookies.find((c) => c.name === PLAYER_COOKIE)!.secure).toBe(true);
  });

  it('proves the token it was issued with', async () => {
    const set = (await issue()).cookies.find((c) => c.name === PLAYER_COOKIE)!;
    const token = await whoami(set.value);
    expect(token).not.toBeNull();
    expect(set.value.startsWith(`${token}.`)).toBe(true);
  });

  it('a tampered, unsigned or foreign-signed cookie proves nothing', async () => {
    const set = (await issue()).cookies.find((c) => c.name === PLAYER_COOKIE)!;
    const [token, signature] = set.value.split('.') as [string, string];
    const otherToken = newPlayerToken();
    expect(await whoami(`${otherToken}.${signature}`)).toBeNull();
    expect(await whoami(token)).toBeNull();
    expect(await whoami(`${token}.`)).toBeNull();
    expect(await whoami(`${token}.${signature.slice(0, -2)}xx`)).toBeNull();
    const foreign = Fastify({ logger: false });
    await foreign.register(cookie, { secret: 'some-other-secret-entirely' });
    await foreign.ready();
    expect(await whoami(foreign.signCookie(token))).toBeNull();
    await foreign.close();
  });

  it('proves nothing under another secret, or tampered, after the valid cookie was checked', async () => {
    const set = (await issue()).cookies.find((c) => c.name === PLAYER_COOKIE)!;
    const token = await whoami(set.value);
    expect(token).not.toBeNull();
    const other = Fastify({ logger: false });
    await other.register(cookie);
    other.get('/whoami', async (req) => ({ token: readPlayerCookie(req, 'a-rotated-player-cookie-secret') }));
    await other.ready();
    const underOther = await other.inject({ method: 'GET', url: '/whoami', cookies: { [PLAYER_COOKIE]: set.value } });
    expect(underOther.json()).toEqual({ token: null });
    await other.close();
    expect(await whoami(`${set.value.slice(0, -1)}${set.value.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await whoami(set.value)).toBe(token);
  });
});
