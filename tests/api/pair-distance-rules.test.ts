/**
 * A pair 1 or more than 6 connections apart is saved or scheduled only with the operator's
 * confirmation of that very distance (DESIGN §7), on every engine, over REST and tRPC: without
 * it, or with another, 409 stating the distance and nothing stored; 2 to 6 apart needs none; a
 * pair no chain joins is still ACTOR_VALIDATION_FAILED. Distances are the tests' own search.
 */
import { gameSettingsSchema, type GameSettings } from '@cinema/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { bothPaths, errorOf, pairCalls } from './admin-calls';
import { fromPanel, signIn } from './admin-client';
import { creditTable, type CreditTable } from './daily-pair-bfs';
import type { Pair } from './game-play';

/** The server's clock through the suite: noon UTC on 10 May 2027 (scheduled changes run after it). */
const NOW = Date.parse('2027-05-10T12:00:00.000Z');

describeEachEngine('the distance of a pair the operator confirms (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let credits: CreditTable;
  let near: Pair;
  let fair: Pair;
  let far: { pair: Pair; connections: number };

  beforeAll(async () => {
    t = await startTestApp(engine);
    t.services.clock.now = () => new Date(NOW);
    token = await signIn(t.app);
    credits = await creditTable(t.services.db);
    const known = (t.services.catalog.wellKnownActors(40) as { id: number }[]).map((a) => a.id);
    const at = (connections: number): Pair => {
      for (const a of known)
        for (const b of known)
          if (a !== b && credits.connections(a, b) === connections) return { startActorId: a, endActorId: b };
      throw new Error(`no well-known pair ${connections} connections apart`);
    };
    near = at(1);
    fair = at(3);
    far = farthestPair();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A pair more than six connections apart: the starter catalog's longest shortest chains are 7 and 8. */
  function farthestPair(): { pair: Pair; connections: number } {
    for (const from of credits.distancesFrom(near.startActorId).keys()) {
      for (const [to, connections] of credits.distancesFrom(from)) {
        if (connections > 6) return { pair: { startActorId: from, endActorId: to }, connections };
      }
    }
    throw new Error('no two actors are more than six connections apart');
  }

  const { schedule, setPair } = pairCalls(
    () => t.app,
    () => token,
  );
  const scheduledCount = async () =>
    Number(((await t.services.db.query('SELECT COUNT(*) AS n FROM scheduled_changes')) as { n: number }[])[0]!.n);
  const settings = async (): Promise<GameSettings> =>
    gameSettingsSchema.parse((await t.app.inject({ url: '/api/game-settings' })).json());
  const historyCount = async () =>
    Number(((await t.services.db.query('SELECT COUNT(*) AS n FROM daily_pairs')) as { n: number }[])[0]!.n);

  it('the search of our own finds pairs 1, 3 and more than 6 connections apart', () => {
    expect(credits.connections(near.startActorId, near.endActorId)).toBe(1);
    expect(credits.connections(fair.startActorId, fair.endActorId)).toBe(3);
    expect(far.connections).toBeGreaterThan(6);
  });

  for (const via of bothPaths) {
    it(`refuses over ${via} a pair 1 connection apart without the confirmation of 1, or with another, with 409 stating it`, async () => {
      const before = { settings: await settings(), history: await historyCount(), scheduled: await scheduledCount() };
      const refusal = {
        status: 409,
        code: 'CONFLICT',
        message: 'These actors are 1 connection apart: confirm to use this pair',
        details: { connections: 1 },
      };
      for (const confirmation of [{}, { confirmDistance: 2 }, { confirmDistance: 3 }]) {
        expect(errorOf(via, await setPair(via, { ...near, ...confirmation }))).toEqual(refusal);
        const scheduled = await schedule(via, { ...near, ...confirmation, scheduledAt: '2027-05-11T08:00:00Z' });
        expect(errorOf(via, scheduled)).toEqual(refusal);
      }
      expect({ settings: await settings(), history: await historyCount(), scheduled: await scheduledCount() }).toEqual(
        before,
      );
    });
  }

  it('saves and schedules a pair 1 connection apart with the confirmation of 1', async () => {
    const set = await setPair('rest', { ...near, confirmDistance: 1 });
    expect(set.statusCode).toBe(200);
    expect(await settings()).toMatchObject({ selectionMode: 'manual', ...near });
    const scheduled = await schedule('trpc', { ...near, confirmDistance: 1, scheduledAt: '2027-05-11T08:00:00Z' });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().result.data.startActor.id).toBe(near.startActorId);
  });

  it('asks the same of a pair more than 6 connections apart, which a chain still joins', async () => {
    const { pair, connections } = far;
    const refused = await setPair('rest', pair);
    expect(errorOf('rest', refused)).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: `These actors are ${connections} connections apart: confirm to use this pair`,
      details: { connections },
    });
    const preview = await t.app.inject({
      url: `/api/admin/pair-preview?startActorId=${pair.startActorId}&endActorId=${pair.endActorId}`,
      headers: fromPanel(token),
    });
    expect(preview.json()).toMatchObject({ connections });
    expect((await setPair('rest', { ...pair, confirmDistance: connections })).statusCode).toBe(200);
    expect(await settings()).toMatchObject(pair);
  });

  it('needs no confirmation for a pair 3 connections apart, and ignores one sent anyway', async () => {
    expect((await setPair('rest', fair)).statusCode).toBe(200);
    expect((await setPair('trpc', { ...fair, confirmDistance: 5 })).statusCode).toBe(200);
    expect(await settings()).toMatchObject(fair);
    const scheduled = await schedule('rest', { ...fair, scheduledAt: '2027-06-01T00:00:00Z' });
    expect(scheduled.statusCode).toBe(201);
  });

  it('still refuses a pair no chain joins with ACTOR_VALIDATION_FAILED, whatever the confirmation', async () => {
    await t.services.db.query(
      "INSERT INTO actors (tvdb_id, name, slug, image_url, source) VALUES ('test-rules-lonely', 'Lonely Rules', 'Lonely_Rules', NULL, 'catalog')",
    );
    const [row] = (await t.services.db.query("SELECT id FROM actors WHERE tvdb_id = 'test-rules-lonely'")) as {
      id: number;
    }[];
    const pair = { startActorId: fair.startActorId, endActorId: Number(row!.id) };
    for (const confirmation of [{}, { confirmDistance: 1 }]) {
      const res = await setPair('rest', { ...pair, ...confirmation });
      expect({ status: res.statusCode, code: res.json().code }).toEqual({
        status: 422,
        code: 'ACTOR_VALIDATION_FAILED',
      });
    }
  });
});
