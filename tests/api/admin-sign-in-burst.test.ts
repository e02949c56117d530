/**
 * Admin sign-in under a burst of guesses (DESIGN §9): every attempt is counted before its
 * password is hashed, so 200 guesses sent at once from one client, over REST and in tRPC
 * batches of 10, have at most 5 passwords checked, on the in-process counters and on Redis.
 */
import { randomUUID } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { AdminAuth } from '../../server/src/admin/admin-auth';
import { AdminPassword } from '../../server/src/admin/admin-password';
import { describeEachEngine, redisAvailable, redisUrl } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { ADMIN_PASSWORD } from './admin-client';

const GUESSES = 200;
const BATCH = 10;
const PAIRS = 10;

describeEachEngine('a burst of sign-in guesses on %s', (engine) => {
  let t: TestApp;
  let redis: Redis | undefined;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  const restGuess = (client: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password }, remoteAddress: client });
  const batchOfGuesses = (client: string, label: string, size = BATCH) =>
    t.app
      .inject({
        method: 'POST',
        url: `/trpc/${Array(size).fill('admin.auth').join(',')}?batch=1`,
        payload: Object.fromEntries(Array.from({ length: size }, (_, i) => [i, { password: `guess-${label}-${i}` }])),
        remoteAddress: client,
      })
      .then((answer) => Object.assign(answer, { calls: size }));
  /**
   * The calls answered 429: a REST answer, or each call of a tRPC batch (one error for the whole
   * batch, as a batch refused before tRPC read it is answered, stands for each of its calls).
   */
  const refusedIn = (answers: (LightMyRequestResponse & { calls?: number })[]) =>
    answers
      .flatMap((r) => {
        const body = r.json() as unknown;
        return Array.isArray(body)
          ? body.map((call: { error?: { data?: { httpStatus?: number } } }) => call.error?.data?.httpStatus)
          : Array<number>(r.calls ?? 1).fill(r.statusCode);
      })
      .filter((status) => status === 429).length;

  /** 200 wrong guesses at once from `client`: half as REST calls, half in tRPC batches of 10. */
  async function burst(client: string) {
    const checks = vi.spyOn(AdminPassword.prototype, 'matches');
    const answers = await Promise.all([
      ...Array.from({ length: GUESSES / 2 }, (_, i) => restGuess(client, `guess-rest-${i}`)),
      ...Array.from({ length: GUESSES / 2 / BATCH }, (_, b) => batchOfGuesses(client, String(b))),
    ]);
    return { evaluated: checks.mock.calls.length, refused: refusedIn(answers) };
  }

  /** 20 wrong guesses in pairs sent together, each pair once the one before is answered. */
  async function pairs(client: string) {
    const checks = vi.spyOn(AdminPassword.prototype, 'matches');
    let refused = 0;
    for (let p = 0; p < PAIRS; p++) {
      const pair =
        p % 2 === 0
          ? await Promise.all([restGuess(client, `pair-${p}-a`), restGuess(client, `pair-${p}-b`)])
          : [await batchOfGuesses(client, `pair-${p}`, 2)];
      refused += refusedIn(pair);
    }
    return { evaluated: checks.mock.calls.length, refused };
  }

  const useRedis = (keyPrefix: string) => {
    redis ??= new Redis(redisUrl);
    const { password } = AdminPassword.fromConfig(ADMIN_PASSWORD);
    t.services.admin = new AdminAuth(password, t.services.db, t.services.clock, redis, { keyPrefix });
  };

  it('checks at most 5 of 200 parallel guesses with in-process counters, and refuses the rest with 429', async () => {
    const { evaluated, refused } = await burst('10.7.0.1');
    console.log(
      `sign-in burst, in-process, ${engine}: ${GUESSES} guesses, ${evaluated} passwords checked, ${refused} answered 429`,
    );
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(refused).toBeGreaterThanOrEqual(GUESSES - 5);
  });

  it('checks exactly 5 of 20 guesses sent in pairs with in-process counters', async () => {
    const { evaluated, refused } = await pairs('10.7.0.3');
    console.log(
      `sign-in pairs, in-process, ${engine}: ${2 * PAIRS} guesses, ${evaluated} passwords checked, ${refused} answered 429`,
    );
    expect(evaluated).toBe(5);
    expect(refused).toBe(2 * PAIRS - 5);
  });

  it.skipIf(!redisAvailable)(
    'checks at most 5 of 200 parallel guesses, or of 20 sent in pairs, with counters in Redis',
    async () => {
      const keyPrefix = `cinema-chain-test:${randomUUID()}:`;
      useRedis(keyPrefix);
      const parallel = await burst('10.7.0.2');
      console.log(
        `sign-in burst, Redis, ${engine}: ${GUESSES} guesses, ${parallel.evaluated} passwords checked, ${parallel.refused} answered 429`,
      );
      expect(parallel.evaluated).toBeLessThanOrEqual(5);
      expect(parallel.refused).toBeGreaterThanOrEqual(GUESSES - 5);
      expect(Number(await redis!.get(`${keyPrefix}10.7.0.2`))).toBeGreaterThanOrEqual(parallel.evaluated);

      vi.restoreAllMocks();
      const inPairs = await pairs('10.7.0.4');
      console.log(
        `sign-in pairs, Redis, ${engine}: ${2 * PAIRS} guesses, ${inPairs.evaluated} passwords checked, ${inPairs.refused} answered 429`,
      );
      expect(inPairs.evaluated).toBe(5);
      expect(inPairs.refused).toBe(2 * PAIRS - 5);
    },
  );

  it('refuses a sign-in while two are under way before it reaches the API, as the procedure would', async () => {
    let answerBoth!: () => void;
    const held = new Promise<boolean>((resolve) => (answerBoth = () => resolve(false)));
    const checks = vi.spyOn(AdminPassword.prototype, 'matches').mockReturnValue(held);
    const logins = vi.spyOn(AdminAuth.prototype, 'login');
    const checking = [restGuess('10.7.1.1', 'first'), restGuess('10.7.1.2', 'second')];
    await expect.poll(() => checks.mock.calls.length).toBe(2);
    const busy = {
      message: 'Too many sign-in attempts at once. Please try again in a moment.',
      code: 'TOO_MANY_REQUESTS',
      details: { retryAfterSeconds: 1 },
    };

    const rest = await restGuess('10.7.1.3', 'third');
    expect([rest.statusCode, rest.headers['retry-after']]).toEqual([429, '1']);
    expect(rest.json()).toEqual({ ...busy, requestId: expect.any(String) });
    const batch = await batchOfGuesses('10.7.1.4', 'busy', 3);
    expect([batch.statusCode, batch.headers['retry-after']]).toEqual([429, '1']);
    expect(batch.json().error).toMatchObject({
      message: busy.message,
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, appCode: 'TOO_MANY_REQUESTS', details: busy.details },
    });
    // Neither reached the sign-in itself: only the two under way did.
    expect(logins.mock.calls.length).toBe(2);

    // A batch with another call in it goes through tRPC: the sign-in refused there, the other answered.
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.auth,admin.logout?batch=1',
      payload: { 0: { password: 'fourth' } },
      headers: { origin: 'http://localhost' },
      remoteAddress: '10.7.1.5',
    });
    const [signIn, logout] = mixed.json() as [{ error?: { message: string } }, { result?: { data: unknown } }];
    expect(signIn.error?.message).toBe(busy.message);
    expect(logout.result?.data).toEqual({ success: true });

    answerBoth();
    expect((await Promise.all(checking)).map((r) => r.json())).toEqual([{ success: false }, { success: false }]);
    // Once they are answered, a sign-in is checked again.
    checks.mockRestore();
    const after = await restGuess('10.7.1.6', ADMIN_PASSWORD);
    expect(after.json()).toEqual({ success: true });
  });

  it('refuses a sign-in before the API while two passwords of one batch are hashed', async () => {
    let answerBoth!: () => void;
    const held = new Promise<boolean>((resolve) => (answerBoth = () => resolve(false)));
    const checks = vi.spyOn(AdminPassword.prototype, 'matches').mockReturnValue(held);
    // One request under way, hashing two of its calls: every password place is taken.
    const hashing = batchOfGuesses('10.8.1.1', 'hashing', 3);
    await expect.poll(() => checks.mock.calls.length).toBe(2);
    const logins = vi.spyOn(AdminAuth.prototype, 'login');

    const rest = await restGuess('10.8.1.2', 'another');
    expect([rest.statusCode, rest.headers['retry-after']]).toEqual([429, '1']);
    const batch = await batchOfGuesses('10.8.1.3', 'another', 3);
    expect(batch.statusCode).toBe(429);
    expect(Array.isArray(batch.json())).toBe(false);
    expect(logins.mock.calls.length).toBe(0);

    answerBoth();
    expect(refusedIn([await hashing])).toBe(1);
  });

  it('gives back the place of a sign-in pipelined behind a slow answer when its client hangs up', async () => {
    // A read that never answers, then a sign-in behind it on the same connection, twice: each
    // sign-in is answered, but its answer waits behind the read's and never goes out.
    vi.spyOn(t.services.dailyPair, 'dailyActors').mockReturnValue(new Promise(() => {}));
    const logins = vi.spyOn(AdminAuth.prototype, 'login');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ password: 'pipelined' });
    const pipelined =
      'GET /api/daily-actors HTTP/1.1\r\nHost: localhost\r\n\r\n' +
      `POST /api/admin/auth HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const sockets = [connect(port, '127.0.0.1'), connect(port, '127.0.0.1')];
    for (const socket of sockets) {
      socket.on('error', () => {});
      socket.write(pipelined);
    }
    await expect.poll(() => logins.mock.calls.length).toBe(2);
    await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.destroy().once('close', resolve))));
    vi.restoreAllMocks();
    await expect.poll(async () => (await restGuess('10.7.2.1', ADMIN_PASSWORD)).json()).toEqual({ success: true });
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const checks = vi.spyOn(AdminPassword.prototype, 'matches');
    for (let i = 1; i <= 8; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth',
        payload: { password: 'wrong-password' },
        remoteAddress: `2001:db8:7:1::${i.toString(16)}`,
      });
    }
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth',
      payload: { password: ADMIN_PASSWORD },
      remoteAddress: '2001:db8:7:2::1',
    });
    expect(checks.mock.calls.length).toBe(6);
    expect(other.json()).toEqual({ success: true });
  });
});
