/** Inputs of the procedures behind SPEC §7: what the server accepts and nothing more. */
import { z } from 'zod';
import { LEADERBOARD_FETCH_LIMIT, MAX_CHAIN_LENGTH, PLAYER_NAME_MAX, RANDOM_ACTORS_MAX } from './constants';
import { tvdbIdSchema } from './entities';
import { hasVisibleLetterOrDigit, playerNameCharacterProblem, playerNameInvisibleMessage } from './player-names';

/**
 * A schema that reads a value as sent over HTTP before `schema` checks it. Paths and query
 * strings carry only text, so the server is lenient where a client sends text; a typed client
 * (`@trpc/client`, the REST facade) sends what `schema` takes, and the input type says so (a
 * number for an id) where a zod preprocess alone would make it `unknown`: the pipe's first
 * stage is typed as `schema` instead of as the preprocess that takes anything.
 */
const readAs = <T extends z.ZodType>(read: (value: unknown) => unknown, schema: T) =>
  z.preprocess(read, schema) as unknown as z.ZodPipe<T, T>;

/**
 * Numeric text becomes a number, empty text counts as absent, and anything else is left as sent
 * so the error names what was received ("expected number, received string") instead of "NaN".
 */
const numberFromText = <T extends z.ZodType>(schema: T) =>
  readAs((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    return Number.isFinite(Number(text)) ? Number(text) : value;
  }, schema);

/** Empty text (an empty query parameter) counts as absent. */
export const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  readAs((value) => (value === '' ? undefined : value), schema);

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

export const addConnectionInput = z.object({
  gameId: idParam,
  actorId: optionalLocalId,
  movieId: optionalLocalId,
  nextActorId: optionalLocalId,
  order: z
    .number()
    .int()
    .min(0)
    // Order MAX_CHAIN_LENGTH is the 21st link: the game rule refuses it with 409 saying why.
    .max(
      MAX_CHAIN_LENGTH,
      `order runs from 0 to ${MAX_CHAIN_LENGTH}: a chain has at most ${MAX_CHAIN_LENGTH} connections`,
    ),
  actorTvdbId: tvdbIdSchema.optional().nullable(),
  movieTvdbId: tvdbIdSchema.optional().nullable(),
  nextActorTvdbId: tvdbIdSchema.optional().nullable(),
});
export type AddConnectionInput = z.infer<typeof addConnectionInput>;

export const gameIdInput = z.object({ gameId: idParam });

export const completeGameInput = z.object({
  id: idParam,
  isComplete: z.literal(true),
  moveCount: z.number().int().min(1).max(MAX_CHAIN_LENGTH),
});
export type CompleteGameInput = z.infer<typeof completeGameInput>;

/**
 * A player name: normalised to NFC (one form for one text, so "é" is one character however it
 * was typed), refused if it holds control or invisible characters, then trimmed to 1–40 characters
 * of which at least one is a visible letter or digit. One problem is reported, the first found.
 */
export const playerNameSchema = z
  .string()
  .transform((name) => name.normalize('NFC'))
  .superRefine((name, ctx) => {
    const problem = playerNameCharacterProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .pipe(
    z
      .string()
      .trim()
      .min(1, { message: 'Player name cannot be blank', abort: true })
      .max(PLAYER_NAME_MAX, { message: `Player name must be at most ${PLAYER_NAME_MAX} characters`, abort: true })
      .refine(hasVisibleLetterOrDigit, playerNameInvisibleMessage),
  );

export const savePlayerNameInput = z.object({ id: idParam, playerName: playerNameSchema.nullable() });
export type SavePlayerNameInput = z.infer<typeof savePlayerNameInput>;

/** The two orders of SPEC §9: fewer connections first (ties: higher score), or higher score first (ties: fewer connections). */
const leaderboardSortSchema = z.enum(['connections', 'score']);
export type LeaderboardSort = z.infer<typeof leaderboardSortSchema>;

export const leaderboardInput = z.object({
  page: numberFromText(z.number().int().min(1).max(10_000)).default(1),
  /** Above LEADERBOARD_FETCH_LIMIT is refused (400), not capped. */
  limit: numberFromText(z.number().int().min(1).max(LEADERBOARD_FETCH_LIMIT)).default(10),
  includeChain: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
  gameId: idParam.optional(),
  sort: leaderboardSortSchema.default('connections'),
});
export type LeaderboardInput = z.infer<typeof leaderboardInput>;

/** True for a yyyy-MM-dd text naming a day that exists (2025-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const recapInput = z.object({
  /** A UTC game day; absent (or empty) means yesterday (UTC). */
  date: emptyAsAbsent(
    z.string().refine(isCalendarDate, 'date must be a real calendar day written yyyy-MM-dd').optional(),
  ),
});
export type RecapInput = z.infer<typeof recapInput>;

export const profileInput = z.object({ name: z.string().trim().min(1).max(200) });
export type ProfileInput = z.infer<typeof profileInput>;

export const adminAuthInput = z.object({ password: z.string().max(200) });

/**
 * The operator's confirmation of a pair's distance (DESIGN §7): the shortest chain's length the
 * panel showed, needed for a pair 1 or more than 6 connections apart and checked by the server.
 */
const confirmDistance = z
  .number()
  .int()
  .min(1)
  .max(MAX_CHAIN_LENGTH, `confirmDistance is a chain length from 1 to ${MAX_CHAIN_LENGTH}`)
  .optional();

export const updateSettingsInput = z.object({
  selectionMode: z.enum(['manual', 'auto']).default('manual'),
  startActorId: idParam.optional().nullable(),
  endActorId: idParam.optional().nullable(),
  confirmDistance,
  _timestamp: z.union([z.number(), z.string()]).optional(),
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsInput>;

const scheduledAtMessage = 'scheduledAt must be an ISO date and time with its offset, e.g. 2027-06-01T10:30:00Z';

/** When the change runs; whether that is in the future and within a year is the server's clock to say. */
export const createScheduledChangeInput = z.object({
  startActorId: idParam,
  endActorId: idParam,
  scheduledAt: z.iso
    .datetime({ offset: true, error: scheduledAtMessage })
    .refine((text) => Number.isFinite(Date.parse(text)), scheduledAtMessage),
  confirmDistance,
  createdBy: z.string().max(40).optional(),
});
export type CreateScheduledChangeInput = z.infer<typeof createScheduledChangeInput>;

export const actorByTvdbIdInput = z.object({ tvdbId: tvdbIdSchema });
