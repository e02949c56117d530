/**
 * Transfer codes: a player moves their statistics to another device by a short code
 * instead of anything they would have to type from a screen of numbers. A code is 10 symbols of
 * Crockford's alphabet (50 bits), valid 15 minutes, single use. The database keeps only a keyed
 * hash of the code and the owner's token sealed under a key derived from the code and the
 * server's secret, so neither a copy of the table nor the secret alone gives the token away.
 *
 * Redeeming moves the games the redeeming device played to the owner (through the game's own
 * store: `moveGames`) and gives that device the owner's identity (its cookie becomes the owner's). An unknown, expired or used code gets the same 404.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  TRANSFER_CODE_ALPHABET,
  TRANSFER_CODE_LENGTH,
  TRANSFER_CODE_TTL_MINUTES,
  transferCodeInvalidMessage,
  type TransferCode,
} from '@cinema/shared';
import type { DataSource } from 'typeorm';
import { IsNull, MoreThan } from 'typeorm';
import { notFound } from '../errors';
import { isPlayerToken, playerKeyOf } from '../player/player-token';
import type { Clock } from '../clock';
import { TransferCodeEntity } from '../db/entities/transfer-code.entity';

/** Upper case, without spaces or dashes; O reads as 0, I and L as 1. Null when it cannot be a code. */
export function normalizeTransferCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== TRANSFER_CODE_LENGTH) return null;
  for (const symbol of code) if (!TRANSFER_CODE_ALPHABET.includes(symbol)) return null;
  return code;
}

export function newTransferCode(): string {
  let code = '';
  for (let i = 0; i < TRANSFER_CODE_LENGTH; i++)
    code += TRANSFER_CODE_ALPHABET[randomInt(TRANSFER_CODE_ALPHABET.length)];
  return code;
}

export class TransferCodes {
  constructor(
    private readonly db: DataSource,
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly moveGames: (fromKey: string, toKey: string) => Promise<number>,
  ) {}

  /** A new code for the caller (identified by their token), valid 15 minutes. */
  async create(token: string): Promise<TransferCode> {
    const code = newTransferCode();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + TRANSFER_CODE_TTL_MINUTES * 60_000);
    await this.db.getRepository(TransferCodeEntity).insert({
      codeHash: this.hashOf(code),
      playerKey: playerKeyOf(token),
      sealedToken: this.seal(code, token),
      expiresAt,
      usedAt: null,
      createdAt: now,
    });
    return { code, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Uses a code once: the games the caller played move to the owner, and the owner's token is returned
   * for the caller's cookie. Any code that is not live is refused alike (404).
   */
  async redeem(callerKey: string, text: string): Promise<{ ownerToken: string; movedGames: number }> {
    const code = normalizeTransferCode(text);
    if (!code) throw notFound(transferCodeInvalidMessage);
    const repository = this.db.getRepository(TransferCodeEntity);
    const now = this.clock.now();
    const row = await repository.findOneBy({ codeHash: this.hashOf(code), usedAt: IsNull(), expiresAt: MoreThan(now) });
    if (!row) throw notFound(transferCodeInvalidMessage);
    const ownerToken = this.open(code, row.sealedToken);
    if (!ownerToken || playerKeyOf(ownerToken) !== row.playerKey) throw notFound(transferCodeInvalidMessage);
    // Conditional on still being unused: of two racing redemptions one wins.
    const used = await repository.update({ id: row.id, usedAt: IsNull() }, { usedAt: now });
    if (!used.affected) throw notFound(transferCodeInvalidMessage);
    let movedGames = 0;
    if (callerKey !== row.playerKey) {
      movedGames = await this.moveGames(callerKey, row.playerKey);
    }
    return { ownerToken, movedGames };
  }

  private hashOf(code: string): string {
    return createHmac('sha256', this.secret).update(`transfer-code:${code}`).digest('hex');
  }

  private keyOf(code: string): Buffer {
    return createHmac('sha256', this.secret).update(`transfer-seal:${code}`).digest();
  }

  private seal(code: string, token: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keyOf(code), iv);
    const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  private open(code: string, sealed: string): string | null {
    try {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.keyOf(code), bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const token = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      return isPlayerToken(token) ? token : null;
    } catch {
      return null;
    }
  }
}
