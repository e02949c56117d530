/** What moderation did to a game, by which admin session and when (kept so it can be reviewed and undone). */
import { EntitySchema } from 'typeorm';

export type ModerationActionKind = 'reset-name' | 'hide' | 'unhide';

export interface ModerationActionRow {
  id: number;
  gameId: number;
  action: ModerationActionKind;
  /** The name before a reset; null for hide/unhide. */
  previousName: string | null;
  /** The stored key (SHA-256) of the admin session that acted. */
  adminSession: string;
  createdAt: Date;
}

export const ModerationActionEntity = new EntitySchema<ModerationActionRow>({
  name: 'ModerationAction',
  tableName: 'moderation_actions',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    gameId: { type: 'int', name: 'game_id' },
    action: { type: 'varchar', length: 16 },
    previousName: { type: 'varchar', length: 40, name: 'previous_name', nullable: true },
    adminSession: { type: 'varchar', length: 64, name: 'admin_session' },
    createdAt: { type: 'datetime', name: 'created_at', precision: 3 },
  },
  indices: [{ name: 'idx_moderation_actions_game', columns: ['gameId'] }],
});
