/**
 * Today's puzzle beyond the spec's daily pair: its par and number, and a player's standing on
 * it (ranked game done, solutions shown, so the next daily game is practice). Additive: the
 * spec's payloads keep their fields, these add to them.
 */
import { z } from 'zod';
import { dailyActorsSchema } from './entities';
import { isCalendarDate } from './inputs';

/** A UTC puzzle day written yyyy-MM-dd. */
export const puzzleDaySchema = z.string().refine(isCalendarDate, 'day must be a real calendar day written yyyy-MM-dd');

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
