import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ranked_game_changes` counts every change to the ranked games (db/ranked-games: what the
 * leaderboard ranks) that can alter a board: a game entering or leaving them (completed, hidden,
 * shown again, moved to practice, inserted or deleted ranked) or changing its figures, pair or
 * completion. Triggers on `games` count them, in the same transaction as the
 * write, so every write path counts, whoever wrote it; the sum of the counts is the version a read
 * side keys what it keeps on (games-version). A key made of the latest completion and the hidden
 * games missed a completion stamped behind another's, a game moved to practice, and a hide and an
 * unhide that kept their count and sum of ids.
 *
 * The count is spread over 16 rows. On MySQL a write counts on the row of its connection
 * (`CONNECTION_ID() % 16`): one row would be locked by every completion until its transaction
 * commits, and a group of writes (mysql-writer) holds several completions, so two groups in
 * flight, on two connections, would wait for each other, or deadlock, on rows of game ids;
 * by connection each group counts on its own row. SQLite has one writer at a time: by game id.
 */
const RANKED_GAME_CHANGE_SHARDS = 16;

/** The columns of `games` a ranked game is chosen, ordered and summed up by. */
const RANKED_COLUMNS = [
  'is_daily_game',
  'is_complete',
  'is_hidden',
  'is_practice',
  'start_actor_id',
  'end_actor_id',
  'move_count',
  'score',
  'completed_at',
  'completed_day',
];

const isRanked = (row: 'NEW' | 'OLD') =>
  `(${row}.is_daily_game = 1 AND ${row}.is_complete = 1 AND ${row}.is_hidden = 0 AND ${row}.is_practice = 0)`;

export class RankedGameChanges1764300000000 implements MigrationInterface {
  name = 'RankedGameChanges1764300000000';

  /**
   * Safe to run again: MySQL commits each statement of DDL at once, so a CREATE TRIGGER refused
   * (binary logging on, no SUPER: see docs/operations.md) leaves the table behind, unrecorded, and
   * the next start runs this again.
   */
  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS ranked_game_changes (shard integer NOT NULL PRIMARY KEY, changes bigint NOT NULL DEFAULT 0)${
        isMysql ? ' ENGINE=InnoDB' : ''
      }`,
    );
    const shards = Array.from({ length: RANKED_GAME_CHANGE_SHARDS }, (_, shard) => `(${shard})`).join(', ');
    await queryRunner.query(
      `INSERT ${isMysql ? 'IGNORE' : 'OR IGNORE'} INTO ranked_game_changes (shard) VALUES ${shards}`,
    );

    // An UPDATE counts when the game is ranked before or after it and one of its ranked columns
    // changed (a name saved or a hint taken counts nothing); an INSERT or DELETE of a ranked game counts.
    const differs = RANKED_COLUMNS.map((c) => (isMysql ? `NOT (OLD.${c} <=> NEW.${c})` : `OLD.${c} IS NOT NEW.${c}`));
    const updated = `(${isRanked('OLD')} OR ${isRanked('NEW')}) AND (${differs.join(' OR ')})`;
    const triggers: [name: string, event: string, row: 'NEW' | 'OLD', when: string][] = [
      ['trg_games_ranked_insert', 'INSERT', 'NEW', isRanked('NEW')],
      ['trg_games_ranked_update', 'UPDATE', 'NEW', updated],
      ['trg_games_ranked_delete', 'DELETE', 'OLD', isRanked('OLD')],
    ];
    for (const [name, event, row, when] of triggers) {
      const shard = isMysql ? 'CONNECTION_ID()' : `${row}.id`;
      const count = `UPDATE ranked_game_changes SET changes = changes + 1 WHERE shard = ${shard} % ${RANKED_GAME_CHANGE_SHARDS}`;
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${name}`);
      // MySQL tests the condition before the UPDATE, which would otherwise lock its row for every write.
      await queryRunner.query(
        isMysql
          ? `CREATE TRIGGER ${name} AFTER ${event} ON games FOR EACH ROW BEGIN IF ${when} THEN ${count}; END IF; END`
          : `CREATE TRIGGER ${name} AFTER ${event} ON games WHEN ${when} BEGIN ${count}; END`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['trg_games_ranked_insert', 'trg_games_ranked_update', 'trg_games_ranked_delete']) {
      await queryRunner.query(`DROP TRIGGER ${name}`);
    }
    await queryRunner.query('DROP TABLE ranked_game_changes');
  }
}
