/** Hints (game.hint, game.hints): up to HINT_LIMIT a game, each costing points (./score.ts). */
import { z } from 'zod';
import { actorSchema, movieSchema } from './entities';
import { HINT_LIMIT } from './score';

const MAX_ID = 2_147_483_647;
const gameId = z.number().int().positive().max(MAX_ID);

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

export const hintLimitMessage = `No more hints: a game allows ${HINT_LIMIT}`;
export const hintCompletedMessage = 'This game is already complete';
