/**
 * What completing a chain answers beyond the spec's score: how the chain went against the
 * pair's par, and the pair's optimal chains.
 */
import { z } from 'zod';
import { actorSchema, movieSchema } from './entities';
import { parResults } from './par';

/** How a completed chain compares with the pair's par (the length of its shortest chain). */
const parResultSchema = z.enum(parResults);

/** One step of an optimal chain: the same shape as a chain link without its id and order. */
const optimalStepSchema = z.object({ actor: actorSchema, movie: movieSchema, nextActor: actorSchema });
export type OptimalStep = z.infer<typeof optimalStepSchema>;
const optimalChainSchema = z.array(optimalStepSchema);
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
