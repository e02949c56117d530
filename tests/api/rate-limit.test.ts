import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, redisAvailable, redisUrl } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(engines)('public writes are rate limited per client (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_WRITES_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with the error shape once a client exceeds the REST write limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { startActorId: 1, endActorId: 1 },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it('limits tRPC mutations the same way', async () => {
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/trpc/game.create',
        remoteAddress: '10.0.0.9',
        payload: { startActorId: 1, endActorId: 1 },
      });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).not.toBe(429);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
  });

  it('does not limit reads', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/game-settings', remoteAddress: '10.0.0.10' });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe.skipIf(!redisAvailable)('with REDIS_URL, instances share one write limit', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = { RATE_LIMIT_WRITES_PER_MINUTE: '3', REDIS_URL: redisUrl };
    [first, second] = await Promise.all([startTestApp('sqlite', env), startTestApp('sqlite', env)]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("counts a client's writes on every instance together", async () => {
    // A client address of its own, so counters left by earlier runs within the minute do not count.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const create = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/games', remoteAddress, payload: { startActorId: 1, endActorId: 1 } });
    const statuses = [];
    for (const t of [first, second, first, second]) statuses.push((await create(t)).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});
