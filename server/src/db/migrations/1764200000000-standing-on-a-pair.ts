import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A player's standing on a puzzle day's pair is read on the pair and on the games still in
 * progress: the index on (player, day) becomes one on (player, day, pair, complete), so the read
 * of the games in progress (their hints, turning them into practice) stays small however many
 * games of the pair the player completed that day.
 */
export class StandingOnAPair1764200000000 implements MigrationInterface {
  name = 'StandingOnAPair1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX idx_games_player_pair ON games (player_key, started_day, start_actor_id, end_actor_id, is_complete)',
    );
    await dropIndex(queryRunner, 'idx_games_player_day');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX idx_games_player_day ON games (player_key, started_day)');
    await dropIndex(queryRunner, 'idx_games_player_pair');
  }
}

/** By name, in SQL: TypeORM's dropIndex knows only the indexes its table metadata was loaded with. */
async function dropIndex(queryRunner: QueryRunner, name: string): Promise<void> {
  const isMysql = queryRunner.connection.options.type === 'mysql';
  await queryRunner.query(isMysql ? `DROP INDEX ${name} ON games` : `DROP INDEX ${name}`);
}
