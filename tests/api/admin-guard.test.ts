/**
 * Nobody without the password can change anything: every admin REST route and tRPC
 * procedure refuses a request with no session, an expired session, a forged or altered cookie
 * and a cross-site Origin, and the database is exactly as it was. The same calls with the
 * admin's session from the panel succeed, so the refusals are the guard's and not bad input.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { ADMIN_COOKIE, fromPanel, signIn } from './admin-client';
import { dailyPair, distantPair, pathBetween, Player, type Pair } from './game-play';

interface AdminCall {
  name: string;
  request: (fixture: Fixture) => InjectOptions;
}

interface Fixture {
  daily: Pair;
  other: Pair;
  tvdbId: string;
  pendingId: number;
  namedGameId: number;
}

const trpcQuery = (path: string, input?: unknown): InjectOptions => ({
  method: 'GET',
  url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
});
const trpcMutation = (path: string, input?: unknown): InjectOptions => ({
  method: 'POST',
  url: `/trpc/${path}`,
  payload: (input ?? {}) as object,
});
/** A week ahead: a scheduled change is in the future and within a year of the server's clock. */
const future = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();

/** Every admin call there is, REST and tRPC, with input that the admin's own session gets through. */
const adminCalls: AdminCall[] = [
  {
    name: 'POST /api/game-settings/admin',
    request: (f) => ({
      method: 'POST',
      url: '/api/game-settings/admin?_t=1',
      payload: { selectionMode: 'manual', ...f.other },
    }),
  },
  { name: 'trpc admin.updateSettings', request: (f) => trpcMutation('admin.updateSettings', f.other) },
  {
    name: 'POST /api/admin/selection-mode',
    request: () => ({ method: 'POST', url: '/api/admin/selection-mode', payload: { selectionMode: 'manual' } }),
  },
  {
    name: 'trpc admin.setSelectionMode',
    request: () => trpcMutation('admin.setSelectionMode', { selectionMode: 'manual' }),
  },
  {
    name: 'GET /api/admin/pair-preview',
    request: (f) => ({
      method: 'GET',
      url: `/api/admin/pair-preview?startActorId=${f.other.startActorId}&endActorId=${f.other.endActorId}`,
    }),
  },
  { name: 'trpc admin.pairPreview', request: (f) => trpcQuery('admin.pairPreview', f.other) },
  { name: 'GET /api/admin/scheduled-changes', request: () => ({ method: 'GET', url: '/api/admin/scheduled-changes' }) },
  { name: 'trpc admin.scheduledChanges.list', request: () => trpcQuery('admin.scheduledChanges.list') },
  {
    name: 'POST /api/admin/scheduled-changes',
    request: (f) => ({
      method: 'POST',
      url: '/api/admin/scheduled-changes',
      payload: { ...f.other, scheduledAt: future, createdBy: 'admin' },
    }),
  },
  {
    name: 'trpc admin.scheduledChanges.create',
    request: (f) => trpcMutation('admin.scheduledChanges.create', { ...f.other, scheduledAt: future }),
  },
  {
    name: 'DELETE /api/admin/scheduled-changes/:id',
    request: (f) => ({ method: 'DELETE', url: `/api/admin/scheduled-changes/${f.pendingId}` }),
  },
  {
    name: 'trpc admin.scheduledChanges.delete',
    request: (f) => trpcMutation('admin.scheduledChanges.delete', { id: f.pendingId }),
  },
  {
    name: 'POST /api/admin/execute-pending-changes',
    request: () => ({ method: 'POST', url: '/api/admin/execute-pending-changes' }),
  },
  { name: 'trpc admin.executePendingChanges', request: () => trpcMutation('admin.executePendingChanges') },
  {
    name: 'POST /api/admin/actors/by-tvdbid/:tvdbId',
    request: (f) => ({ method: 'POST', url: `/api/admin/actors/by-tvdbid/${encodeURIComponent(f.tvdbId)}` }),
  },
  { name: 'trpc admin.actorByTvdbId', request: (f) => trpcMutation('admin.actorByTvdbId', { tvdbId: f.tvdbId }) },
  {
    name: 'GET /api/admin/moderation/entries',
    request: () => ({ method: 'GET', url: '/api/admin/moderation/entries' }),
  },
  { name: 'trpc admin.moderation.entries', request: () => trpcQuery('admin.moderation.entries') },
  {
    name: 'POST /api/admin/moderation/games/:gameId/reset-name',
    request: (f) => ({ method: 'POST', url: `/api/admin/moderation/games/${f.namedGameId}/reset-name` }),
  },
  {
    name: 'trpc admin.moderation.resetName',
    request: (f) => trpcMutation('admin.moderation.resetName', { gameId: f.namedGameId }),
  },
  {
    name: 'PUT /api/admin/moderation/games/:gameId/hidden',
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/moderation/games/${f.namedGameId}/hidden`,
      payload: { hidden: true },
    }),
  },
  {
    name: 'trpc admin.moderation.setHidden',
    request: (f) => trpcMutation('admin.moderation.setHidden', { gameId: f.namedGameId, hidden: true }),
  },
];

/** Everything an admin call could change, as rows. */
async function databaseState(t: TestApp) {
  const q = (sql: string) => t.services.db.query(sql) as Promise<unknown[]>;
  return {
    settings: await q('SELECT * FROM game_settings'),
    pairs: await q('SELECT * FROM daily_pairs ORDER BY id'),
    changes: await q('SELECT * FROM scheduled_changes ORDER BY id'),
    games: await q('SELECT id, player_name, is_hidden FROM games ORDER BY id'),
    moderation: await q('SELECT * FROM moderation_actions ORDER BY id'),
    actors: await q('SELECT COUNT(*) AS n FROM actors'),
  };
}

async function withHeaders(app: FastifyInstance, options: InjectOptions, headers: Record<string, string>) {
  return app.inject({ ...options, headers: { ...(options.headers ?? {}), ...headers } });
}

describeEachEngine('every admin call is refused without a valid session (%s)', (engine) => {
  let t: TestApp;
  let f: Fixture;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const daily = await dailyPair(t.services);
    const other = distantPair(t.services, 2);
    const player = new Player(t.app);
    const gameId = await player.createGame(daily);
    const path = pathBetween(t.services, daily);
    await player.play(gameId, path);
    await player.complete(gameId, path.length);
    expect((await player.saveName(gameId, 'Named Player')).statusCode).toBe(200);

    token = await signIn(t.app);
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/admin/scheduled-changes',
      headers: fromPanel(token),
      payload: { ...other, scheduledAt: future },
    });
    expect(pending.statusCode).toBe(201);
    // A due change, so that executing pending changes would change something: one a minute
    // ahead, then the server's clock two minutes on.
    const due = await t.app.inject({
      method: 'POST',
      url: '/api/admin/scheduled-changes',
      headers: fromPanel(token),
      payload: { ...other, scheduledAt: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(due.statusCode).toBe(201);
    t.services.clock.now = () => new Date(Date.now() + 120_000);
    const [actor] = (await t.services.db.query('SELECT tvdb_id FROM actors ORDER BY id LIMIT 1')) as {
      tvdb_id: string;
    }[];
    f = { daily, other, tvdbId: actor!.tvdb_id, pendingId: pending.json().id, namedGameId: gameId };
  });
  afterAll(async () => {
    await t?.close();
  });

  const refusals: [string, () => Promise<Record<string, string>>, number, string][] = [
    ['no session', async () => ({}), 401, 'UNAUTHORIZED'],
    ['a forged cookie', async () => ({ cookie: `${ADMIN_COOKIE}=${'A'.repeat(43)}` }), 401, 'UNAUTHORIZED'],
    [
      'an altered cookie',
      async () => {
        const last = token.at(-1) === 'A' ? 'B' : 'A';
        return { cookie: `${ADMIN_COOKIE}=${token.slice(0, -1)}${last}` };
      },
      401,
      'UNAUTHORIZED',
    ],
    [
      'an expired session',
      async () => {
        const expired = await signIn(t.app);
        await t.services.db.query(
          engine === 'mysql'
            ? 'UPDATE admin_sessions SET expires_at = DATE_SUB(NOW(3), INTERVAL 1 SECOND) WHERE id = ?'
            : "UPDATE admin_sessions SET expires_at = '2000-01-01 00:00:00.000' WHERE id = ?",
          [(await import('node:crypto')).createHash('sha256').update(expired).digest('hex')],
        );
        return { cookie: `${ADMIN_COOKIE}=${expired}` };
      },
      401,
      'UNAUTHORIZED',
    ],
    [
      'a cross-site Origin, even with a valid session',
      async () => ({ cookie: `${ADMIN_COOKIE}=${token}`, origin: 'https://evil.example' }),
      403,
      'FORBIDDEN',
    ],
    [
      'a cross-site fetch, even with a valid session',
      async () => ({ cookie: `${ADMIN_COOKIE}=${token}`, 'sec-fetch-site': 'cross-site' }),
      403,
      'FORBIDDEN',
    ],
  ];

  it.each(refusals)('refuses every call with %s and changes nothing', async (_, headersOf, status, code) => {
    const headers = await headersOf();
    const before = await databaseState(t);
    for (const call of adminCalls) {
      const res = await withHeaders(t.app, call.request(f), headers);
      expect({ call: call.name, status: res.statusCode }).toEqual({ call: call.name, status });
      const body = res.json();
      const answeredCode = call.name.startsWith('trpc') ? body.error.data.appCode : body.code;
      expect({ call: call.name, code: answeredCode }).toEqual({ call: call.name, code });
      expect(res.cookies.find((c) => c.name === ADMIN_COOKIE)).toBeUndefined();
    }
    expect(await databaseState(t)).toEqual(before);
  });

  it('lets the same calls through with the session from the panel (and without an Origin, as tools send)', async () => {
    for (const [i, call] of adminCalls.entries()) {
      const headers = i % 2 === 0 ? fromPanel(token) : { cookie: `${ADMIN_COOKIE}=${token}` };
      const res = await withHeaders(t.app, call.request(f), headers);
      // The second delete of the one pending change finds it gone: past the guard all the same.
      const expected = call.name === 'trpc admin.scheduledChanges.delete' ? 404 : undefined;
      expect({ call: call.name, status: res.statusCode < 300 ? 'ok' : res.statusCode }).toEqual({
        call: call.name,
        status: expected ?? 'ok',
      });
    }
  });
});
