import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * One fair daily puzzle: a player's first completed daily game of a puzzle day's pair is
 * ranked, every later one is practice (`is_practice`); `ranked_key` is unique, so of two games
 * completed at once only one can claim the day. The public indexes gain `is_practice`, so
 * the leaderboard still pages straight from them, and the recap's index is keyed on the
 * puzzle day (`started_day`), not the completion day. `solution_reveals` remembers who chose
 * to see a day's solutions before playing it (their later games of the day are practice).
 *
 * Existing games are sorted out as the rules now say: a game with no started day takes the
 * day it was created; of a player's completed daily games of one day and pair, the first
 * completed keeps its rank and the others become practice.
 */
export class OneFairDailyPuzzle1764100000000 implements MigrationInterface {
  name = 'OneFairDailyPuzzle1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.query('ALTER TABLE games ADD COLUMN is_practice boolean NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE games ADD COLUMN ranked_key varchar(128) NULL');
    await queryRunner.query('UPDATE games SET started_day = SUBSTR(created_at, 1, 10) WHERE started_day IS NULL');
    await rankExistingGames(queryRunner);
    await queryRunner.query('CREATE UNIQUE INDEX uq_games_ranked_key ON games (ranked_key)');

    for (const index of ['idx_games_leaderboard_connections', 'idx_games_leaderboard_score', 'idx_games_recap_day']) {
      await queryRunner.dropIndex('games', index);
    }
    const board = 'start_actor_id, end_actor_id, is_daily_game, is_complete, is_hidden, is_practice';
    await queryRunner.query(
      `CREATE INDEX idx_games_leaderboard_connections ON games (${board}, move_count, score DESC, completed_at, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX idx_games_leaderboard_score ON games (${board}, score DESC, move_count, completed_at, id)`,
    );
    await queryRunner.query(
      'CREATE INDEX idx_games_recap_day ON games' +
        ' (started_day, is_daily_game, is_complete, is_hidden, is_practice, start_actor_id, end_actor_id, player_name)',
    );
    // A player's games of one day: the day's status, the hints of the day, the ranked game.
    await queryRunner.query('CREATE INDEX idx_games_player_day ON games (player_key, started_day)');

    await queryRunner.createTable(
      new Table({
        name: 'solution_reveals',
        columns: [
          { name: 'reveal_key', type: 'varchar', length: '128', isPrimary: true },
          { name: 'created_at', type: 'datetime', ...(isMysql ? { precision: 3 } : {}) },
        ],
        ...(isMysql ? { engine: 'InnoDB' } : {}),
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('solution_reveals', true);
    for (const index of [
      'idx_games_player_day',
      'idx_games_recap_day',
      'idx_games_leaderboard_score',
      'idx_games_leaderboard_connections',
      'uq_games_ranked_key',
    ]) {
      await queryRunner.dropIndex('games', index);
    }
    const board = 'start_actor_id, end_actor_id, is_daily_game, is_complete, is_hidden';
    await queryRunner.query(
      `CREATE INDEX idx_games_leaderboard_connections ON games (${board}, move_count, score DESC, completed_at, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX idx_games_leaderboard_score ON games (${board}, score DESC, move_count, completed_at, id)`,
    );
    await queryRunner.query(
      'CREATE INDEX idx_games_recap_day ON games (completed_day, is_daily_game, is_complete, is_hidden, start_actor_id, end_actor_id, player_name)',
    );
    await queryRunner.query('ALTER TABLE games DROP COLUMN ranked_key');
    await queryRunner.query('ALTER TABLE games DROP COLUMN is_practice');
  }
}

/** The first completed daily game of each player, day and pair is ranked; the others are practice. */
async function rankExistingGames(queryRunner: QueryRunner): Promise<void> {
  const rows: Array<Record<string, unknown>> = await queryRunner.query(
    'SELECT id, player_key, started_day, start_actor_id, end_actor_id FROM games' +
      ' WHERE is_daily_game = 1 AND is_complete = 1 AND archive_day IS NULL ORDER BY completed_at, id',
  );
  const claimed = new Set<string>();
  for (const row of rows) {
    const key = rankedKeyOf({
      playerKey: String(row.player_key),
      puzzleDay: String(row.started_day),
      startActorId: Number(row.start_actor_id),
      endActorId: Number(row.end_actor_id),
    });
    if (claimed.has(key)) {
      await queryRunner.query('UPDATE games SET is_practice = 1 WHERE id = ?', [row.id]);
    } else {
      claimed.add(key);
      await queryRunner.query('UPDATE games SET ranked_key = ? WHERE id = ?', [key, row.id]);
    }
  }
}

/**
 * The key a player's ranked game of one puzzle day's pair claims (also the key of their
 * solution reveal): written out here, not imported, so the migration stays as it was run.
 */
function rankedKeyOf(claim: { playerKey: string; puzzleDay: string; startActorId: number; endActorId: number }) {
  return `${claim.puzzleDay}|${claim.startActorId}|${claim.endActorId}|${claim.playerKey}`;
}
