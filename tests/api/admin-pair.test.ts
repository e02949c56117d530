/**
 * The admin sets and schedules the daily pair (SPEC §4, §7, §8; DESIGN §7) on every engine:
 * the spec's error codes, a history row and a new `lastUpdated` for every change, the rules of
 * scheduled changes, exactly-once execution with two instances on one database, and a pair
 * changed on one instance seen at once by another.
 */
import { gameSettingsSchema, scheduledChangeSchema, type GameSettings } from '@cinema/shared';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/data-source';
import { describeEachEngine, describeOnce } from '../support/engines';
import type { Services } from '../../server/src/services';
import { createTestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';
import { fromPanel, signIn } from './admin-client';
import { creditTable, type CreditTable } from './daily-pair-bfs';
import { dailyPair, type Pair } from './game-play';

interface HistoryRow {
  start_actor_id: number;
  end_actor_id: number;
  source: string;
  active_to: unknown;
}

/** The suites' server clock: it runs from noon UTC on 10 May 2027, and a test may move it on. */
const CLOCK_START = Date.parse('2027-05-10T12:00:00.000Z');

/** Sets an app's clock running from `at` (later moves keep it running). */
function runClockFrom(services: Services, at: number): void {
  const started = Date.now();
  services.clock.now = () => new Date(at + (Date.now() - started));
}

/** Two well-known actors at 2 to 6 connections (by the tests' own search): no confirmation needed. */
function fairPairs(services: Services, credits: CreditTable, count: number): Pair[] {
  const ids = (services.catalog.wellKnownActors(40) as { id: number }[]).map((a) => a.id);
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < ids.length && pairs.length < count; i += 2) {
    const connections = credits.connections(ids[i]!, ids[i + 1]!);
    if (connections !== null && connections >= 2 && connections <= 6)
      pairs.push({ startActorId: ids[i]!, endActorId: ids[i + 1]! });
  }
  return pairs;
}

