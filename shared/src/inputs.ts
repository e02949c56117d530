/** Inputs of the procedures behind SPEC §7: what the server accepts and nothing more. */
import { z } from 'zod';
import { LEADERBOARD_FETCH_LIMIT, PLAYER_NAME_MAX, RANDOM_ACTORS_MAX } from './constants';
import { tvdbIdSchema } from './entities';

/**
 * Numbers in paths and query strings arrive as text: numeric text becomes a number, empty text
 * counts as absent, and anything else is left as sent so the error names what was received
 * ("expected number, received string") instead of "NaN".
 */
const numberFromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    return Number.isFinite(Number(text)) ? Number(text) : value;
  }, schema);

const MAX_ID = 2_147_483_647;
const idParam = numberFromText(z.number().int().positive().max(MAX_ID));
/** Ids sent by the client may be 0 or absent when the item is not stored locally. */
const optionalLocalId = numberFromText(z.number().int().min(0).max(MAX_ID).optional().nullable());

export const searchInput = z.object({ query: z.string().max(200).default('') });
export type SearchInput = z.infer<typeof searchInput>;

export const idInput = z.object({ id: idParam });
export const tvdbIdInput = z.object({ id: tvdbIdSchema });
export const randomActorsInput = z.object({
  count: numberFromText(z.number().int().min(1).max(RANDOM_ACTORS_MAX)).default(2),
});

export const testValidationInput = z.object({ actorTvdbId: tvdbIdSchema, movieTvdbId: tvdbIdSchema });

export const movieDatabaseSearchInput = z.object({
  type: z.enum(['movie', 'actor']),
  query: z.string().trim().min(1, 'A search query is required').max(200),
});

export const createGameInput = z.object({
  startActorId: idParam,
  endActorId: idParam,
  isDailyGame: z.boolean().default(true),
});
export type CreateGameInput = z.infer<typeof createGameInput>;

export const addConnectionInput = z.object({
  gameId: idParam,
  actorId: optionalLocalId,
  movieId: optionalLocalId,
  nextActorId: optionalLocalId,
  order: z.number().int().min(0).max(1000),
  actorTvdbId: tvdbIdSchema.optional().nullable(),
  movieTvdbId: tvdbIdSchema.optional().nullable(),
  nextActorTvdbId: tvdbIdSchema.optional().nullable(),
});
export type AddConnectionInput = z.infer<typeof addConnectionInput>;

export const gameIdInput = z.object({ gameId: idParam });

export const completeGameInput = z.object({
  id: idParam,
  isComplete: z.literal(true),
  moveCount: z.number().int().min(1).max(1000),
});
export type CompleteGameInput = z.infer<typeof completeGameInput>;

export const playerNameSchema = z
  .string()
  .trim()
  .min(1, 'Player name cannot be blank')
  .max(PLAYER_NAME_MAX, `Player name must be at most ${PLAYER_NAME_MAX} characters`);

export const savePlayerNameInput = z.object({ id: idParam, playerName: playerNameSchema.nullable() });
export type SavePlayerNameInput = z.infer<typeof savePlayerNameInput>;

export const leaderboardInput = z.object({
  page: numberFromText(z.number().int().min(1).max(10_000)).default(1),
  limit: numberFromText(z.number().int().min(1).max(LEADERBOARD_FETCH_LIMIT)).default(10),
  includeChain: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
  gameId: idParam.optional(),
});
export type LeaderboardInput = z.infer<typeof leaderboardInput>;

export const recapInput = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be yyyy-MM-dd')
    .optional(),
});

export const profileInput = z.object({ name: z.string().trim().min(1).max(200) });

export const adminAuthInput = z.object({ password: z.string().max(200) });

export const updateSettingsInput = z.object({
  selectionMode: z.enum(['manual', 'auto']).default('manual'),
  startActorId: idParam.optional().nullable(),
  endActorId: idParam.optional().nullable(),
  _timestamp: z.union([z.number(), z.string()]).optional(),
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsInput>;

export const createScheduledChangeInput = z.object({
  startActorId: idParam,
  endActorId: idParam,
  scheduledAt: z.iso.datetime({ offset: true }),
  createdBy: z.string().max(40).optional(),
});

export const actorByTvdbIdInput = z.object({ tvdbId: tvdbIdSchema });
