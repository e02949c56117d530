import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Beyond the spec: the daily pair's par and number of optimal chains, a game's hints,
 * its archive day (an unranked replay of a past pair) and the UTC day it was started (streaks),
 * and the transfer codes that move a player's statistics to another device.
 */
export class BeyondTheSpec1764000000000 implements MigrationInterface {
  name = 'BeyondTheSpec1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql';
    const time = (name: string, isNullable = false) =>
      new TableColumn({ name, type: 'datetime', isNullable, ...(isMysql ? { precision: 3 } : {}) });
    // Plain ALTER TABLE on both engines: TypeORM's addColumns rebuilds a SQLite table and would
    // recreate the leaderboard's indexes without their DESC columns (migration PublicReadSide).
    const addColumns = async (table: string, columns: string[]) => {
      for (const column of columns) await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN ${column}`);
    };
    await addColumns('daily_pairs', ['par int NULL', 'optimal_chain_count int NULL']);
    await addColumns('games', [
      'hints_used int NOT NULL DEFAULT 0',
      'hints text NULL',
      'archive_day varchar(10) NULL',
      'started_day varchar(10) NULL',
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'player_transfer_codes',
        columns: [
          {
            name: 'id',
            type: isMysql ? 'int' : 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'code_hash', type: 'varchar', length: '64' },
          { name: 'player_key', type: 'varchar', length: '64' },
          { name: 'sealed_token', type: 'varchar', length: '255' },
          time('expires_at'),
          time('used_at', true),
          time('created_at'),
        ],
        uniques: [{ name: 'uq_player_transfer_codes_hash', columnNames: ['code_hash'] }],
        indices: [new TableIndex({ name: 'idx_player_transfer_codes_player', columnNames: ['player_key'] })],
        ...(isMysql ? { engine: 'InnoDB' } : {}),
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('player_transfer_codes', true);
    for (const column of ['started_day', 'archive_day', 'hints', 'hints_used']) {
      await queryRunner.query(`ALTER TABLE games DROP COLUMN ${column}`);
    }
    for (const column of ['optimal_chain_count', 'par']) {
      await queryRunner.query(`ALTER TABLE daily_pairs DROP COLUMN ${column}`);
    }
  }
}
