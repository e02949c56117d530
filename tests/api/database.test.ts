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
      'OneFairDailyPuzzle1764100000000',
      'StandingOnAPair1764200000000',
      'RankedGameChanges1764300000000',
      'RankedNameChanges1764400000000',
      'RankedOwnerChanges1764500000000',
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
      'solution_reveals',
      'ranked_game_changes',
    ]) {
      await expect(first!.query(`SELECT COUNT(*) AS n FROM ${table}`)).resolves.toBeTruthy();
    }
  });

  it('finds nothing to migrate on a second start', async () => {
    const again = await openDatabase(database.url);
    opened.push(again);
    expect(await again.showMigrations()).toBe(false);
  });

  it('finishes the ranked games migration on the next start when it was left halfway', async () => {
    const db = opened[0]!;
    // What a refused CREATE TRIGGER leaves on MySQL (each statement of DDL commits at once): the
    // table and its rows, no triggers, the migration unrecorded. The next start runs it again.
    for (const name of ['trg_games_ranked_insert', 'trg_games_ranked_update', 'trg_games_ranked_delete']) {
      await db.query(`DROP TRIGGER ${name}`);
    }
    await db.query(`DELETE FROM migrations WHERE name = 'RankedGameChanges1764300000000'`);
    const again = await openDatabase(database.url);
    opened.push(again);
    expect(await again.showMigrations()).toBe(false);
    const triggers = (await db.query(
      engine === 'mysql'
        ? 'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() ORDER BY 1'
        : "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY 1",
    )) as { name: string }[];
    expect(triggers.map((t) => t.name)).toEqual([
      'trg_games_ranked_delete',
      'trg_games_ranked_insert',
      'trg_games_ranked_name',
      'trg_games_ranked_owner',
      'trg_games_ranked_update',
    ]);
    const [rows] = (await db.query('SELECT COUNT(*) AS n FROM ranked_game_changes')) as { n: unknown }[];
    expect(Number(rows!.n)).toBe(16);
  });

  it("sorts out the games stored before one fair daily puzzle: a player's first completion of a day's pair keeps its rank", async () => {
    const db = opened[0]!;
    // Back to before one fair daily puzzle: its migration and the four after it undone.
    for (let undone = 0; undone < 5; undone++) await db.undoLastMigration();
    // SQLite is given datetimes as the text TypeORM stores.
    const at = (iso: string) => (engine === 'mysql' ? new Date(iso) : iso.replace('T', ' ').replace('Z', '.000'));
    for (const name of ['A', 'B']) {
      await db.query("INSERT INTO actors (tvdb_id, name, slug, source, created_at) VALUES (?, ?, ?, 'catalog', ?)", [
        `t${name}`,
        name,
        name,
        at('2026-01-01T00:00:00Z'),
      ]);
    }
    const [a, b] = (await db.query('SELECT id FROM actors ORDER BY id LIMIT 2')).map((r: { id: unknown }) =>
      Number(r.id),
    );
    const game = async (key: string, completedAt: string | null, createdAt: string) => {
      await db.query(
        'INSERT INTO games (start_actor_id, end_actor_id, is_daily_game, player_key, is_complete, move_count, score,' +
          ' created_at, completed_at) VALUES (?, ?, 1, ?, ?, 2, 80, ?, ?)',
        [a, b, key, completedAt ? 1 : 0, at(createdAt), completedAt ? at(completedAt) : null],
      );
    };
    // Player p: two completions on 2026-02-01 (the 10:00 one is first) and one on 2026-02-02; q: one.
    await game('p', '2026-02-01T12:00:00Z', '2026-02-01T11:00:00Z');
    await game('p', '2026-02-01T10:00:00Z', '2026-02-01T09:00:00Z');
    await game('p', '2026-02-02T10:00:00Z', '2026-02-02T09:00:00Z');
    await game('q', '2026-02-01T13:00:00Z', '2026-02-01T08:00:00Z');
    await game('q', null, '2026-02-01T14:00:00Z');
    await db.runMigrations();
    const rows = await db.query(
      'SELECT player_key, started_day, is_practice, ranked_key FROM games ORDER BY player_key, completed_at',
    );
    expect(
      rows.map((r: Record<string, unknown>) => [r.player_key, r.started_day, Number(r.is_practice), r.ranked_key]),
    ).toEqual([
      ['p', '2026-02-01', 0, `2026-02-01|${a}|${b}|p`],
      ['p', '2026-02-01', 1, null],
      ['p', '2026-02-02', 0, `2026-02-02|${a}|${b}|p`],
      // MySQL sorts NULL first, SQLite too: the unfinished game comes before the completed one.
      ['q', '2026-02-01', 0, null],
      ['q', '2026-02-01', 0, `2026-02-01|${a}|${b}|q`],
    ]);
  });
});
