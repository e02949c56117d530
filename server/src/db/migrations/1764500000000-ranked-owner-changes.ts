import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ranked_game_changes.owners` counts every ranked game that changed hands (a transfer code moves
 * a ranked game to another player's key), as `names` counts names saved (migration
 * RankedNameChanges), on the same sixteen rows and by the same shard. A kept leaderboard page or
 * entry marks the viewer's own entries by their owner's key, so it is kept while this count holds too;
 * the board's figure groups, which show no owner, are not counted again.
 */
export class RankedOwnerChanges1764500000000 implements MigrationInterface {
  name = 'RankedOwnerChanges1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql';
    // Safe to run again, as RankedGameChanges is (a refused CREATE TRIGGER leaves the column behind).
    if (!(await queryRunner.hasColumn('ranked_game_changes', 'owners'))) {
      await queryRunner.query('ALTER TABLE ranked_game_changes ADD COLUMN owners bigint NOT NULL DEFAULT 0');
    }
    const ranked = 'NEW.is_daily_game = 1 AND NEW.is_complete = 1 AND NEW.is_hidden = 0 AND NEW.is_practice = 0';
    const moved = isMysql ? 'NOT (OLD.player_key <=> NEW.player_key)' : 'OLD.player_key IS NOT NEW.player_key';
    const shard = isMysql ? 'CONNECTION_ID()' : 'NEW.id';
    const count = `UPDATE ranked_game_changes SET owners = owners + 1 WHERE shard = ${shard} % 16`;
    await queryRunner.query('DROP TRIGGER IF EXISTS trg_games_ranked_owner');
    await queryRunner.query(
      isMysql
        ? `CREATE TRIGGER trg_games_ranked_owner AFTER UPDATE ON games FOR EACH ROW BEGIN IF ${ranked} AND ${moved} THEN ${count}; END IF; END`
        : `CREATE TRIGGER trg_games_ranked_owner AFTER UPDATE ON games WHEN ${ranked} AND ${moved} BEGIN ${count}; END`,
    );
  }

  /** Whichever of the ranked migrations was recorded last is undone first: the table may be gone. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER IF EXISTS trg_games_ranked_owner');
    if (await queryRunner.hasColumn('ranked_game_changes', 'owners')) {
      await queryRunner.query('ALTER TABLE ranked_game_changes DROP COLUMN owners');
    }
  }
}
