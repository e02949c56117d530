import {
  Table,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';

/** The whole schema of DESIGN §3, written once for both engines through TypeORM's table API. */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql';
    // SQLite accepts AUTOINCREMENT only on a column declared exactly INTEGER.
    const id: TableColumnOptions = {
      name: 'id',
      type: isMysql ? 'int' : 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    };
    const int = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'int', isNullable });
    const text = (name: string, length: number, isNullable = false): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable,
    });
    const bool = (name: string): TableColumnOptions => ({ name, type: 'boolean', default: isMysql ? 0 : false });
    const time = (name: string, isNullable = false): TableColumnOptions => ({
      name,
      type: 'datetime',
      isNullable,
      ...(isMysql ? { precision: 3 } : {}),
    });
    const created = (): TableColumnOptions => ({
      ...time('created_at'),
      default: isMysql ? 'CURRENT_TIMESTAMP(3)' : "(STRFTIME('%Y-%m-%d %H:%M:%f', 'NOW'))",
    });
    const table = (
      name: string,
      columns: TableColumnOptions[],
      extra: Partial<ConstructorParameters<typeof Table>[0]> = {},
    ) =>
      queryRunner.createTable(new Table({ name, columns, ...(isMysql ? { engine: 'InnoDB' } : {}), ...extra }), true);

    await table(
      'actors',
      [
        id,
        text('tvdb_id', 64),
        text('name', 255),
        text('slug', 255),
        text('image_url', 512, true),
        text('source', 16),
        created(),
      ],
      {
        uniques: [new TableUnique({ name: 'uq_actors_tvdb_id', columnNames: ['tvdb_id'] })],
        indices: [new TableIndex({ name: 'idx_actors_slug', columnNames: ['slug'] })],
      },
    );
    await table(
      'movies',
      [
        id,
        text('tvdb_id', 64),
        text('title', 255),
        int('year', true),
        text('image_url', 512, true),
        text('source', 16),
        created(),
      ],
      { uniques: [new TableUnique({ name: 'uq_movies_tvdb_id', columnNames: ['tvdb_id'] })] },
    );
    await table('credits', [id, int('actor_id'), int('movie_id'), int('billing_position', true)], {
      uniques: [new TableUnique({ name: 'uq_credits_actor_movie', columnNames: ['actor_id', 'movie_id'] })],
      indices: [new TableIndex({ name: 'idx_credits_movie', columnNames: ['movie_id'] })],
      foreignKeys: [
        {
          columnNames: ['actor_id'],
          referencedTableName: 'actors',
          referencedColumnNames: ['id'],
          onDelete: 'CASCADE',
        },
        {
          columnNames: ['movie_id'],
          referencedTableName: 'movies',
          referencedColumnNames: ['id'],
          onDelete: 'CASCADE',
        },
      ],
    });
    await table(
      'games',
      [
        id,
        int('start_actor_id'),
        int('end_actor_id'),
        bool('is_daily_game'),
        text('player_key', 64),
        text('player_name', 40, true),
        bool('name_saved'),
        bool('is_complete'),
        { ...int('move_count'), default: 0 },
        int('score', true),
        created(),
        time('completed_at', true),
        text('completed_day', 10, true),
      ],
      {
        indices: [
          new TableIndex({
            name: 'idx_games_pair_complete',
            columnNames: ['start_actor_id', 'end_actor_id', 'is_complete'],
          }),
          new TableIndex({ name: 'idx_games_completed_day', columnNames: ['completed_day'] }),
          new TableIndex({ name: 'idx_games_player', columnNames: ['player_key'] }),
        ],
        foreignKeys: [
          { columnNames: ['start_actor_id'], referencedTableName: 'actors', referencedColumnNames: ['id'] },
          { columnNames: ['end_actor_id'], referencedTableName: 'actors', referencedColumnNames: ['id'] },
        ],
      },
    );
    await table(
      'chain_links',
      [
        id,
        int('game_id'),
        int('link_order'),
        int('actor_id'),
        int('movie_id'),
        int('next_actor_id'),
        int('actor_billing', true),
        int('next_actor_billing', true),
        created(),
      ],
      {
        uniques: [new TableUnique({ name: 'uq_chain_links_game_order', columnNames: ['game_id', 'link_order'] })],
        indices: [
          new TableIndex({ name: 'idx_chain_links_actor', columnNames: ['actor_id'] }),
          new TableIndex({ name: 'idx_chain_links_next_actor', columnNames: ['next_actor_id'] }),
          new TableIndex({ name: 'idx_chain_links_movie', columnNames: ['movie_id'] }),
        ],
        foreignKeys: [
          {
            columnNames: ['game_id'],
            referencedTableName: 'games',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          { columnNames: ['actor_id'], referencedTableName: 'actors', referencedColumnNames: ['id'] },
          { columnNames: ['movie_id'], referencedTableName: 'movies', referencedColumnNames: ['id'] },
          { columnNames: ['next_actor_id'], referencedTableName: 'actors', referencedColumnNames: ['id'] },
        ],
      },
    );
    await table('game_settings', [
      { name: 'id', type: 'int', isPrimary: true },
      text('selection_mode', 16),
      int('start_actor_id', true),
      int('end_actor_id', true),
      time('last_updated'),
    ]);
    await table(
      'daily_pairs',
      [
        id,
        int('start_actor_id'),
        int('end_actor_id'),
        text('source', 16),
        time('active_from'),
        time('active_to', true),
      ],
      {
        indices: [
          new TableIndex({ name: 'idx_daily_pairs_active_from', columnNames: ['active_from'] }),
          new TableIndex({ name: 'idx_daily_pairs_start', columnNames: ['start_actor_id'] }),
          new TableIndex({ name: 'idx_daily_pairs_end', columnNames: ['end_actor_id'] }),
        ],
      },
    );
    await table(
      'scheduled_changes',
      [
        id,
        int('start_actor_id'),
        int('end_actor_id'),
        time('scheduled_at'),
        bool('executed'),
        time('executed_at', true),
        text('created_by', 40),
        created(),
      ],
      { indices: [new TableIndex({ name: 'idx_scheduled_changes_due', columnNames: ['executed', 'scheduled_at'] })] },
    );
    await table('app_secrets', [{ ...text('name', 32), isPrimary: true }, text('value', 128)]);
    await table('admin_sessions', [{ ...text('id', 64), isPrimary: true }, time('created_at'), time('expires_at')], {
      indices: [new TableIndex({ name: 'idx_admin_sessions_expires', columnNames: ['expires_at'] })],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of [
      'app_secrets',
      'admin_sessions',
      'scheduled_changes',
      'daily_pairs',
      'game_settings',
      'chain_links',
      'games',
      'credits',
      'movies',
      'actors',
    ]) {
      await queryRunner.dropTable(name, true);
    }
  }
}
