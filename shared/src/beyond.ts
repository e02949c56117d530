/**
 * Beyond the spec: par and optimal chains, hints, the archive of past daily pairs,
 * personal statistics with streaks, and transfer codes. Every schema here is additive: the
 * spec's payloads keep their fields, these add to them.
 */
import { z } from 'zod';
import { actorSchema, dailyActorsSchema, movieSchema } from './entities';
import { createGameInput, isCalendarDate } from './inputs';
import { HINT_LIMIT } from './score';
import { parLabel, parResult, parResults, reachedPar, type ParResult } from './par';

const MAX_ID = 2_147_483_647;
const gameId = z.number().int().positive().max(MAX_ID);

/** A UTC puzzle day written yyyy-MM-dd. */
export const puzzleDaySchema = z.string().refine(isCalendarDate, 'day must be a real calendar day written yyyy-MM-dd');

/** How a completed chain compares with the pair's par (the length of its shortest chain). */
export const parResultSchema = z.enum(parResults);
export { parLabel, parResult, reachedPar, type ParResult };

/** Today's pair with its par: settings.dailyActors (the REST path keeps the spec's fields and may carry these). */
export const dailyPuzzleSchema = dailyActorsSchema.extend({
  par: z
    .number()
    .int()
    .nullable()
    .describe("Connections of the pair's shortest chain (at most 6); null when no chain that short joins them"),
  optimalChainCount: z
    .number()
    .int()
    .nullable()
    .describe(
      'How many shortest chains the pair has (two chains differing only by a movie count twice); null with par',
    ),
  puzzleNumber: z
    .number()
    .int()
    .describe('1 for the first day of the daily pair history, counting every day since; 0 when there is no pair'),
});
export type DailyPuzzle = z.infer<typeof dailyPuzzleSchema>;

/** game.create: the spec's input plus an optional past day to replay unranked (the game is then not a daily game). */
export const createGameWithArchiveInput = createGameInput.extend({ archiveDay: puzzleDaySchema.optional() });
export type CreateGameWithArchiveInput = z.infer<typeof createGameWithArchiveInput>;

/** One step of an optimal chain: the same shape as a chain link without its id and order. */
export const optimalStepSchema = z.object({ actor: actorSchema, movie: movieSchema, nextActor: actorSchema });
export type OptimalStep = z.infer<typeof optimalStepSchema>;
export const optimalChainSchema = z.array(optimalStepSchema);
export type OptimalChain = z.infer<typeof optimalChainSchema>;
/** Optimal chains revealed after completion at most. */
export const OPTIMAL_CHAINS_SHOWN = 3;

/** game.complete's answer: the spec's score plus how it went against par. */
export const completeGameOutcomeSchema = z.object({
  score: z.number().int(),
  par: z.number().int().nullable(),
  result: parResultSchema.nullable(),
  optimalChains: z.array(optimalChainSchema),
  /** Archive games only: the best score of that day's ranked games (null when nobody completed it). */
  dayBestScore: z.number().int().nullable().optional(),
  /** How many shortest chains the pair has, as the server counted them; null when not known. */
  optimalChainCount: z.number().int().nullable(),
  /** The game was completed as practice: it enters no leaderboard, recap, profile, stats or streak. */
  isPractice: z.boolean(),
});
export type CompleteGameOutcome = z.infer<typeof completeGameOutcomeSchema>;

export { HINT_LIMIT };

export const hintInput = z.object({ gameId });
export const hintSchema = z.discriminatedUnion('level', [
  z.object({ level: z.literal(1), connectionsLeft: z.number().int() }),
  z.object({ level: z.literal(2), movie: movieSchema }),
  z.object({ level: z.literal(3), actor: actorSchema }),
]);
export type Hint = z.infer<typeof hintSchema>;
export const hintResultSchema = z.object({ hint: hintSchema, hintsUsed: z.number().int() });
export type HintResult = z.infer<typeof hintResultSchema>;

/** The hints given so far, in order (game.hints). */
export const hintsResultSchema = z.object({ hints: z.array(hintSchema), hintsUsed: z.number().int() });
export type HintsResult = z.infer<typeof hintsResultSchema>;

/**
 * The player's standing on today's puzzle: whether their ranked game is done, whether they
 * showed the solutions, and so whether their next daily game is practice.
 */
export const puzzleDayStatusSchema = z.object({
  /** Today's puzzle day (yyyy-MM-dd, UTC). */
  puzzleDay: z.string(),
  /** The player's ranked game of today's pair once completed; null before. */
  rankedGameId: z.number().int().nullable(),
  solutionsShown: z.boolean(),
  /** True when a daily game started now would be practice. */
  nextGameIsPractice: z.boolean(),
});
export type PuzzleDayStatus = z.infer<typeof puzzleDayStatusSchema>;

export const freeGameOfDailyPairMessage =
  "Today's pair can only be played as the daily game, so that every hint taken on it counts for your ranked game";

export const todaysChainFoldedMessage =
  "Today's chains are shown once your game of today's pair is complete, or after you choose to see the solutions";

export const practiceNameMessage =
  'This game is practice (your ranked game of the day came first): it does not enter the leaderboard, so it takes no name';

export const ARCHIVE_PAGE_SIZE = 10;
export const ARCHIVE_FETCH_LIMIT = 50;
export const archiveListInput = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(ARCHIVE_FETCH_LIMIT).default(ARCHIVE_PAGE_SIZE),
});
export type ArchiveListInput = z.infer<typeof archiveListInput>;
export const archiveEntrySchema = z.object({
  day: z.string(),
  puzzleNumber: z.number().int(),
  startActor: actorSchema,
  endActor: actorSchema,
  par: z.number().int().nullable(),
  completedByMe: z.boolean(),
  myBestScore: z.number().int().nullable(),
});
export type ArchiveEntry = z.infer<typeof archiveEntrySchema>;
export const archiveListSchema = z.object({ entries: z.array(archiveEntrySchema), total: z.number().int() });
export type ArchiveList = z.infer<typeof archiveListSchema>;

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
export const hintLimitMessage = `No more hints: a game allows ${HINT_LIMIT}`;
export const hintCompletedMessage = 'This game is already complete';
export const archiveDayNotFoundMessage = (day: string) => `No daily pair for ${day}`;
export const archiveDayNotPastMessage = 'Only a past daily pair can be played from the archive';
export const archivePairMismatchMessage = (day: string) => `These actors were not the daily pair of ${day}`;
