import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { engines, mysqlAdminUrl } from '../support/engines';
import { TcpProxy } from '../support/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe.skipIf(!engines.includes('mysql'))('a MySQL outage', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    const target = new URL(mysqlAdminUrl);
    proxy = new TcpProxy(target.hostname, Number(target.port || 3306));
    await proxy.open();
    const url = new URL(database.url);
    url.port = String(proxy.port);
    const config = loadConfig({ DATABASE_URL: url.toString(), LOG_LEVEL: 'silent', SCHEDULER_INTERVAL_MS: '0' });
    ({ app } = await buildApp(config, { logger: false }));
    await app.ready();
  });

  afterAll(async () => {
    await proxy?.open().catch(() => undefined);
    await app?.close();
    await proxy?.cut();
    await database?.drop();
  });

  it('answers 503 with the error shape while the database is unreachable, and recovers by itself', async () => {
    const settings = () => app.inject({ url: '/api/game-settings' });
    expect((await settings()).statusCode).toBe(200);

    await proxy.cut();
    const down = await settings();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      message: 'The database is unavailable. Please try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
      requestId: expect.any(String),
    });
    expect(down.body).not.toMatch(/at \w+ \(|ECONNREFUSED|stack/);

    // tRPC answers the same status, with the same code in its data (DESIGN §10).
    const trpcDown = await app.inject({ url: '/trpc/settings.gameSettings' });
    const trpcBatchDown = await app.inject({
      url: '/trpc/settings.gameSettings,settings.gameSettings?batch=1&input={}',
    });
    console.log(
      `database outage: REST ${down.statusCode}, tRPC ${trpcDown.statusCode}, tRPC batch ${trpcBatchDown.statusCode}`,
    );
    expect(trpcDown.statusCode).toBe(503);
    expect(trpcDown.json().error).toMatchObject({
      message: 'The database is unavailable. Please try again shortly.',
      data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, appCode: 'SERVICE_UNAVAILABLE' },
    });
    expect(trpcBatchDown.statusCode).toBe(503);
    expect(trpcDown.body).not.toMatch(/at \w+ \(|ECONNREFUSED|stack"/);

    // The in-memory catalog keeps answering searches meanwhile.
    const search = await app.inject({ url: '/api/actors/search?query=hanks' });
    expect(search.statusCode).toBe(200);

    await proxy.open();
    await expect.poll(async () => (await settings()).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
  });
});
