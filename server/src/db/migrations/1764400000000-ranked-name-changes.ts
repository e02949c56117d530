import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ranked_game_changes.names` counts every name saved, changed or cleared on a ranked game, as
 * `changes` counts the changes to the ranked games themselves (migration RankedGameChanges), on
 * the same sixteen rows and by the same shard. A kept leaderboard page shows names, so it is kept
 * while both counts hold; the board's figure groups, which show none, only while `changes` does,
 * so a name saved never has them counted again.
 */
export class RankedNameChanges1764400000000 implements MigrationInterface {
  name = 'RankedNameChanges1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql';
    // Safe to run again, as RankedGameChanges is (a refused CREATE TRIGGER leaves the column behind).
    if (!(await queryRunner.hasColumn('ranked_game_changes', 'names'))) {
      await queryRunner.query('ALTER TABLE ranked_game_changes ADD COLUMN names bigint NOT NULL DEFAULT 0');
    }
    const ranked = 'NEW.is_daily_game = 1 AND NEW.is_complete = 1 AND NEW.is_hidden = 0 AND NEW.is_practice = 0';
    const renamed = isMysql ? 'NOT (OLD.player_name <=> NEW.player_name)' : 'OLD.player_name IS NOT NEW.player_name';
    const shard = isMysql ? 'CONNECTION_ID()' : 'NEW.id';
    const count = `UPDATE ranked_game_changes SET names = names + 1 WHERE shard = ${shard} % 16`;
    await queryRunner.query('DROP TRIGGER IF EXISTS trg_games_ranked_name');
    await queryRunner.query(
      isMysql
        ? `CREATE TRIGGER trg_games_ranked_name AFTER UPDATE ON games FOR EACH ROW BEGIN IF ${ranked} AND ${renamed} THEN ${count}; END IF; END`
        : `CREATE TRIGGER trg_games_ranked_name AFTER UPDATE ON games WHEN ${ranked} AND ${renamed} BEGIN ${count}; END`,
    );
  }

  /** Whichever of the two ranked migrations was recorded last is undone first: the table may be gone. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER IF EXISTS trg_games_ranked_name');
    if (await queryRunner.hasColumn('ranked_game_changes', 'names')) {
      await queryRunner.query('ALTER TABLE ranked_game_changes DROP COLUMN names');
    }
  }
}
