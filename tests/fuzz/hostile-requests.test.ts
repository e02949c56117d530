/**
 * The fuzz suite: seeded property-based hostile requests against every REST
 * path of the OpenAPI document, every tRPC procedure of the router, and the client's files.
 * Every answer: no 5xx, no stack trace, file path or SQL text, under 5 s; every refused (4xx)
 * request leaves the watched tables as they were. A failing case prints its request.
 * SQLite takes the bulk (10,000+ requests through app.inject); MySQL a smaller sample.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appRouter } from '../../server/src/routers';
import { dailyPair } from '../api/game-play';
import { ADMIN_PASSWORD, adminCookieOf } from '../api/admin-client';
import { describeEachEngine, type Engine } from '../support/engines';
import {
  faultOf,
  fingerprintOf,
  formatRequest,
  proceduresOf,
  restRequest,
  restRoutesOf,
  staticRequest,
  trpcRequest,
  type FuzzContext,
  type HostileRequest,
} from '../support/fuzz-requests';
import { playerCookieOf, startTestApp, type TestApp } from '../support/test-app';

const SEED = 20_261_123;

/** Requests per property and engine: SQLite 4,000 + 4,500 + 1,500 = 10,000. */
const runs: Record<Engine, { rest: number; trpc: number; files: number }> = {
  sqlite: { rest: 4_000, trpc: 4_500, files: 1_500 },
  mysql: { rest: 300, trpc: 300, files: 100 },
};

describeEachEngine('fuzz: hostile requests on %s', (engine) => {
  let t: TestApp;
  let context: FuzzContext;
  let routes: ReturnType<typeof restRoutesOf>;
  const procedures = proceduresOf(appRouter);
  const seen = { requests: 0, refused: 0, accepted: 0 };
  let lastFingerprint: string | undefined;

  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_WRITES_PER_MINUTE: '10000000' });
    const openapi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    routes = restRoutesOf(openapi.json());
    const pair = await dailyPair(t.services);
    const created = await t.app.inject({ method: 'POST', url: '/api/games', payload: { ...pair, isDailyGame: true } });
    expect(created.statusCode).toBe(201);
    const gameId = String(created.json().id ?? created.json().game?.id);
    playerCookie = playerCookieOf(created);
    context = {
      ids: [gameId, String(pair.startActorId), String(pair.endActorId), '1', '2'],
      credentials: [{ cookie: playerCookie }, { origin: 'http://localhost' }, { origin: 'http://localhost' }],
    };
    await signInAgain();
  });

  let playerCookie = '';
  let signIns = 0;
  /** Signs the admin in and puts the session in the credentials the arbitraries hand out (the same objects). */
  async function signInAgain(): Promise<void> {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth',
      payload: { password: ADMIN_PASSWORD },
      // A fresh address each time: not the fuzzed requests' one, whose attempts the sign-in limit counts.
      remoteAddress: `10.0.${signIns >> 8}.${signIns & 255}`,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = adminCookieOf(signedIn);
    context.credentials[1]!.cookie = `cc_admin=${token}`;
    context.credentials[2]!.cookie = `${playerCookie}; cc_admin=${token}`;
    lastFingerprint = undefined;
    signIns++;
  }

  afterAll(async () => {
    await t?.close();
  });

  it('the OpenAPI document and the router name the routes the suite covers', () => {
    // Worked out from server/src/rest/*.routes.ts and the operations plugin: 34 operations, 41 procedures.
    expect(routes.length).toBeGreaterThanOrEqual(34);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/games/{gameId}/connections' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/health' });
    expect(procedures.length).toBeGreaterThanOrEqual(41);
    expect(procedures).toContainEqual({ path: 'admin.moderation.setHidden', type: 'mutation' });
  });

  /** Sends one request; throws, with the request printed, when an answer breaks a rule. */
  async function check(app: FastifyInstance, request: HostileRequest): Promise<{ body: string }> {
    // The state after the previous request: the fingerprint is taken once per request.
    const before = (lastFingerprint ??= await fingerprintOf(t.services.db));
    const started = performance.now();
    const res = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    const ms = Math.round(performance.now() - started);
    seen.requests++;
    const fault = faultOf({ status: res.statusCode, headers: res.headers, body: res.body, ms });
    if (fault) throw new Error(`${fault}\n${formatRequest(request)}`);
    const after = (lastFingerprint = await fingerprintOf(t.services.db));
    if (res.statusCode >= 400) {
      seen.refused++;
      if (after !== before) {
        throw new Error(
          `refused with ${res.statusCode} yet the database changed\n  before: ${before}\n  after:  ${after}\n${formatRequest(request)}`,
        );
      }
    } else {
      seen.accepted++;
      // An accepted logout ends the admin's session: sign in again so admin requests keep reaching their inputs.
      if (/logout/.test(request.url)) await signInAgain();
    }
    return res;
  }

  const options = (numRuns: number) => ({ seed: SEED, numRuns, endOnFailure: true, verbose: 1 as const });

  it('every REST path survives hostile requests', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(restRequest(routes, context), async (request) => void (await check(t.app, request))),
      options(runs[engine].rest),
    );
  });

  it('every tRPC procedure survives hostile queries and mutations, batched and not', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(trpcRequest(procedures, context), async (request) => void (await check(t.app, request))),
      options(runs[engine].trpc),
    );
  });

  it('the client files refuse traversal and very long URLs', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(staticRequest, async (request) => {
        const res = await check(t.app, request);
        // No file outside the client's build is ever sent.
        expect(res.body).not.toMatch(/"name":\s*"@?cinema|root:x:0:0|\[core\]|DATABASE_URL/);
      }),
      options(runs[engine].files),
    );
  });

  it('counted the requests it sent, and most of them were refused', () => {
    const total = runs[engine].rest + runs[engine].trpc + runs[engine].files;
    expect(seen.requests).toBeGreaterThanOrEqual(total);
    expect(seen.refused).toBeGreaterThan(seen.accepted);
    console.info(`fuzz on ${engine}: ${JSON.stringify(seen)}, admin sign-ins ${signIns}; ${lastFingerprint}`);
  });
});
