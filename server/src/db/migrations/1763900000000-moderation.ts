import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The moderation log: every name reset and every hide or unhide of a game, with who and when. */
export class Moderation1763900000000 implements MigrationInterface {
  name = 'Moderation1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.createTable(
      new Table({
        name: 'moderation_actions',
        columns: [
          {
            name: 'id',
            type: isMysql ? 'int' : 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'game_id', type: 'int' },
          { name: 'action', type: 'varchar', length: '16' },
          { name: 'previous_name', type: 'varchar', length: '40', isNullable: true },
          { name: 'admin_session', type: 'varchar', length: '64' },
          { name: 'created_at', type: 'datetime', ...(isMysql ? { precision: 3 } : {}) },
        ],
        indices: [new TableIndex({ name: 'idx_moderation_actions_game', columnNames: ['game_id'] })],
        foreignKeys: [
          {
            columnNames: ['game_id'],
            referencedTableName: 'games',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
        ...(isMysql ? { engine: 'InnoDB' } : {}),
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('moderation_actions', true);
  }
}
