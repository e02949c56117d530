import { afterAll, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../server/src/db/data-source';
import { describeEachEngine } from '../support/engines';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describeEachEngine('database start-up (%s)', (engine) => {
  const opened: DataSource[] = [];
  let database: TestDatabase;

  afterAll(async () => {
    for (const ds of opened) if (ds.isInitialized) await ds.destroy();
    await database?.drop();
  });

  it('migrates an empty database once when several instances start at the same moment', async () => {
    database = await createTestDatabase(engine);
    const instances = engine === 'mysql' ? 3 : 1;
    opened.push(...(await Promise.all(Array.from({ length: instances }, () => openDatabase(database.url)))));
    const [first] = opened;
    const applied = (await first!.query('SELECT name FROM migrations')) as { name: string }[];
    expect(applied.map((m) => m.name)).toEqual([
      'InitialSchema1763700000000',
      'PublicReadSide1763800000000',
      'Moderation1763900000000',
      'BeyondTheSpec1764000000000',
    ]);
    for (const table of [
      'actors',
      'movies',
      'credits',
      'games',
      'chain_links',
      'game_settings',
      'daily_pairs',
      'scheduled_changes',
      'admin_sessions',
      'daily_recaps',
      'moderation_actions',
      'player_transfer_codes',
    ]) {
      await expect(first!.query(`SELECT COUNT(*) AS n FROM ${table}`)).resolves.toBeTruthy();
    }
  });

  it('finds nothing to migrate on a second start', async () => {
    const again = await openDatabase(database.url);
    opened.push(again);
    expect(await again.showMigrations()).toBe(false);
  });
});
