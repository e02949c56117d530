/**
 * Unlocking sign-in from the server's host (DESIGN §9: `npm run admin -- unlock`). A lockout may
 * live in the running server's memory, out of another process's reach, so the command leaves a
 * mark in the database every instance shares: the time of the unlock. A client found over its
 * limit is let in again when its window began before that time. The mark is read only then, so
 * sign-ins below the limit cost no query.
 */
import type { DataSource } from 'typeorm';
import { AppSecretEntity } from '../db/entities';

/** The app_secrets row that holds the mark: a name → value table every instance already reads. */
const UNLOCKED_AT = 'admin-sign-in-unlocked-at';

export class LoginUnlocks {
  constructor(private readonly db: DataSource) {}

  /** Lifts every sign-in lockout that began before `at`. */
  async unlockAll(at: Date): Promise<void> {
    await this.db.getRepository(AppSecretEntity).upsert({ name: UNLOCKED_AT, value: at.toISOString() }, ['name']);
  }

  /** Whether an unlock came after a window that started at `windowStartedAt` (ms since the epoch). */
  async unlockedSince(windowStartedAt: number): Promise<boolean> {
    try {
      const row = await this.db.getRepository(AppSecretEntity).findOneBy({ name: UNLOCKED_AT });
      return row !== null && Date.parse(row.value) >= windowStartedAt;
    } catch {
      // A database that cannot answer unlocks nothing: the lockout stands.
      return false;
    }
  }
}
