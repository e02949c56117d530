/** A transfer code: stored by its keyed hash, with the owner's token sealed under a key only the code opens. */
import { EntitySchema } from 'typeorm';

export interface TransferCodeRow {
  id: number;
  /** HMAC of the normalised code under the server's player-cookie secret: the code itself is never stored. */
  codeHash: string;
  /** The owner's player key. */
  playerKey: string;
  /** The owner's token, AES-256-GCM sealed with a key derived from the code and the secret. */
  sealedToken: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

const timestamp = (name: string, nullable = false) => ({ type: 'datetime', name, nullable, precision: 3 }) as const;

export const TransferCodeEntity = new EntitySchema<TransferCodeRow>({
  name: 'TransferCode',
  tableName: 'player_transfer_codes',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    codeHash: { type: 'varchar', length: 64, name: 'code_hash', unique: true },
    playerKey: { type: 'varchar', length: 64, name: 'player_key' },
    sealedToken: { type: 'varchar', length: 255, name: 'sealed_token' },
    expiresAt: timestamp('expires_at'),
    usedAt: timestamp('used_at', true),
    createdAt: timestamp('created_at'),
  },
  indices: [{ name: 'idx_player_transfer_codes_player', columns: ['playerKey'] }],
});
