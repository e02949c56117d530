/**
 * The automatic daily pair (DESIGN §7) on every engine, with the server's
 * clock moved day by day: a new pair at each UTC midnight, from well-known actors, a shortest
 * chain of 2 to 4 connections (worked out here by a search of our own over the credits), no
 * actor again within 30 days, stored once per day so instances agree, the same sequence on a
 * fresh database, and manual settings and scheduled changes taking precedence.
 */
import { gameSettingsSchema } from '@cinema/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { fromPanel, signIn } from './admin-client';
import { creditTable, type CreditTable } from './daily-pair-bfs';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.parse('2027-03-01T00:00:00.000Z');
const SIMULATED_DAYS = 365;

type DayPair = [number, number];

/** Moves the app's clock (the one its services share). */
function setClock(t: TestApp, at: number): void {
  t.services.clock.now = () => new Date(at);
}

async function pairNow(t: TestApp): Promise<DayPair> {
  const settings = gameSettingsSchema.parse((await t.app.inject({ url: '/api/game-settings' })).json());
  return [settings.startActorId!, settings.endActorId!];
}

/** Some time of day `day`, different from day to day. */
const during = (day: number) => FIRST_DAY + day * DAY_MS + ((day * 7919) % 86_400) * 1000;

describeEachEngine('the automatic daily pair on %s', (engine) => {
  let t: TestApp;
  let credits: CreditTable;
  const pairs: DayPair[] = [];

  beforeAll(async () => {
    t = await startTestApp(engine);
    credits = await creditTable(t.services.db);
    setClock(t, during(0));
    pairs.push(await pairNow(t));
    for (let day = 1; day <= SIMULATED_DAYS; day++) {
      setClock(t, during(day));
      pairs.push(await pairNow(t));
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('starts with the default pair, then changes every day for a year', () => {
    expect(pairs).toHaveLength(SIMULATED_DAYS + 1);
    for (let day = 1; day <= SIMULATED_DAYS; day++) expect(pairs[day]).not.toEqual(pairs[day - 1]);
  });

  it('picks pairs whose shortest chain is 2 to 4 connections', () => {
    const lengths = pairs.slice(1).map(([a, b]) => credits.connections(a, b));
    for (const connections of lengths) {
      expect(connections).not.toBeNull();
      expect(connections!).toBeGreaterThanOrEqual(2);
      expect(connections!).toBeLessThanOrEqual(4);
    }
  });

  it('shows no actor again within 30 days', () => {
    for (let day = 1; day <= SIMULATED_DAYS; day++) {
      const recent = new Set(pairs.slice(Math.max(0, day - 30), day).flat());
      for (const actor of pairs[day]!)
        expect({ day, actor, repeated: recent.has(actor) }).toEqual({ day, actor, repeated: false });
    }
  });

  it('picks well-known actors: each has at least as many credits as the median credited actor', async () => {
    const rows = (await t.services.db.query('SELECT actor_id, COUNT(*) AS n FROM credits GROUP BY actor_id')) as {
      n: number;
    }[];
    const counts = rows.map((r) => Number(r.n)).sort((a, b) => a - b);
    const median = counts[Math.floor(counts.length / 2)]!;
    for (const actor of new Set(pairs.slice(1).flat())) expect(credits.creditCount(actor)).toBeGreaterThan(median);
  });

  it('stores one history row per day, opened at the first request of the day', async () => {
    const rows = (await t.services.db.query(
      "SELECT start_actor_id, end_actor_id FROM daily_pairs WHERE source = 'auto' ORDER BY id",
    )) as { start_actor_id: number; end_actor_id: number }[];
    expect(rows.map((r) => [Number(r.start_actor_id), Number(r.end_actor_id)])).toEqual(pairs.slice(1));
  });

  it('keeps the pair until midnight UTC, changes it at midnight, and answers the stored pair to every later request', async () => {
    const lastDay = SIMULATED_DAYS;
    setClock(t, FIRST_DAY + (lastDay + 1) * DAY_MS - 1);
    expect(await pairNow(t)).toEqual(pairs[lastDay]);
    setClock(t, FIRST_DAY + (lastDay + 1) * DAY_MS);
    const next = await pairNow(t);
    expect(next).not.toEqual(pairs[lastDay]);
    setClock(t, FIRST_DAY + (lastDay + 1) * DAY_MS + 3_600_000);
    expect(await pairNow(t)).toEqual(next);
    pairs.push(next);
  });

  it('lets an admin-set pair hold over midnight until the admin switches back to auto', async () => {
    const token = await signIn(t.app);
    const day = SIMULATED_DAYS + 1;
    const manual: DayPair = [pairs[5]![0], pairs[5]![1]];
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/game-settings/admin',
      headers: fromPanel(token),
      payload: { selectionMode: 'manual', startActorId: manual[0], endActorId: manual[1] },
    });
    expect(set.statusCode).toBe(200);
    setClock(t, during(day + 1));
    expect(await pairNow(t)).toEqual(manual);
    setClock(t, during(day + 2));
    expect(await pairNow(t)).toEqual(manual);
    // Two simulated days later the first session has expired (12 h): the admin signs in again.
    const auto = await t.app.inject({
      method: 'POST',
      url: '/api/admin/selection-mode',
      headers: fromPanel(await signIn(t.app)),
      payload: { selectionMode: 'auto' },
    });
    expect(auto.json().selectionMode).toBe('auto');
    // The switch keeps the day's pair; the automatic one comes at the next midnight.
    expect(await pairNow(t)).toEqual(manual);
    setClock(t, during(day + 3));
    const automatic = await pairNow(t);
    expect(automatic).not.toEqual(manual);
    const connections = credits.connections(...automatic)!;
    expect(connections).toBeGreaterThanOrEqual(2);
    expect(connections).toBeLessThanOrEqual(4);
  });

  it('lets a scheduled change set the pair for its day in auto mode, then the next midnight brings an automatic pair', async () => {
    const day = SIMULATED_DAYS + 5;
    const scheduled: DayPair = [pairs[10]![0], pairs[10]![1]];
    setClock(t, FIRST_DAY + day * DAY_MS + 60_000);
    await pairNow(t);
    const token = await signIn(t.app);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/scheduled-changes',
      headers: fromPanel(token),
      payload: {
        startActorId: scheduled[0],
        endActorId: scheduled[1],
        scheduledAt: new Date(FIRST_DAY + day * DAY_MS + 10 * 3_600_000).toISOString(),
      },
    });
    expect(create.statusCode).toBe(201);
    setClock(t, FIRST_DAY + day * DAY_MS + 10 * 3_600_000 + 1);
    expect((await t.services.scheduledChanges.executeDue()).executed).toBe(1);
    const settings = (await t.app.inject({ url: '/api/game-settings' })).json();
    expect(settings).toMatchObject({ selectionMode: 'auto', startActorId: scheduled[0], endActorId: scheduled[1] });
    setClock(t, FIRST_DAY + (day + 1) * DAY_MS - 1);
    expect(await pairNow(t)).toEqual(scheduled);
    setClock(t, FIRST_DAY + (day + 1) * DAY_MS + 1);
    expect(await pairNow(t)).not.toEqual(scheduled);
  });

  it('is the same sequence on a fresh database: chosen from the date, not from chance', async () => {
    const fresh = await startTestApp(engine);
    try {
      setClock(fresh, during(0));
      const again: DayPair[] = [await pairNow(fresh)];
      for (let day = 1; day <= 20; day++) {
        setClock(fresh, during(day));
        again.push(await pairNow(fresh));
      }
      expect(again).toEqual(pairs.slice(0, 21));
    } finally {
      await fresh.close();
    }
  });
});
