/** A player's statistics with their streaks, and the transfer codes that move them to another device. */
import { z } from 'zod';

export const playerStatsSchema = z.object({
  gamesPlayed: z.number().int(),
  gamesCompleted: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  averageLinks: z.number().nullable(),
  linkHistogram: z.array(z.object({ links: z.number().int(), count: z.number().int() })),
  parRecord: z.object({ under: z.number().int(), par: z.number().int(), over: z.number().int() }),
  /** The next UTC midnight, when the next puzzle starts (ISO). */
  nextPuzzleAt: z.string(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/** Minutes a transfer code stays valid. */
export const TRANSFER_CODE_TTL_MINUTES = 15;
export const TRANSFER_CODE_LENGTH = 10;
/** Crockford's 32 symbols (no I, L, O or U): ten of them carry 50 bits; O reads as 0, I and L as 1. */
export const TRANSFER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const transferCodeSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type TransferCode = z.infer<typeof transferCodeSchema>;
export const redeemTransferCodeInput = z.object({
  /** Spaces, dashes and case are ignored when redeeming. */
  code: z.string().trim().min(1, 'A transfer code is required').max(40),
});
export const redeemTransferCodeResultSchema = z.object({ ok: z.literal(true) });

export const transferCodeInvalidMessage = 'This transfer code is not valid';
