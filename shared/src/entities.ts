/** The entities of SPEC §3 as zod schemas; their types are inferred once here. */
import { z } from 'zod';

export const tvdbIdSchema = z.string().trim().min(1).max(64);

export const actorSchema = z.object({
  /** Local row id; 0 when not stored locally. */
  id: z.number().int(),
  tvdbId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable().optional(),
  billingPosition: z.number().int().nullable().optional(),
});
export type Actor = z.infer<typeof actorSchema>;
/** A search's answer, a cast: one schema for every list of actors the API answers. */
export const actorListSchema = z.array(actorSchema);

export const movieSchema = z.object({
  id: z.number().int(),
  tvdbId: z.string(),
  title: z.string(),
  year: z.number().int().nullable().optional(),
  imageUrl: z.string().nullable().optional(),
});
export type Movie = z.infer<typeof movieSchema>;
/** A search's answer, an actor's films: one schema for every list of movies the API answers. */
export const movieListSchema = z.array(movieSchema);

export const chainLinkSchema = z.object({
  id: z.number().int(),
  order: z.number().int().min(0),
  actor: actorSchema,
  movie: movieSchema,
  nextActor: actorSchema,
});
export type ChainLink = z.infer<typeof chainLinkSchema>;

export const gameSchema = z.object({
  id: z.number().int(),
  startActor: actorSchema,
  endActor: actorSchema,
  isDailyGame: z.boolean(),
  playerName: z.string().nullable(),
  isComplete: z.boolean(),
  moveCount: z.number().int(),
  score: z.number().int().nullable(),
  /** Hints the game used. */
  hintsUsed: z.number().int(),
  /** The past UTC day (yyyy-MM-dd) whose daily pair this unranked game replays; null otherwise. */
  archiveDay: z.string().nullable(),
  /**
   * A daily game that cannot be ranked: its player already completed the ranked game of this
   * puzzle day's pair, or showed the day's solutions. Decided again when the game is completed
   * (of two games in progress, the first completed is ranked), so it may turn true then.
   */
  isPractice: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

const validationTypeSchema = z.enum(['catalog', 'tmdb', 'cache']);
export type ValidationType = z.infer<typeof validationTypeSchema>;

export const validationResponseSchema = z.object({
  isValid: z.boolean(),
  message: z.string(),
  validationTimeMs: z.number(),
  validationType: validationTypeSchema,
});
export type ValidationResponse = z.infer<typeof validationResponseSchema>;

const leaderboardEntrySchema = z.object({
  id: z.number().int(),
  playerName: z.string().nullable(),
  moveCount: z.number().int(),
  score: z.number().int(),
  startActor: actorSchema,
  endActor: actorSchema,
  completedAt: z.string().nullable(),
  chain: z.array(chainLinkSchema).optional(),
  /** Hints the entry used. */
  hintsUsed: z.number().int().optional(),
  /** True when the chain reached the pair's par. */
  reachedPar: z.boolean().optional(),
  /** Standard competition rank in the board's order: the same score and connections share a rank (1, 1, 3). */
  rank: z.number().int().optional(),
  /** The viewer's own entry ("You"). */
  isMine: z.boolean().optional(),
  /** Today's entry whose chain is folded for this viewer (see the response's chainsHidden). */
  chainHidden: z.boolean().optional(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  entries: z.array(leaderboardEntrySchema),
  total: z.number().int(),
  /**
   * Today's chains are folded for this viewer: no entry of today carries its chain, even when
   * asked (those entries say chainHidden), until the viewer's ranked game of the day is
   * complete or they showed the solutions. Past days' chains are always shown.
   */
  chainsHidden: z.boolean().optional(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const selectionModeSchema = z.enum(['manual', 'auto']);
export type SelectionMode = z.infer<typeof selectionModeSchema>;

export const gameSettingsSchema = z.object({
  selectionMode: selectionModeSchema,
  startActorId: z.number().int().nullable(),
  endActorId: z.number().int().nullable(),
  lastUpdated: z.string(),
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;

export const dailyActorsSchema = z.object({
  startActor: actorSchema.nullable(),
  endActor: actorSchema.nullable(),
});
export type DailyActors = z.infer<typeof dailyActorsSchema>;

export const scheduledChangeSchema = z.object({
  id: z.number().int(),
  startActor: actorSchema,
  endActor: actorSchema,
  scheduledAt: z.string(),
  executed: z.boolean(),
  executedAt: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;

const movieDatabaseKindSchema = z.enum(['catalog', 'tmdb']);
export type MovieDatabaseKind = z.infer<typeof movieDatabaseKindSchema>;

const searchDebugSchema = z.object({
  apiKey: z.object({ present: z.boolean(), length: z.number().int(), source: z.string() }),
  query: z.string(),
  type: z.enum(['movie', 'actor']),
  resultCount: z.number().int(),
  timestamp: z.string(),
  movieDatabase: movieDatabaseKindSchema,
});
export type SearchDebug = z.infer<typeof searchDebugSchema>;

export const movieDatabaseSearchResponseSchema = z.object({
  results: z.array(z.union([actorSchema, movieSchema])),
  debug: searchDebugSchema,
});
export type MovieDatabaseSearchResponse = z.infer<typeof movieDatabaseSearchResponseSchema>;

const recapPersonSchema = z.object({ name: z.string(), imageUrl: z.string().nullable().optional() });
const recapMovieSchema = z.object({
  title: z.string(),
  year: z.number().int().nullable().optional(),
  imageUrl: z.string().nullable().optional(),
});
const recapChainItemSchema = z.object({
  actor: recapPersonSchema,
  movie: recapMovieSchema,
  nextActor: recapPersonSchema,
});
export type RecapChainItem = z.infer<typeof recapChainItemSchema>;

/** The recap of one daily pair on one puzzle day. */
const recapPairSchema = z.object({
  dailyActors: z.object({ startActor: recapPersonSchema.nullable(), endActor: recapPersonSchema.nullable() }),
  totalCompletions: z.number().int(),
  averageScore: z.number(),
  averageMoves: z.number(),
  topScore: z
    .object({
      score: z.number().int(),
      playerName: z.string().nullable(),
      moveCount: z.number().int(),
      chain: z.array(recapChainItemSchema),
    })
    .nullable(),
  longestConnection: z
    .object({
      moveCount: z.number().int(),
      playerName: z.string().nullable(),
      score: z.number().int(),
      chain: z.array(recapChainItemSchema),
    })
    .nullable(),
  movieInsights: z.object({
    mostUsedMovie: recapMovieSchema.extend({ usageCount: z.number().int() }).nullable(),
    oldestMovie: recapMovieSchema.nullable(),
  }),
  actorInsights: z.object({
    mostPopularActor: recapPersonSchema.extend({ usageCount: z.number().int() }).nullable(),
    deepCutActor: recapPersonSchema.extend({ lowestBilling: z.number().int() }).nullable(),
    bridgeActors: z.array(
      recapPersonSchema.extend({
        id: z.number().int(),
        connectionCount: z.number().int().optional(),
        usageCount: z.number().int().optional(),
      }),
    ),
  }),
  scoreDistribution: z.array(z.object({ range: z.string(), count: z.number().int(), percentage: z.number() })),
  chainAnalysis: z.object({ shortestPath: z.number(), averagePath: z.number(), longestPath: z.number() }),
  pathLengthDistribution: z.array(z.object({ moves: z.number().int(), count: z.number().int() })),
  /** Percentage of the day's completions at or under par, one decimal; null when the pair has no par. */
  parShare: z.number().nullable().optional(),
});
export type RecapPair = z.infer<typeof recapPairSchema>;

/**
 * The recap of a puzzle day: the spec's fields are those of the pair active longest that day;
 * a pair changed mid-day is its own section in `otherPairs` (in the order they were active),
 * never merged into the first.
 */
export const dailyRecapSchema = recapPairSchema.extend({
  date: z.string(),
  otherPairs: z.array(recapPairSchema).optional(),
});
export type DailyRecap = z.infer<typeof dailyRecapSchema>;

export const actorProfileSchema = z.object({
  name: z.string(),
  /** The actor's link name by the slug rule: the profile's own address, whatever case it was asked in. */
  slug: z.string().optional(),
  imageUrl: z.string().nullable(),
  stats: z.object({
    totalGamesAppeared: z.number().int(),
    totalConnections: z.number().int(),
    lastGameAt: z.string().nullable(),
    totalPointsContributed: z.number().int(),
  }),
  topCoStars: z.array(
    z.object({
      actor: z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string().nullable() }),
      connectionCount: z.number().int(),
    }),
  ),
  popularMovies: z.array(
    z.object({
      movie: z.object({
        id: z.number().int(),
        title: z.string(),
        year: z.number().int().nullable(),
        imageUrl: z.string().nullable(),
      }),
      usageCount: z.number().int(),
    }),
  ),
  dailyChallengeHistory: z.array(
    z.object({ role: z.enum(['start', 'end']), partnerActor: z.object({ name: z.string() }), date: z.string() }),
  ),
  /** The catalog's films of the actor, newest first: what a profile shows before any game has used them. */
  filmography: z
    .array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        year: z.number().int().nullable(),
        imageUrl: z.string().nullable(),
      }),
    )
    .optional(),
});
export type ActorProfile = z.infer<typeof actorProfileSchema>;

/** The answer to adding a connection: the link, the whole chain, and whether it now reaches the end actor. */
export const addConnectionResultSchema = z.object({
  link: chainLinkSchema,
  chain: z.array(chainLinkSchema),
  isComplete: z.boolean(),
});
export type AddConnectionResult = z.infer<typeof addConnectionResultSchema>;

/** The answer to completing a game: the server's score. */
export const completeGameResultSchema = z.object({ score: z.number().int() });
export type CompleteGameResult = z.infer<typeof completeGameResultSchema>;
