/**
 * Admin sessions (DESIGN §9, §13): a 256-bit random token in the cookie; the database keeps
 * only its SHA-256, so every instance can check it and a copy of the table opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LessThan, type DataSource } from 'typeorm';
import { AdminSessionEntity } from '../db/entities';
import type { Clock } from '../clock';

export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface AdminSession {
  /** The stored key: SHA-256 of the token, hex. */
  id: string;
  expiresAt: Date;
}

function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class AdminSessions {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** A new session with a fresh token (a new id on every login). */
  async create(): Promise<{ token: string; session: AdminSession }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const session = { id: sessionIdOf(token), expiresAt: new Date(now.getTime() + ADMIN_SESSION_TTL_MS) };
    const repo = this.db.getRepository(AdminSessionEntity);
    await repo.delete({ expiresAt: LessThan(now) });
    await repo.insert({ ...session, createdAt: now });
    return { token, session };
  }

  /** The live session of a token; null when unknown, altered or expired. */
  async find(token: string | undefined): Promise<AdminSession | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const row = await this.db.getRepository(AdminSessionEntity).findOneBy({ id: sessionIdOf(token) });
    if (!row || row.expiresAt.getTime() <= this.clock.now().getTime()) return null;
    return { id: row.id, expiresAt: row.expiresAt };
  }

  async delete(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    await this.db.getRepository(AdminSessionEntity).delete({ id: sessionIdOf(token) });
  }
}
