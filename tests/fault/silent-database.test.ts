/**
 * A MySQL database behind a silent network (packets dropped, nothing refused): every request
 * answers 503 with the error shape within the client's 15 s (SPEC §9, DESIGN §10), and the app
 * recovers by itself once the network returns. The app reaches MariaDB through a proxy of the
 * test's own that stops forwarding without closing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { engines, mysqlAdminUrl } from '../support/engines';
import { TcpProxy } from '../support/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { dailyPair, type Pair } from '../api/game-play';

const unavailable = {
  message: 'The database is unavailable. Please try again shortly.',
  code: 'SERVICE_UNAVAILABLE',
  requestId: expect.any(String),
};

describe.skipIf(!engines.includes('mysql'))('a MySQL database that goes silent', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let pair: Pair;

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    const target = new URL(mysqlAdminUrl);
    proxy = new TcpProxy(target.hostname, Number(target.port || 3306));
    await proxy.open();
    const url = new URL(database.url);
    url.port = String(proxy.port);
    // The default timeouts: what a deployment gets.
    const config = loadConfig({ DATABASE_URL: url.toString(), LOG_LEVEL: 'silent', SCHEDULER_INTERVAL_MS: '0' });
    let services;
    ({ app, services } = await buildApp(config, { logger: false }));
    await app.ready();
    pair = await dailyPair(services);
  });

  afterAll(async () => {
    proxy?.resume();
    await app?.close();
    await proxy?.cut();
    await database?.drop();
  });

  // The leaderboard reads the games table on every request (the settings are served from memory).
  const leaderboard = () => app.inject({ url: '/api/leaderboard' });
  const createGame = () => app.inject({ method: 'POST', url: '/api/games', payload: { ...pair, isDailyGame: true } });

  it('answers 503 within 15 s while silent, more requests than the pool has connections included', async () => {
    expect((await leaderboard()).statusCode).toBe(200);
    expect((await createGame()).statusCode).toBe(201);

    proxy.stall();
    const started = Date.now();
    // 30 requests at once: more than the pool's 20 connections, so some wait for a connection.
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, () => leaderboard()),
      ...Array.from({ length: 5 }, () => createGame()),
    ]);
    const elapsed = Date.now() - started;

    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 30 }, () => 503));
    for (const answer of answers) expect(answer.json()).toEqual(unavailable);
    expect(elapsed).toBeLessThan(15_000);
    // Not refused at once: each waited for the database's timeouts (5 s by default).
    expect(elapsed).toBeGreaterThanOrEqual(4_500);
  }, 30_000);

  it('recovers by itself once the network returns, without a restart', async () => {
    proxy.resume();
    await expect.poll(async () => (await leaderboard()).statusCode, { timeout: 15_000, interval: 250 }).toBe(200);
    expect((await createGame()).statusCode).toBe(201);
    const again = await Promise.all(Array.from({ length: 25 }, () => leaderboard()));
    expect(again.map((a) => a.statusCode)).toEqual(Array.from({ length: 25 }, () => 200));
  }, 30_000);
});
