/**
 * The per-client write limit (DESIGN §9): every write call counts once, a REST write, a tRPC
 * mutation, or each call of a tRPC batch, against one budget per client and minute.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { redisAvailable, redisUrl, describeEachEngine, describeOnce } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { dailyPair, type Pair } from './game-play';

/** Each test writes from an address of its own, so budgets never mix. */
let lastAddress = 0;
const newClientAddress = () => `10.0.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

async function gamesInTable(t: TestApp): Promise<number> {
  const [row] = (await t.services.db.query('SELECT COUNT(*) AS n FROM games')) as { n: number | string }[];
  return Number(row!.n);
}

interface BatchAnswer {
  result?: { data: { id: number } };
  error?: { message: string; data: { appCode: string; httpStatus: number } };
}

function createBatch(app: FastifyInstance, remoteAddress: string, pair: Pair, calls: number) {
  const url = `/trpc/${Array.from({ length: calls }, () => 'game.create').join(',')}?batch=1`;
  const payload = Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, { ...pair, isDailyGame: true }]));
  return app.inject({ method: 'POST', url, remoteAddress, payload });
}

describeEachEngine('public writes are rate limited per client (%s)', (engine) => {
  let t: TestApp;
  let pair: Pair;

  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_WRITES_PER_MINUTE: '3' });
    pair = await dailyPair(t.services);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with the error shape once a client exceeds the REST write limit', async () => {
    const remoteAddress = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/games', remoteAddress, payload: pair });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('the refusal says what the limit is and when to come back', async () => {
    const remoteAddress = newClientAddress();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'POST', url: '/api/games', remoteAddress, payload: pair });
    const limited = await t.app.inject({ method: 'POST', url: '/api/games', remoteAddress, payload: pair });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many writes: at most 3 a minute\. Try again in \d+ s\.$/),
      code: 'TOO_MANY_REQUESTS',
      requestId: expect.any(String),
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('limits tRPC mutations the same way', async () => {
    const remoteAddress = newClientAddress();
    const call = () => t.app.inject({ method: 'POST', url: '/trpc/game.create', remoteAddress, payload: pair });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<BatchAnswer>().error!.data.appCode).toBe('TOO_MANY_REQUESTS');
  });

  it('counts every call of a batch: a batch of 5 with 3 writes left creates 3 games and refuses 2', async () => {
    const before = await gamesInTable(t);
    const res = await createBatch(t.app, newClientAddress(), pair, 5);
    const answers = res.json<BatchAnswer[]>();
    expect(answers).toHaveLength(5);
    expect(answers.filter((a) => a.result).length).toBe(3);
    const refused = answers.filter((a) => a.error);
    expect(refused.map((a) => [a.error!.data.appCode, a.error!.data.httpStatus])).toEqual([
      ['TOO_MANY_REQUESTS', 429],
      ['TOO_MANY_REQUESTS', 429],
    ]);
    expect(await gamesInTable(t)).toBe(before + 3);
  });

  it('a client whose budget is spent gets every call of a further batch refused, and nothing is created', async () => {
    const remoteAddress = newClientAddress();
    expect((await createBatch(t.app, remoteAddress, pair, 3)).statusCode).toBe(200);
    const before = await gamesInTable(t);
    const res = await createBatch(t.app, remoteAddress, pair, 4);
    expect(res.statusCode).toBe(429);
    expect(res.json<BatchAnswer[]>().every((a) => a.error?.data.appCode === 'TOO_MANY_REQUESTS')).toBe(true);
    expect(await gamesInTable(t)).toBe(before);
  });

  it('REST writes and tRPC calls spend one budget', async () => {
    const remoteAddress = newClientAddress();
    const rest = await t.app.inject({ method: 'POST', url: '/api/games', remoteAddress, payload: pair });
    expect(rest.statusCode).toBe(201);
    const batch = await createBatch(t.app, remoteAddress, pair, 2);
    expect(batch.json<BatchAnswer[]>().filter((a) => a.result)).toHaveLength(2);
    const afterBatch = await t.app.inject({ method: 'POST', url: '/api/games', remoteAddress, payload: pair });
    expect(afterBatch.statusCode).toBe(429);
  });

  it('does not limit reads, batched or not', async () => {
    const remoteAddress = newClientAddress();
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/game-settings', remoteAddress });
      expect(res.statusCode).toBe(200);
    }
    const reads = await t.app.inject({
      method: 'GET',
      url: '/trpc/settings.gameSettings,settings.gameSettings,settings.gameSettings,settings.gameSettings?batch=1',
      remoteAddress,
    });
    expect(reads.statusCode).toBe(200);
  });
});

describeOnce.skipIf(!redisAvailable)('with REDIS_URL, instances share one write limit', () => {
  let first: TestApp;
  let second: TestApp;
  let pair: Pair;

  beforeAll(async () => {
    const env = { RATE_LIMIT_WRITES_PER_MINUTE: '3', REDIS_URL: redisUrl };
    [first, second] = await Promise.all([startTestApp('sqlite', env), startTestApp('sqlite', env)]);
    pair = await dailyPair(first.services);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  // A client address of its own per run, so counters left in Redis by earlier runs within the minute do not count.
  const runAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;

  it("counts a client's writes on every instance together", async () => {
    const remoteAddress = runAddress();
    const create = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/games', remoteAddress, payload: { startActorId: 1, endActorId: 1 } });
    const statuses = [];
    for (const t of [first, second, first, second]) statuses.push((await create(t)).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('counts each call of a batch on the shared counter too', async () => {
    const remoteAddress = runAddress();
    const [beforeFirst, beforeSecond] = [await gamesInTable(first), await gamesInTable(second)];
    const batch = await createBatch(first.app, remoteAddress, pair, 2);
    expect(batch.json<BatchAnswer[]>().filter((a) => a.result)).toHaveLength(2);
    const onSecond = await createBatch(second.app, remoteAddress, pair, 2);
    expect(onSecond.json<BatchAnswer[]>().map((a) => a.error?.data.appCode ?? 'created')).toEqual([
      'created',
      'TOO_MANY_REQUESTS',
    ]);
    expect(await gamesInTable(first)).toBe(beforeFirst + 2);
    expect(await gamesInTable(second)).toBe(beforeSecond + 1);
  });
});

describeOnce('with REDIS_URL pointing at a Redis that does not answer', () => {
  let t: TestApp;
  let pair: Pair;

  beforeAll(async () => {
    t = await startTestApp('sqlite', { RATE_LIMIT_WRITES_PER_MINUTE: '3', REDIS_URL: 'redis://127.0.0.1:1' });
    pair = await dailyPair(t.services);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes still go through (uncounted) instead of failing with the counter store', async () => {
    const started = Date.now();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/games', payload: pair })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201]);
    // Each write waits at most for the store's 1 s command timeout.
    expect(Date.now() - started).toBeLessThan(4 * 1_500);
  });
});
