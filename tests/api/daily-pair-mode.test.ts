/**
 * Switching the selection mode never changes the pair being played (DESIGN §7), on every engine:
 * auto takes over at the next UTC rollover, manual keeps the pair over it, and an instance that
 * hears the switch through Redis answers the same pair, today and after the rollover.
 */
import { gameSettingsSchema, type GameSettings } from '@cinema/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Services } from '../../server/src/services';
import { describeEachEngine, redisAvailable, redisUrl } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { fromPanel, signIn } from './admin-client';
import { creditTable, type CreditTable } from './daily-pair-bfs';
import type { Pair } from './game-play';

const at = (iso: string) => Date.parse(iso);
/** Mid-morning of a game day, its last millisecond, and the next day's midnight (UTC). */
const MORNING = at('2027-06-10T09:00:00.000Z');
const AFTERNOON = at('2027-06-10T15:00:00.000Z');
const LAST_MS = at('2027-06-10T23:59:59.999Z');
const MIDNIGHT = at('2027-06-11T00:00:00.000Z');
const NEXT_NOON = at('2027-06-11T12:00:00.000Z');

interface HistoryRow {
  start_actor_id: number;
  end_actor_id: number;
  source: string;
  open: boolean;
}

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const r of running.splice(0).reverse()) await r.close();
});

function setClock(services: Services, time: number): void {
  services.clock.now = () => new Date(time);
}

async function settingsOf(app: FastifyInstance): Promise<GameSettings> {
  return gameSettingsSchema.parse((await app.inject({ url: '/api/game-settings' })).json());
}

async function dailyActorsOf(app: FastifyInstance): Promise<Pair> {
  const daily = (await app.inject({ url: '/api/daily-actors' })).json();
  return { startActorId: daily.startActor.id, endActorId: daily.endActor.id };
}

const pairOf = (s: GameSettings): Pair => ({ startActorId: s.startActorId!, endActorId: s.endActorId! });

async function historyOf(services: Services): Promise<HistoryRow[]> {
  const rows = (await services.db.query(
    'SELECT start_actor_id, end_actor_id, source, active_to FROM daily_pairs ORDER BY id',
  )) as { start_actor_id: number; end_actor_id: number; source: string; active_to: unknown }[];
  return rows.map((r) => ({
    start_actor_id: Number(r.start_actor_id),
    end_actor_id: Number(r.end_actor_id),
    source: r.source,
    open: r.active_to === null,
  }));
}

/** Two well-known actors exactly `connections` apart, by the tests' own search over the credits. */
function wellKnownPairAt(services: Services, credits: CreditTable, connections: number, not: number[]): Pair {
  const ids = (services.catalog.wellKnownActors(80) as { id: number }[])
    .map((a) => a.id)
    .filter((id) => !not.includes(id));
  for (const a of ids)
    for (const b of ids)
      if (a !== b && credits.connections(a, b) === connections) return { startActorId: a, endActorId: b };
  throw new Error(`no well-known pair ${connections} connections apart`);
}

/** The admin's calls, signed in afresh each time: a simulated day outlives a 12 h session. */
async function adminPost(app: FastifyInstance, url: string, payload: object) {
  return app.inject({ method: 'POST', url, headers: fromPanel(await signIn(app)), payload });
}

const setManualPair = (app: FastifyInstance, pair: Pair) =>
  adminPost(app, '/api/game-settings/admin', { selectionMode: 'manual', ...pair });
const switchMode = (app: FastifyInstance, selectionMode: 'auto' | 'manual') =>
  adminPost(app, '/api/admin/selection-mode', { selectionMode });