describeEachEngine('the admin sets and schedules the pair (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let credits: CreditTable;

  beforeAll(async () => {
    t = await startTestApp(engine);
    runClockFrom(t.services, CLOCK_START);
    token = await signIn(t.app);
    credits = await creditTable(t.services.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const admin = (options: InjectOptions) => t.app.inject({ ...options, headers: fromPanel(token) });
  const settings = async (): Promise<GameSettings> =>
    gameSettingsSchema.parse((await t.app.inject({ url: '/api/game-settings' })).json());
  const history = async () =>
    (
      (await t.services.db.query(
        'SELECT start_actor_id, end_actor_id, source, active_to FROM daily_pairs ORDER BY id',
      )) as HistoryRow[]
    ).map((r) => ({ ...r, start_actor_id: Number(r.start_actor_id), end_actor_id: Number(r.end_actor_id) }));
  const setPair = (pair: Partial<Pair>, via: 'rest' | 'trpc' = 'rest') =>
    admin(
      via === 'rest'
        ? {
            method: 'POST',
            url: `/api/game-settings/admin?_t=${Date.now()}`,
            payload: { selectionMode: 'manual', ...pair, _timestamp: Date.now() },
          }
        : { method: 'POST', url: '/trpc/admin.updateSettings', payload: { selectionMode: 'manual', ...pair } },
    );
  /** Two well-known actors at the given distance, found by the test's own search. */
  const pairAt = (connections: number, not: number[] = []): Pair => {
    const ids = (t.services.catalog.wellKnownActors(80) as { id: number }[])
      .map((a) => a.id)
      .filter((id) => !not.includes(id));
    for (const a of ids)
      for (const b of ids)
        if (a !== b && credits.connections(a, b) === connections) return { startActorId: a, endActorId: b };
    throw new Error(`no well-known pair ${connections} connections apart`);
  };

  it('is in auto mode with the default pair on a fresh install', async () => {
    const fresh = await settings();
    expect(fresh.selectionMode).toBe('auto');
    expect(await history()).toEqual([
      { start_actor_id: fresh.startActorId, end_actor_id: fresh.endActorId, source: 'default', active_to: null },
    ]);
  });

  it('sets a pair: manual mode, the new pair for players, a history row, the previous one closed, lastUpdated moved', async () => {
    const before = await settings();
    const pair = pairAt(3, [before.startActorId!, before.endActorId!]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await setPair(pair);
    expect(res.statusCode).toBe(200);
    const answered = gameSettingsSchema.parse(res.json());
    expect(answered).toMatchObject({ selectionMode: 'manual', ...pair });
    expect(Date.parse(answered.lastUpdated)).toBeGreaterThan(Date.parse(before.lastUpdated));
    expect(await settings()).toEqual(answered);

    const daily = (await t.app.inject({ url: '/api/daily-actors' })).json();
    expect([daily.startActor.id, daily.endActor.id]).toEqual([pair.startActorId, pair.endActorId]);
    const rows = await history();
    expect(rows.at(-1)).toMatchObject({
      start_actor_id: pair.startActorId,
      end_actor_id: pair.endActorId,
      source: 'manual',
      active_to: null,
    });
    expect(rows.at(-2)!.active_to).not.toBeNull();
    expect(rows.filter((r) => r.active_to === null)).toHaveLength(1);
  });

  it('previews the shortest chain length between two actors, as a breadth-first search over the credits finds it', async () => {
    for (const connections of [1, 2, 3]) {
      const pair = pairAt(connections);
      const res = await admin({
        method: 'GET',
        url: `/api/admin/pair-preview?startActorId=${pair.startActorId}&endActorId=${pair.endActorId}`,
      });
      // The number of optimal chains beside it is checked in tests/api/par.test.ts.
      expect(res.json()).toMatchObject({ connections });
    }
  });

  it('refuses unknown actors with ACTORS_NOT_FOUND naming the side, and changes nothing', async () => {
    const before = { settings: await settings(), history: await history() };
    const known = (await dailyPair(t.services)).startActorId;
    const cases: [Partial<Pair>, string[]][] = [
      [{ startActorId: 999_999, endActorId: known }, ['startActor']],
      [{ startActorId: known, endActorId: 999_998 }, ['endActor']],
      [{ startActorId: 999_999, endActorId: 999_998 }, ['startActor', 'endActor']],
    ];
    for (const [pair, missing] of cases) {
      const rest = await setPair(pair);
      expect(rest.statusCode).toBe(404);
      expect(rest.json()).toMatchObject({ code: 'ACTORS_NOT_FOUND', details: { missing } });
      const trpc = await setPair(pair, 'trpc');
      expect(trpc.json().error.data).toMatchObject({ appCode: 'ACTORS_NOT_FOUND', details: { missing } });
    }
    expect({ settings: await settings(), history: await history() }).toEqual(before);
  });

  it('refuses with ACTOR_VALIDATION_FAILED an actor no chain reaches, or the same actor twice, and changes nothing', async () => {
    await t.services.db.query(
      "INSERT INTO actors (tvdb_id, name, slug, image_url, source) VALUES ('test-lonely-actor', 'Lonely Actor', 'Lonely_Actor', NULL, 'catalog')",
    );
    const [lonely] = (await t.services.db.query("SELECT id FROM actors WHERE tvdb_id = 'test-lonely-actor'")) as {
      id: number;
    }[];
    const id = lonely!.id;
    const known = (await dailyPair(t.services)).startActorId;
    const before = { settings: await settings(), history: await history() };
    for (const pair of [
      { startActorId: known, endActorId: Number(id) },
      { startActorId: known, endActorId: known },
    ]) {
      const res = await setPair(pair);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'ACTOR_VALIDATION_FAILED' });
    }
    const preview = await admin({
      method: 'GET',
      url: `/api/admin/pair-preview?startActorId=${known}&endActorId=${id}`,
    });
    expect(preview.json()).toEqual({ connections: null, optimalChainCount: null });
    expect({ settings: await settings(), history: await history() }).toEqual(before);
  });

  it('refuses a save without both actors with the spec message', async () => {
    const res = await setPair({ startActorId: (await dailyPair(t.services)).startActorId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Please select both start and end actors' });
  });

  it('schedules changes: pending until due, executed once with its time, the pair applied with a history row', async () => {
    const mode = (await settings()).selectionMode;
    const due = pairAt(2);
    const later = pairAt(3);
    const soon = new Date(t.services.clock.now().getTime() + 60_000).toISOString();
    const create = (pair: Pair, scheduledAt: string, createdBy = 'admin') =>
      admin({ method: 'POST', url: '/api/admin/scheduled-changes', payload: { ...pair, scheduledAt, createdBy } });

    const dueRes = await create(due, soon);
    expect(dueRes.statusCode).toBe(201);
    const created = scheduledChangeSchema.parse(dueRes.json());
    expect(created).toMatchObject({ executed: false, executedAt: null, createdBy: 'admin', scheduledAt: soon });
    expect([created.startActor.id, created.endActor.id]).toEqual([due.startActorId, due.endActorId]);
    const laterRes = await create(later, '2027-06-01T10:30:00+02:00');
    expect(scheduledChangeSchema.parse(laterRes.json()).scheduledAt).toBe('2027-06-01T08:30:00.000Z');

    const list = async () =>
      z
        .array(scheduledChangeSchema)
        .parse((await admin({ method: 'GET', url: '/api/admin/scheduled-changes' })).json());
    expect((await list()).map((c) => [c.id, c.executed])).toEqual([
      [created.id, false],
      [laterRes.json().id, false],
    ]);

    expect((await admin({ method: 'POST', url: '/api/admin/execute-pending-changes' })).json()).toEqual({
      executed: 0,
    });
    // Two minutes on, the first change is due.
    const dueAt = t.services.clock.now().getTime() + 120_000;
    runClockFrom(t.services, dueAt);
    const executed = await admin({ method: 'POST', url: '/api/admin/execute-pending-changes' });
    expect(executed.json()).toEqual({ executed: 1 });
    expect((await admin({ method: 'POST', url: '/api/admin/execute-pending-changes' })).json()).toEqual({
      executed: 0,
    });

    const [first, second] = await list();
    expect(first).toMatchObject({ id: created.id, executed: true });
    expect(Date.parse(first!.executedAt!)).toBeGreaterThanOrEqual(dueAt);
    expect(second).toMatchObject({ executed: false, executedAt: null });
    expect(await settings()).toMatchObject({ ...due, selectionMode: mode });
    expect((await history()).at(-1)).toMatchObject({
      start_actor_id: due.startActorId,
      end_actor_id: due.endActorId,
      source: 'scheduled',
    });
  });

  it('deletes only pending changes: 409 for an executed one, 404 for an unknown id', async () => {
    const changes = (await admin({ method: 'GET', url: '/api/admin/scheduled-changes' })).json() as {
      id: number;
      executed: boolean;
    }[];
    const executed = changes.find((c) => c.executed)!;
    const pending = changes.find((c) => !c.executed)!;

    const refused = await admin({ method: 'DELETE', url: `/api/admin/scheduled-changes/${executed.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
    const deleted = await admin({ method: 'DELETE', url: `/api/admin/scheduled-changes/${pending.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await admin({ method: 'DELETE', url: `/api/admin/scheduled-changes/${pending.id}` })).statusCode).toBe(404);
    const left = (await admin({ method: 'GET', url: '/api/admin/scheduled-changes' })).json() as { id: number }[];
    expect(left.map((c) => c.id)).toEqual([executed.id]);
  });

  it('refuses a scheduled change without a date, or with unknown actors, and stores nothing', async () => {
    const pair = pairAt(2);
    const count = async () =>
      Number(((await t.services.db.query('SELECT COUNT(*) AS n FROM scheduled_changes')) as { n: number }[])[0]!.n);
    const before = await count();
    const noDate = await admin({ method: 'POST', url: '/api/admin/scheduled-changes', payload: { ...pair } });
    expect(noDate.statusCode).toBe(400);
    const badDate = await admin({
      method: 'POST',
      url: '/api/admin/scheduled-changes',
      payload: { ...pair, scheduledAt: 'tomorrow' },
    });
    expect(badDate.statusCode).toBe(400);
    const unknown = await admin({
      method: 'POST',
      url: '/api/admin/scheduled-changes',
      payload: { startActorId: 999_999, endActorId: pair.endActorId, scheduledAt: '2027-06-01T00:00:00Z' },
    });
    expect(unknown.json()).toMatchObject({ code: 'ACTORS_NOT_FOUND', details: { missing: ['startActor'] } });
    expect(await count()).toBe(before);
  });

  it('switches the mode both ways keeping the pair, and refuses an unknown mode', async () => {
    const manual = await admin({
      method: 'POST',
      url: '/api/admin/selection-mode',
      payload: { selectionMode: 'manual' },
    });
    const pairBefore = await settings();
    expect(manual.json()).toMatchObject({ selectionMode: 'manual', startActorId: pairBefore.startActorId });
    const historyBefore = await history();
    const auto = await admin({ method: 'POST', url: '/api/admin/selection-mode', payload: { selectionMode: 'auto' } });
    expect(auto.statusCode).toBe(200);
    // The automatic pair waits for the next rollover (tests/api/daily-pair-mode.test.ts).
    expect(gameSettingsSchema.parse(auto.json())).toMatchObject({
      selectionMode: 'auto',
      startActorId: pairBefore.startActorId,
      endActorId: pairBefore.endActorId,
    });
    expect(await history()).toEqual(historyBefore);
    const bad = await admin({ method: 'POST', url: '/api/admin/selection-mode', payload: { selectionMode: 'random' } });
    expect(bad.statusCode).toBe(400);
  });

  it('gets or creates an actor by movie database id, and answers 404 for an id the movie database does not know', async () => {
    const [actor] = (await t.services.db.query('SELECT id, tvdb_id, name FROM actors ORDER BY id LIMIT 1')) as {
      id: number;
      tvdb_id: string;
      name: string;
    }[];
    const res = await admin({
      method: 'POST',
      url: `/api/admin/actors/by-tvdbid/${encodeURIComponent(actor!.tvdb_id)}`,
    });
    expect(res.json()).toMatchObject({ id: Number(actor!.id), tvdbId: actor!.tvdb_id, name: actor!.name });
    const unknown = await admin({ method: 'POST', url: '/api/admin/actors/by-tvdbid/no-such-id' });
    expect(unknown.statusCode).toBe(404);
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/admin/actors/by-tvdbid/{tvdbId}'].post.summary).toMatch(/get or create/i);
  });
});

describeOnce('the scheduler', () => {
  it('executes a due change by itself within its interval', async () => {
    const t = await startTestApp('sqlite', { SCHEDULER_INTERVAL_MS: '100' });
    try {
      const token = await signIn(t.app);
      const pair = fairPairs(t.services, await creditTable(t.services.db), 1)[0]!;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/scheduled-changes',
        headers: fromPanel(token),
        payload: { ...pair, scheduledAt: new Date(Date.now() + 300).toISOString() },
      });
      expect(res.statusCode).toBe(201);
      const deadline = Date.now() + 5_000;
      let settings: GameSettings;
      do {
        await new Promise((resolve) => setTimeout(resolve, 100));
        settings = gameSettingsSchema.parse((await t.app.inject({ url: '/api/game-settings' })).json());
      } while (settings.startActorId !== pair.startActorId && Date.now() < deadline);
      expect(settings).toMatchObject(pair);
      const [change] = (await t.app.inject({ url: '/api/admin/scheduled-changes', headers: fromPanel(token) })).json();
      expect(change).toMatchObject({ executed: true });
    } finally {
      await t.close();
    }
  });
});

describeEachEngine('two instances on one %s database', (engine) => {
  it('execute each due change exactly once however they race, and each sees the pair the other set', async () => {
    const database = await createTestDatabase(engine);
    const config = loadConfig({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'test-admin-password',
      SCHEDULER_INTERVAL_MS: '0',
      // Each request reads the settings row, so what one instance set is what the other answers
      // next; how the in-memory row catches up otherwise is tests/api/settings-cache.test.ts.
      SETTINGS_REFRESH_MS: '0',
    });
    const [dbA, dbB] = [await openDatabase(database.url), await openDatabase(database.url)];
    const a = await buildApp(config, { logger: false, db: dbA });
    const b = await buildApp(config, { logger: false, db: dbB });
    try {
      for (const instance of [a, b]) runClockFrom(instance.services, CLOCK_START);
      const token = await signIn(a.app);
      const due = fairPairs(a.services, await creditTable(a.services.db), 5);
      for (const [i, pair] of due.entries()) {
        const res = await a.app.inject({
          method: 'POST',
          url: '/api/admin/scheduled-changes',
          headers: fromPanel(token),
          payload: { ...pair, scheduledAt: new Date(CLOCK_START + 60_000 + i * 1000).toISOString() },
        });
        expect(res.statusCode).toBe(201);
      }
      for (const instance of [a, b]) runClockFrom(instance.services, CLOCK_START + 10 * 60_000);
      // Both instances' schedulers (and a second round) race for the same due changes. better-sqlite3
      // waits for a lock synchronously, so two SQLite instances in one process would block each
      // other: there the runs follow one another, and the later ones must find nothing left.
      const run = [a, b, b, a].map((instance) => () => instance.services.scheduledChanges.executeDue());
      const runs =
        engine === 'mysql'
          ? await Promise.all(run.map((r) => r()))
          : [await run[0]!(), await run[1]!(), await run[2]!(), await run[3]!()];
      expect(runs.reduce((sum, r) => sum + r.executed, 0)).toBe(due.length);
      const scheduledRows = (await a.services.db.query(
        "SELECT COUNT(*) AS n FROM daily_pairs WHERE source = 'scheduled'",
      )) as { n: number }[];
      expect(Number(scheduledRows[0]!.n)).toBe(due.length);
      const open = (await a.services.db.query('SELECT COUNT(*) AS n FROM daily_pairs WHERE active_to IS NULL')) as {
        n: number;
      }[];
      expect(Number(open[0]!.n)).toBe(1);
      // The last due change is the pair, on both instances.
      const last = due.at(-1)!;
      for (const app of [a.app, b.app]) {
        expect((await app.inject({ url: '/api/game-settings' })).json()).toMatchObject(last);
      }

      // A pair set through B is what A answers next: the pair lives in the database.
      const tokenB = await signIn(b.app);
      const next = due[0]!;
      const set = await b.app.inject({
        method: 'POST',
        url: '/api/game-settings/admin',
        headers: fromPanel(tokenB),
        payload: { selectionMode: 'manual', ...next },
      });
      expect(set.statusCode).toBe(200);
      const daily = (await a.app.inject({ url: '/api/daily-actors' })).json();
      expect([daily.startActor.id, daily.endActor.id]).toEqual([next.startActorId, next.endActorId]);
      // And B's session works on A: sessions live in the database.
      const onA = await a.app.inject({ method: 'GET', url: '/api/admin/session', headers: fromPanel(tokenB) });
      expect(onA.json().authenticated).toBe(true);
    } finally {
      await a.app.close();
      await b.app.close();
      await dbA.destroy();
      await dbB.destroy();
      await database.drop();
    }
  });
});
