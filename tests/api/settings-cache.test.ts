/**
 * The daily pair and settings are answered from memory: no table is read per request,
 * and a change made by another instance on the same database is seen within SETTINGS_REFRESH_MS,
 * or at once when the instances share Redis.
 */
import { dailyActorsSchema, gameSettingsSchema } from '@cinema/shared';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'typeorm';
import { afterEach, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { ActorPair } from '../../server/src/daily-pair/pair-rules';
import type { Services } from '../../server/src/services';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  // The second instance first, then the first one, which drops the database.
  for (const r of running.splice(0).reverse()) await r.close();
});

async function firstInstance(engine: 'sqlite' | 'mysql', env: Record<string, string>): Promise<TestApp> {
  const t = await startTestApp(engine, env);
  running.push(t);
  return t;
}

/** A second server on the first one's database, as behind a load balancer. */
async function secondInstance(databaseUrl: string, env: Record<string, string>): Promise<BuiltApp> {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'test-admin-password',
    SCHEDULER_INTERVAL_MS: '0',
    ...env,
  });
  const built = await buildApp(config, { logger: false });
  await built.app.ready();
  running.push({ close: () => built.app.close() });
  return built;
}

const dailyPairOf = async (app: FastifyInstance) => {
  const daily = dailyActorsSchema.parse((await app.inject({ url: '/api/daily-actors' })).json());
  return { startActorId: daily.startActor?.id, endActorId: daily.endActor?.id };
};
const settingsPairOf = async (app: FastifyInstance) => {
  const settings = gameSettingsSchema.parse((await app.inject({ url: '/api/game-settings' })).json());
  return { startActorId: settings.startActorId, endActorId: settings.endActorId };
};

/**
 * Two well-known actors 2 to 6 connections apart (a distance the operator need not confirm),
 * other than today's pair: what the admin sets next.
 */
async function anotherPlayablePair(services: Services, today: ActorPair): Promise<ActorPair> {
  const known = await services.movieDatabase.wellKnownActors(12);
  for (const start of known) {
    for (const end of known) {
      const pair = { startActorId: start.id, endActorId: end.id };
      if (start.id === end.id || (pair.startActorId === today.startActorId && pair.endActorId === today.endActorId))
        continue;
      const connections = await services.dailyPair.connectionsBetween(pair);
      if (connections !== null && connections >= 2 && connections <= 6) return pair;
    }
  }
  throw new Error('the starter catalog has no second playable pair');
}

/** Counts every statement the app's database runs (TypeORM calls its logger for each one). */
function countQueries(services: Services): { count: number } {
  const counter = { count: 0 };
  const quiet = () => undefined;
  const logger: Logger = {
    logQuery: () => void counter.count++,
    logQueryError: quiet,
    logQuerySlow: quiet,
    logSchemaBuild: quiet,
    logMigration: quiet,
    log: quiet,
  };
  services.db.logger = logger;
  return counter;
}

async function waitFor<T>(read: () => Promise<T>, expected: T, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const elapsed = performance.now() - started;
    try {
      expect(await read()).toEqual(expected);
      return elapsed;
    } catch (error) {
      if (elapsed > withinMs) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeEachEngine('the daily pair and settings from memory on %s', (engine) => {
  it('read no table per request for daily-actors and game-settings', async () => {
    const t = await firstInstance(engine, { SETTINGS_REFRESH_MS: '60000' });
    const today = await dailyPairOf(t.app);
    await settingsPairOf(t.app);
    const queries = countQueries(t.services);
    for (let i = 0; i < 20; i++) {
      expect(await dailyPairOf(t.app)).toEqual(today);
      expect(await settingsPairOf(t.app)).toEqual(today);
    }
    expect(queries.count).toBe(0);
  });

  it("show this instance's own change at once", async () => {
    const t = await firstInstance(engine, { SETTINGS_REFRESH_MS: '60000' });
    const today = (await dailyPairOf(t.app)) as ActorPair;
    const next = await anotherPlayablePair(t.services, today);
    await t.services.dailyPair.setPair(next);
    expect(await dailyPairOf(t.app)).toEqual(next);
    expect(await settingsPairOf(t.app)).toEqual(next);
  });

  it("show another instance's change within SETTINGS_REFRESH_MS, reading nothing in between", async () => {
    const env = { SETTINGS_REFRESH_MS: '3000' };
    const a = await firstInstance(engine, env);
    const today = (await dailyPairOf(a.app)) as ActorPair;
    const next = await anotherPlayablePair(a.services, today);
    const b = await secondInstance(a.databaseUrl, env);
    expect(await dailyPairOf(b.app)).toEqual(today);

    const queries = countQueries(b.services);
    const changedAt = performance.now();
    await a.services.dailyPair.setPair(next);
    // B answers from memory until its next check of the row...
    expect(await dailyPairOf(b.app)).toEqual(today);
    // ...which comes within 3 s, and costs one read of the settings row (plus the puzzle's own reads).
    await waitFor(() => dailyPairOf(b.app), next, 3000 + 1000);
    expect(performance.now() - changedAt).toBeLessThan(3000 + 1000);
    expect(await settingsPairOf(b.app)).toEqual(next);
    const afterRefresh = queries.count;
    expect(afterRefresh).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) await dailyPairOf(b.app);
    expect(queries.count).toBe(afterRefresh);
  });

  it("show another instance's change at once when they share Redis", async () => {
    const env = { SETTINGS_REFRESH_MS: '60000', REDIS_URL: redisUrl };
    const a = await firstInstance(engine, env);
    const b = await secondInstance(a.databaseUrl, env);
    await waitFor(async () => a.services.dailyPair.hearsChanges && b.services.dailyPair.hearsChanges, true, 5000);
    const today = (await dailyPairOf(b.app)) as ActorPair;
    const next = await anotherPlayablePair(a.services, today);

    await a.services.dailyPair.setPair(next);
    // A notice crosses Redis in milliseconds; the 60 s check cannot be what B saw.
    const elapsed = await waitFor(() => dailyPairOf(b.app), next, 1000);
    expect(elapsed).toBeLessThan(1000);
    expect(await settingsPairOf(b.app)).toEqual(next);
  });
});