describeEachEngine('switching the selection mode on %s', (engine) => {
  async function started(): Promise<{ t: TestApp; credits: CreditTable; manual: Pair }> {
    const t = await startTestApp(engine);
    running.push(t);
    setClock(t.services, MORNING);
    const credits = await creditTable(t.services.db);
    const fresh = pairOf(await settingsOf(t.app));
    const manual = wellKnownPairAt(t.services, credits, 3, [fresh.startActorId, fresh.endActorId]);
    expect((await setManualPair(t.app, manual)).statusCode).toBe(200);
    return { t, credits, manual };
  }

  it('to auto mid-day keeps the pair being played until midnight UTC, where the automatic pair takes over', async () => {
    const { t, credits, manual } = await started();
    const historyBefore = await historyOf(t.services);

    setClock(t.services, AFTERNOON);
    const switched = await switchMode(t.app, 'auto');
    expect(switched.statusCode).toBe(200);
    expect(gameSettingsSchema.parse(switched.json())).toMatchObject({ selectionMode: 'auto', ...manual });
    expect(await settingsOf(t.app)).toMatchObject({ selectionMode: 'auto', ...manual });
    expect(await dailyActorsOf(t.app)).toEqual(manual);
    // No new pair, so no new history row: the manual one stays open.
    expect(await historyOf(t.services)).toEqual(historyBefore);

    setClock(t.services, LAST_MS);
    expect(await dailyActorsOf(t.app)).toEqual(manual);

    setClock(t.services, MIDNIGHT);
    const nextDay = pairOf(await settingsOf(t.app));
    expect(nextDay).not.toEqual(manual);
    expect(await dailyActorsOf(t.app)).toEqual(nextDay);
    const connections = credits.connections(nextDay.startActorId, nextDay.endActorId)!;
    expect(connections).toBeGreaterThanOrEqual(2);
    expect(connections).toBeLessThanOrEqual(4);
    const history = await historyOf(t.services);
    expect(history.slice(-2)).toEqual([
      { start_actor_id: manual.startActorId, end_actor_id: manual.endActorId, source: 'manual', open: false },
      { start_actor_id: nextDay.startActorId, end_actor_id: nextDay.endActorId, source: 'auto', open: true },
    ]);

    setClock(t.services, NEXT_NOON);
    expect(pairOf(await settingsOf(t.app))).toEqual(nextDay);
    expect(await historyOf(t.services)).toHaveLength(history.length);
  });

  it('to manual keeps the pair being played, and it holds over midnight', async () => {
    const { t } = await started();
    setClock(t.services, AFTERNOON);
    expect((await switchMode(t.app, 'auto')).statusCode).toBe(200);
    setClock(t.services, NEXT_NOON);
    const automatic = pairOf(await settingsOf(t.app));
    const historyBefore = await historyOf(t.services);

    const switched = await switchMode(t.app, 'manual');
    expect(switched.json()).toMatchObject({ selectionMode: 'manual', ...automatic });
    setClock(t.services, at('2027-06-12T00:00:01.000Z'));
    expect(await settingsOf(t.app)).toMatchObject({ selectionMode: 'manual', ...automatic });
    expect(await dailyActorsOf(t.app)).toEqual(automatic);
    expect(await historyOf(t.services)).toEqual(historyBefore);
  });

  it('to manual before any request of a new day keeps the pair players get that day, not the last one', async () => {
    const { t, manual } = await started();
    setClock(t.services, AFTERNOON);
    expect((await switchMode(t.app, 'auto')).statusCode).toBe(200);
    // Midnight passes with nobody asking: the switch is the day's first request.
    setClock(t.services, at('2027-06-11T00:05:00.000Z'));
    const switched = gameSettingsSchema.parse((await switchMode(t.app, 'manual')).json());
    expect(switched.selectionMode).toBe('manual');
    expect(pairOf(switched)).not.toEqual(manual);
    const last = (await historyOf(t.services)).at(-1)!;
    expect(last).toEqual({
      start_actor_id: switched.startActorId,
      end_actor_id: switched.endActorId,
      source: 'auto',
      open: true,
    });
  });
});

describeEachEngine('two instances sharing Redis on %s', (engine) => {
  it.skipIf(!redisAvailable)(
    'see a switch to auto at once with the same pair, and the same automatic pair after midnight',
    async () => {
      const env = { SETTINGS_REFRESH_MS: '60000', REDIS_URL: redisUrl };
      const a = await startTestApp(engine, env);
      running.push(a);
      const config = loadConfig({
        DATABASE_URL: a.databaseUrl,
        LOG_LEVEL: 'silent',
        ADMIN_PASSWORD: 'test-admin-password',
        SCHEDULER_INTERVAL_MS: '0',
        ...env,
      });
      const b: BuiltApp = await buildApp(config, { logger: false });
      await b.app.ready();
      running.push({ close: () => b.app.close() });
      for (const services of [a.services, b.services]) setClock(services, MORNING);
      const credits = await creditTable(a.services.db);
      const fresh = pairOf(await settingsOf(a.app));
      const manual = wellKnownPairAt(a.services, credits, 3, [fresh.startActorId, fresh.endActorId]);
      const hearing = Date.now() + 5000;
      while (!(a.services.dailyPair.hearsChanges && b.services.dailyPair.hearsChanges) && Date.now() < hearing)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await settingsOf(b.app)).toMatchObject({ selectionMode: 'auto', ...fresh });

      expect((await setManualPair(a.app, manual)).statusCode).toBe(200);
      for (const services of [a.services, b.services]) setClock(services, AFTERNOON);
      expect((await switchMode(a.app, 'auto')).statusCode).toBe(200);
      // B read its row from memory before; a notice crosses Redis in milliseconds.
      const deadline = Date.now() + 1000;
      let onB = await settingsOf(b.app);
      while (onB.selectionMode !== 'auto' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        onB = await settingsOf(b.app);
      }
      expect(onB).toMatchObject({ selectionMode: 'auto', ...manual });
      expect(await dailyActorsOf(b.app)).toEqual(manual);

      for (const services of [a.services, b.services]) setClock(services, MIDNIGHT);
      const fromB = await dailyActorsOf(b.app);
      const fromA = await dailyActorsOf(a.app);
      expect(fromB).not.toEqual(manual);
      expect(fromA).toEqual(fromB);
      const autoRows = (await historyOf(a.services)).filter((r) => r.source === 'auto');
      expect(autoRows).toEqual([
        { start_actor_id: fromB.startActorId, end_actor_id: fromB.endActorId, source: 'auto', open: true },
      ]);
    },
  );
});
