import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The public read side (leaderboard, daily recap, actor profile) at a million games:
 * `games.is_hidden` for moderation, the indexes the leaderboard pages through in either sort
 * order, the ones the recap and profile caches check their freshness with, and the
 * `daily_recaps` table that keeps a computed recap per game day.
 *
 * Written in SQL both engines accept: TypeORM's SQLite `addColumn` rebuilds the whole table,
 * and its index API cannot say DESC, which the leaderboard's mixed sort orders need to be
 * read straight from the index.
 */
export class PublicReadSide1763800000000 implements MigrationInterface {
  name = 'PublicReadSide1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.query('ALTER TABLE games ADD COLUMN is_hidden boolean NOT NULL DEFAULT 0');

    // The leaderboard: one pair's completed, visible daily games, in the order of each sort (SPEC §9),
    // ending with the stable tie-break (earlier completion, then id).
    const leaderboard = 'start_actor_id, end_actor_id, is_daily_game, is_complete, is_hidden';
    await queryRunner.query(
      `CREATE INDEX idx_games_leaderboard_connections ON games (${leaderboard}, move_count, score DESC, completed_at, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX idx_games_leaderboard_score ON games (${leaderboard}, score DESC, move_count, completed_at, id)`,
    );
    // The recap: a day's games by pair, and the fingerprint that tells a kept recap is still right
    // (how many games, which, how many named), read from the index alone.
    await queryRunner.query(
      'CREATE INDEX idx_games_recap_day ON games (completed_day, is_daily_game, is_complete, is_hidden, start_actor_id, end_actor_id, player_name)',
    );
    // The profile cache's fingerprint: the latest completion and the hidden games.
    await queryRunner.query('CREATE INDEX idx_games_completed_at ON games (completed_at)');
    await queryRunner.query('CREATE INDEX idx_games_hidden ON games (is_hidden)');

    await queryRunner.createTable(
      new Table({
        name: 'daily_recaps',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'fingerprint', type: 'varchar', length: '64' },
          { name: 'recap', type: isMysql ? 'mediumtext' : 'text' },
          { name: 'computed_at', type: 'datetime', ...(isMysql ? { precision: 3 } : {}) },
        ],
        ...(isMysql ? { engine: 'InnoDB' } : {}),
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('daily_recaps', true);
    for (const index of [
      'idx_games_hidden',
      'idx_games_completed_at',
      'idx_games_recap_day',
      'idx_games_leaderboard_score',
      'idx_games_leaderboard_connections',
    ]) {
      await queryRunner.dropIndex('games', index);
    }
    await queryRunner.query('ALTER TABLE games DROP COLUMN is_hidden');
  }
}
