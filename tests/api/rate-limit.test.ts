import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines';
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
