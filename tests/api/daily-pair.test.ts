/**
 * The default daily pair and first-start seeding (DESIGN §7, §13) on every engine: written once
 * even under concurrent first requests or instances, configurable by name, and empty (never an
 * error) when the names are not in the catalog.
 */
import { dailyActorsSchema, gameSettingsSchema } from '@cinema/shared';
import { expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { defaultDailyPair } from '../../server/src/catalog/starter/default-pair';
import { starterFilms } from '../../server/src/catalog/starter/films';
import { openDatabase } from '../../server/src/db/data-source';
import { describeEachEngine } from '../support/engines';
import { createTestDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';

const testEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD: 'test-admin-password',
  SCHEDULER_INTERVAL_MS: '0',
});

describeEachEngine('the daily pair on %s', (engine) => {
  it('is the starter pair, written once with one history row when many first requests arrive together', async () => {
    const t = await startTestApp(engine);
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ url: '/api/game-settings' })));
      const settings = answers.map((r) => gameSettingsSchema.parse(r.json()));
      expect(new Set(settings.map((s) => JSON.stringify(s))).size).toBe(1);

      const daily = dailyActorsSchema.parse((await t.app.inject({ url: '/api/daily-actors' })).json());
      expect(daily.startActor?.name).toBe(defaultDailyPair.startActorName);
      expect(daily.endActor?.name).toBe(defaultDailyPair.endActorName);
      const history = (await t.services.db.query(
        'SELECT start_actor_id, end_actor_id, source FROM daily_pairs',
      )) as unknown[];
      expect(history).toEqual([
        { start_actor_id: daily.startActor!.id, end_actor_id: daily.endActor!.id, source: 'default' },
      ]);
      expect(await t.services.dailyPair.currentPair()).toEqual({
        startActorId: daily.startActor!.id,
        endActorId: daily.endActor!.id,
      });
    } finally {
      await t.close();
    }
  });

  it('takes the configured actor names over the starter pair', async () => {
    const [start, end] = [starterFilms[0]!.cast[0]!, starterFilms[1]!.cast[0]!];
    const t = await startTestApp(engine, { DEFAULT_START_ACTOR: start, DEFAULT_END_ACTOR: end.toUpperCase() });
    try {
      const daily = dailyActorsSchema.parse((await t.app.inject({ url: '/api/daily-actors' })).json());
      expect([daily.startActor?.name, daily.endActor?.name]).toEqual([start, end]);
    } finally {
      await t.close();
    }
  });

  it('is empty, not an error, while the configured names are not in the catalog', async () => {
    const t = await startTestApp(engine, { DEFAULT_START_ACTOR: 'Nobody Anyone Knows' });
    try {
      const daily = await t.app.inject({ url: '/api/daily-actors' });
      expect(daily.statusCode).toBe(200);
      expect(dailyActorsSchema.parse(daily.json())).toEqual({ startActor: null, endActor: null });
      const settings = gameSettingsSchema.parse((await t.app.inject({ url: '/api/game-settings' })).json());
      expect(settings).toMatchObject({ startActorId: null, endActorId: null });
      expect(await t.services.dailyPair.currentPair()).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('is the same for two instances started together on an empty database, which seed the catalog once', async () => {
    const database = await createTestDatabase(engine);
    const config = loadConfig(testEnv(database.url));
    // The schema is migrated first: this is about seeding, not about migrations racing.
    const [first, second] = [await openDatabase(database.url), await openDatabase(database.url)];
    // better-sqlite3 waits for a lock synchronously, so two SQLite instances in one process
    // would block each other's commit: there each step of the second follows the first's.
    const together = async <T>(x: () => Promise<T>, y: () => Promise<T>): Promise<[T, T]> =>
      engine === 'mysql' ? Promise.all([x(), y()]) : [await x(), await y()];
    const [a, b] = await together(
      () => buildApp(config, { logger: false, db: first }),
      () => buildApp(config, { logger: false, db: second }),
    );
    try {
      expect(a.services.catalog.movieCount).toBe(b.services.catalog.movieCount);
      const [movies] = (await a.services.db.query('SELECT COUNT(*) AS n FROM movies')) as { n: number }[];
      expect(Number(movies!.n)).toBe(a.services.catalog.movieCount);
      expect(a.services.catalog.movieCount).toBeGreaterThan(0);

      const [fromA, fromB] = await together(
        () => a.app.inject({ url: '/api/game-settings' }),
        () => b.app.inject({ url: '/api/game-settings' }),
      );
      expect(fromA.json()).toEqual(fromB.json());
      const [pairs] = (await a.services.db.query('SELECT COUNT(*) AS n FROM daily_pairs')) as { n: number }[];
      expect(Number(pairs!.n)).toBe(1);
    } finally {
      await a.app.close();
      await b.app.close();
      await first.destroy();
      await second.destroy();
      await database.drop();
    }
  });
});
