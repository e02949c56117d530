/**
 * Operations (DESIGN §13): the health and readiness probes, a request id on every answer and in
 * every error body, and the Prometheus metrics, off unless a token opens them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { dailyPair, pathBetween, Player } from './game-play';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const metricsToken = 'metrics-token-for-the-test-0123';

/** The value of one series in a Prometheus text exposition (0 when absent). */
function sample(exposition: string, series: string): number {
  const line = exposition.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const requestsOf = (method: string, route: string, statusClass: string) =>
  `http_requests_total{method="${method}",route="${route}",status_class="${statusClass}"}`;

describeEachEngine('operations on %s', (engine) => {
  describe('probes and request ids', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startTestApp(engine);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('GET /api/health answers 200 { status: "ok" }, not cached, with a generated request id', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-request-id']).toMatch(uuid);
    });

    it('GET /api/ready answers 200 with every check ok', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', catalog: 'ok' } });
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('two requests get two different ids', async () => {
      const [a, b] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/health' }),
        t.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    });

    /** The id in the body is the one in the header, and the header holds a generated UUID. */
    function expectIdInBody(res: LightMyRequestResponse, body: { requestId?: unknown }) {
      expect(res.headers['x-request-id']).toMatch(uuid);
      expect(body.requestId).toBe(res.headers['x-request-id']);
    }

    it('a REST error body carries the request id', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/actors/999999999/movies' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expectIdInBody(res, res.json());
    });

    it("a REST write's invalid input (400) carries it too", async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/games', payload: { startActorId: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expectIdInBody(res, res.json());
    });

    it('a tRPC error carries it in its data', async () => {
      const input = encodeURIComponent(JSON.stringify({ id: 999999999 }));
      const res = await t.app.inject({ method: 'GET', url: `/trpc/catalog.moviesOfActor?input=${input}` });
      expect(res.statusCode).toBe(404);
      const { error } = res.json<{ error: { data: { appCode: string; requestId: string } } }>();
      expect(error.data.appCode).toBe('NOT_FOUND');
      expectIdInBody(res, error.data);
    });

    it("Fastify's own refusals carry it: bad JSON (400), an unknown API path (404), a wrong method (405)", async () => {
      const badJson = await t.app.inject({
        method: 'POST',
        url: '/api/games',
        headers: { 'content-type': 'application/json' },
        payload: '{"startActorId": ',
      });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expectIdInBody(badJson, badJson.json());

      const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-path' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'Not found: GET /api/no-such-path', code: 'NOT_FOUND' });
      expectIdInBody(unknown, unknown.json());

      const wrongMethod = await t.app.inject({ method: 'GET', url: '/trpc/game.create' });
      expect(wrongMethod.statusCode).toBe(405);
      expect(wrongMethod.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
      expectIdInBody(wrongMethod, wrongMethod.json());
    });

    it("honours the caller's sane x-request-id, in the header and the error body", async () => {
      const id = 'lb-7f3a9c.trace_42';
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/actors/999999999/movies',
        headers: { 'x-request-id': id },
      });
      expect(res.headers['x-request-id']).toBe(id);
      expect(res.json()).toMatchObject({ requestId: id });
    });

    it('replaces a hostile or oversized x-request-id with a new one', async () => {
      for (const hostile of ['<script>alert(1)</script>', 'a'.repeat(129), 'two words', '../../etc/passwd']) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/actors/999999999/movies',
          headers: { 'x-request-id': hostile },
        });
        expect(res.headers['x-request-id']).toMatch(uuid);
        expect(res.json()).toMatchObject({ requestId: res.headers['x-request-id'] });
      }
    });

    it('metrics are off by default: /metrics answers 404, even with a token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const withToken = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      expect(withToken.statusCode).toBe(404);
    });

    it('GET /api/ready answers 503 naming the migration that is not applied', async () => {
      const db = t.services.db;
      const [latest] = (await db.query('SELECT * FROM migrations ORDER BY timestamp DESC LIMIT 1')) as {
        name: string;
        timestamp: number | string;
      }[];
      await db.query('DELETE FROM migrations WHERE name = ?', [latest!.name]);
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          message: 'Not ready: migrations',
          code: 'SERVICE_UNAVAILABLE',
          details: { checks: { database: 'ok', migrations: `pending: ${latest!.name}`, catalog: 'ok' } },
          requestId: res.headers['x-request-id'],
        });
      } finally {
        await db.query('INSERT INTO migrations (timestamp, name) VALUES (?, ?)', [latest!.timestamp, latest!.name]);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    });

    it('GET /api/ready answers 503 once the database is closed, while /api/health still answers 200', async () => {
      await t.services.db.destroy();
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'Not ready: database, migrations',
        code: 'SERVICE_UNAVAILABLE',
        details: {
          checks: {
            database: 'unreachable: the connection is closed',
            migrations: 'unknown: the database is unreachable',
            catalog: 'ok',
          },
        },
        requestId: res.headers['x-request-id'],
      });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    });
  });

  describe('metrics with METRICS_TOKEN', () => {
    let t: TestApp;
    const scrape = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };

    beforeAll(async () => {
      t = await startTestApp(engine, { METRICS_TOKEN: metricsToken });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('a missing or wrong token answers 401 with the error shape and a Bearer challenge', async () => {
      for (const authorization of [undefined, `Bearer ${metricsToken}x`, metricsToken, 'Bearer ']) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(res.json()).toEqual({
          message: 'The metrics need their token: Authorization: Bearer <METRICS_TOKEN>',
          code: 'UNAUTHORIZED',
          requestId: res.headers['x-request-id'],
        });
        expect(res.body).not.toContain('http_requests_total');
      }
    });

    it('answers the text format 0.0.4, not cached', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('# TYPE http_requests_total counter\n');
      expect(res.body).toContain('# TYPE http_request_duration_seconds histogram\n');
      expect(res.body).toContain('# TYPE cinema_games_created_total counter\n');
    });

    it('counts requests per route pattern and status class, by exactly the requests made', async () => {
      const settings = requestsOf('GET', '/api/game-settings', '2xx');
      const moviesOf404 = requestsOf('GET', '/api/actors/:id/movies', '4xx');
      const trpcSettings = requestsOf('GET', '/trpc/settings.gameSettings', '2xx');
      const notFound = requestsOf('GET', '(not found)', '4xx');
      const before = await scrape();

      for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/game-settings' });
      for (const id of [999999991, 999999992]) await t.app.inject({ method: 'GET', url: `/api/actors/${id}/movies` });
      await t.app.inject({ method: 'GET', url: '/trpc/settings.gameSettings' });
      for (const path of ['/api/unknown/1', '/api/unknown/2', '/api/unknown/3', '/api/unknown/4'])
        await t.app.inject({ method: 'GET', url: path });

      const after = await scrape();
      expect(sample(after, settings) - sample(before, settings)).toBe(3);
      expect(sample(after, moviesOf404) - sample(before, moviesOf404)).toBe(2);
      expect(sample(after, trpcSettings) - sample(before, trpcSettings)).toBe(1);
      expect(sample(after, notFound) - sample(before, notFound)).toBe(4);
      // Patterns, never raw URLs: the ids and unknown paths requested are in no label (the
      // samples' values, sums of durations, may hold any digits).
      const allLabels = after.match(/\{[^}]*\}/g)!.join('\n');
      expect(allLabels).toContain('route="/api/actors/:id/movies"');
      expect(allLabels).not.toContain('999999991');
      expect(allLabels).not.toContain('/api/unknown/');

      // The histogram of the same series: its count and its +Inf bucket moved by 3 too.
      const labels = 'method="GET",route="/api/game-settings",status_class="2xx"';
      const count = `http_request_duration_seconds_count{${labels}}`;
      const inf = `http_request_duration_seconds_bucket{${labels},le="+Inf"}`;
      expect(sample(after, count) - sample(before, count)).toBe(3);
      expect(sample(after, inf)).toBe(sample(after, count));
      expect(sample(after, `http_request_duration_seconds_sum{${labels}}`)).toBeGreaterThan(0);
    });

    it('counts the games created, the links written and the games completed', async () => {
      const pair = await dailyPair(t.services);
      const path = pathBetween(t.services, pair);
      const before = await scrape();

      const player = new Player(t.app);
      const gameId = await player.createGame(pair);
      await player.play(gameId, path);
      // A refused link is no link written.
      const refused = await player.addConnection(gameId, path[0]!, 99);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect((await player.complete(gameId, path.length)).statusCode).toBe(200);
      // A second game, through tRPC, left unfinished.
      const second = await player.request('POST', '/trpc/game.create', { ...pair, isDailyGame: true });
      expect(second.statusCode).toBe(200);

      const after = await scrape();
      const moved = (name: string) => sample(after, name) - sample(before, name);
      expect(moved('cinema_games_created_total')).toBe(2);
      expect(moved('cinema_links_written_total')).toBe(path.length);
      expect(moved('cinema_games_completed_total')).toBe(1);
      expect(moved(requestsOf('POST', '/api/games/:gameId/connections', '2xx'))).toBe(path.length);
      expect(moved(requestsOf('POST', '/trpc/game.create', '2xx'))).toBe(1);
    });

    it('counts each request and readiness check that fails on the database once', async () => {
      const pair = await dailyPair(t.services);
      const before = await scrape();
      await t.services.db.destroy();
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
      const write = await new Player(t.app).request('POST', '/api/games', { ...pair, isDailyGame: true });
      expect(write.statusCode).toBeGreaterThanOrEqual(500);
      expect(write.json()).toMatchObject({ requestId: write.headers['x-request-id'] });
      const after = await scrape();
      expect(sample(after, 'cinema_database_errors_total') - sample(before, 'cinema_database_errors_total')).toBe(2);
      expect(sample(after, 'cinema_games_created_total')).toBe(sample(before, 'cinema_games_created_total'));
    });
  });
});
