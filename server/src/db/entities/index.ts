/**
 * The tables of DESIGN §3 as TypeORM entity schemas. Column types are stated explicitly
 * (no decorator metadata), and column names are snake_case.
 */
import { EntitySchema } from 'typeorm';
import { ModerationActionEntity } from './moderation-action.entity';
import { TransferCodeEntity } from './transfer-code.entity';

export type MovieDatabaseSource = 'catalog' | 'tmdb';

export interface ActorRow {
  id: number;
  tvdbId: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  source: MovieDatabaseSource;
  createdAt: Date;
}

export interface MovieRow {
  id: number;
  tvdbId: string;
  title: string;
  year: number | null;
  imageUrl: string | null;
  source: MovieDatabaseSource;
  createdAt: Date;
}

interface CreditRow {
  id: number;
  actorId: number;
  movieId: number;
  billingPosition: number | null;
}

export interface GameRow {
  id: number;
  startActorId: number;
  endActorId: number;
  isDailyGame: boolean;
  playerKey: string;
  playerName: string | null;
  nameSaved: boolean;
  isComplete: boolean;
  moveCount: number;
  score: number | null;
  createdAt: Date;
  completedAt: Date | null;
  /** UTC calendar date (yyyy-MM-dd) of completion (the puzzle day is `startedDay`). */
  completedDay: string | null;
  /** Hidden by moderation: kept, but left out of the leaderboard, recaps and profiles. */
  isHidden: boolean;
  /** Hints given in this game, each costing points (a ranked game carries its day's hints). */
  hintsUsed: number;
  /** The hints given, in order, as JSON; null before the first. */
  hints: string | null;
  /** An unranked replay of the daily pair of this UTC day (yyyy-MM-dd); null for other games. */
  archiveDay: string | null;
  /** UTC day (yyyy-MM-dd) the game was started, by the server's clock: its puzzle day (DESIGN §5). */
  startedDay: string | null;
  /** A daily game that is not its player's ranked game of the puzzle day: left out of every aggregate. */
  isPractice: boolean;
  /** Set on the ranked game only: unique per player, puzzle day and pair (see ranked-games). */
  rankedKey: string | null;
}

export interface ChainLinkRow {
  id: number;
  gameId: number;
  order: number;
  actorId: number;
  movieId: number;
  nextActorId: number;
  actorBilling: number | null;
  nextActorBilling: number | null;
  createdAt: Date;
}

export interface GameSettingsRow {
  id: number;
  selectionMode: 'manual' | 'auto';
  startActorId: number | null;
  endActorId: number | null;
  lastUpdated: Date;
}

export type DailyPairSource = 'manual' | 'scheduled' | 'auto' | 'default';

export interface DailyPairRow {
  id: number;
  startActorId: number;
  endActorId: number;
  source: DailyPairSource;
  activeFrom: Date;
  activeTo: Date | null;
  /** Connections of the pair's shortest chain when it became the daily pair. */
  par: number | null;
  /** How many shortest chains the pair has. */
  optimalChainCount: number | null;
}

export interface ScheduledChangeRow {
  id: number;
  startActorId: number;
  endActorId: number;
  scheduledAt: Date;
  executed: boolean;
  executedAt: Date | null;
  createdBy: string;
  createdAt: Date;
}

export interface AdminSessionRow {
  /** sha-256 of the session token: the token itself is never stored. */
  id: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A daily recap kept once computed, with the fingerprint of the games it was computed from. */
export interface DailyRecapRow {
  /** The game day, yyyy-MM-dd (UTC). */
  day: string;
  fingerprint: string;
  /** The recap response and the ids of its featured games, as JSON. */
  recap: string;
  computedAt: Date;
}

/** A player chose to see a puzzle day's solutions before completing it (key: see ranked-games). */
export interface SolutionRevealRow {
  revealKey: string;
  createdAt: Date;
}

/** Secrets the server generates once and every instance shares (e.g. the player-cookie key). */
export interface AppSecretRow {
  name: string;
  value: string;
}

const id = { type: 'int', primary: true, generated: 'increment' } as const;
const fk = (name: string, nullable = false) => ({ type: 'int', name, nullable }) as const;
const timestamp = (name: string, nullable = false) => ({ type: 'datetime', name, nullable, precision: 3 }) as const;

export const ActorEntity = new EntitySchema<ActorRow>({
  name: 'Actor',
  tableName: 'actors',
  columns: {
    id,
    tvdbId: { type: 'varchar', length: 64, name: 'tvdb_id', unique: true },
    name: { type: 'varchar', length: 255 },
    slug: { type: 'varchar', length: 255 },
    imageUrl: { type: 'varchar', length: 512, name: 'image_url', nullable: true },
    source: { type: 'varchar', length: 16 },
    createdAt: { ...timestamp('created_at'), createDate: true },
  },
  indices: [{ name: 'idx_actors_slug', columns: ['slug'] }],
});

export const MovieEntity = new EntitySchema<MovieRow>({
  name: 'Movie',
  tableName: 'movies',
  columns: {
    id,
    tvdbId: { type: 'varchar', length: 64, name: 'tvdb_id', unique: true },
    title: { type: 'varchar', length: 255 },
    year: { type: 'int', nullable: true },
    imageUrl: { type: 'varchar', length: 512, name: 'image_url', nullable: true },
    source: { type: 'varchar', length: 16 },
    createdAt: { ...timestamp('created_at'), createDate: true },
  },
});

const CreditEntity = new EntitySchema<CreditRow>({
  name: 'Credit',
  tableName: 'credits',
  columns: {
    id,
    actorId: fk('actor_id'),
    movieId: fk('movie_id'),
    billingPosition: { type: 'int', name: 'billing_position', nullable: true },
  },
  uniques: [{ name: 'uq_credits_actor_movie', columns: ['actorId', 'movieId'] }],
  indices: [{ name: 'idx_credits_movie', columns: ['movieId'] }],
});

export const GameEntity = new EntitySchema<GameRow>({
  name: 'Game',
  tableName: 'games',
  columns: {
    id,
    startActorId: fk('start_actor_id'),
    endActorId: fk('end_actor_id'),
    isDailyGame: { type: 'boolean', name: 'is_daily_game' },
    playerKey: { type: 'varchar', length: 64, name: 'player_key' },
    playerName: { type: 'varchar', length: 40, name: 'player_name', nullable: true },
    nameSaved: { type: 'boolean', name: 'name_saved', default: false },
    isComplete: { type: 'boolean', name: 'is_complete', default: false },
    moveCount: { type: 'int', name: 'move_count', default: 0 },
    score: { type: 'int', nullable: true },
    createdAt: { ...timestamp('created_at'), createDate: true },
    completedAt: timestamp('completed_at', true),
    completedDay: { type: 'varchar', length: 10, name: 'completed_day', nullable: true },
    isHidden: { type: 'boolean', name: 'is_hidden', default: false },
    hintsUsed: { type: 'int', name: 'hints_used', default: 0 },
    hints: { type: 'text', nullable: true },
    archiveDay: { type: 'varchar', length: 10, name: 'archive_day', nullable: true },
    startedDay: { type: 'varchar', length: 10, name: 'started_day', nullable: true },
    isPractice: { type: 'boolean', name: 'is_practice', default: false },
    rankedKey: { type: 'varchar', length: 128, name: 'ranked_key', nullable: true, unique: true },
  },
  indices: [
    { name: 'idx_games_pair_complete', columns: ['startActorId', 'endActorId', 'isComplete'] },
    { name: 'idx_games_completed_day', columns: ['completedDay'] },
    { name: 'idx_games_player', columns: ['playerKey'] },
    { name: 'idx_games_player_pair', columns: ['playerKey', 'startedDay', 'startActorId', 'endActorId', 'isComplete'] },
  ],
});

export const ChainLinkEntity = new EntitySchema<ChainLinkRow>({
  name: 'ChainLink',
  tableName: 'chain_links',
  columns: {
    id,
    gameId: fk('game_id'),
    order: { type: 'int', name: 'link_order' },
    actorId: fk('actor_id'),
    movieId: fk('movie_id'),
    nextActorId: fk('next_actor_id'),
    actorBilling: { type: 'int', name: 'actor_billing', nullable: true },
    nextActorBilling: { type: 'int', name: 'next_actor_billing', nullable: true },
    createdAt: { ...timestamp('created_at'), createDate: true },
  },
  uniques: [{ name: 'uq_chain_links_game_order', columns: ['gameId', 'order'] }],
  indices: [
    { name: 'idx_chain_links_actor', columns: ['actorId'] },
    { name: 'idx_chain_links_next_actor', columns: ['nextActorId'] },
    { name: 'idx_chain_links_movie', columns: ['movieId'] },
  ],
});

export const GameSettingsEntity = new EntitySchema<GameSettingsRow>({
  name: 'GameSettings',
  tableName: 'game_settings',
  columns: {
    id: { type: 'int', primary: true },
    selectionMode: { type: 'varchar', length: 16, name: 'selection_mode' },
    startActorId: fk('start_actor_id', true),
    endActorId: fk('end_actor_id', true),
    lastUpdated: timestamp('last_updated'),
  },
});

export const DailyPairEntity = new EntitySchema<DailyPairRow>({
  name: 'DailyPair',
  tableName: 'daily_pairs',
  columns: {
    id,
    startActorId: fk('start_actor_id'),
    endActorId: fk('end_actor_id'),
    source: { type: 'varchar', length: 16 },
    activeFrom: timestamp('active_from'),
    activeTo: timestamp('active_to', true),
    par: { type: 'int', nullable: true },
    optimalChainCount: { type: 'int', name: 'optimal_chain_count', nullable: true },
  },
  indices: [
    { name: 'idx_daily_pairs_active_from', columns: ['activeFrom'] },
    { name: 'idx_daily_pairs_start', columns: ['startActorId'] },
    { name: 'idx_daily_pairs_end', columns: ['endActorId'] },
  ],
});

export const ScheduledChangeEntity = new EntitySchema<ScheduledChangeRow>({
  name: 'ScheduledChange',
  tableName: 'scheduled_changes',
  columns: {
    id,
    startActorId: fk('start_actor_id'),
    endActorId: fk('end_actor_id'),
    scheduledAt: timestamp('scheduled_at'),
    executed: { type: 'boolean', default: false },
    executedAt: timestamp('executed_at', true),
    createdBy: { type: 'varchar', length: 40, name: 'created_by' },
    createdAt: { ...timestamp('created_at'), createDate: true },
  },
  indices: [{ name: 'idx_scheduled_changes_due', columns: ['executed', 'scheduledAt'] }],
});

export const AdminSessionEntity = new EntitySchema<AdminSessionRow>({
  name: 'AdminSession',
  tableName: 'admin_sessions',
  columns: {
    id: { type: 'varchar', length: 64, primary: true },
    createdAt: timestamp('created_at'),
    expiresAt: timestamp('expires_at'),
  },
  indices: [{ name: 'idx_admin_sessions_expires', columns: ['expiresAt'] }],
});

export const AppSecretEntity = new EntitySchema<AppSecretRow>({
  name: 'AppSecret',
  tableName: 'app_secrets',
  columns: {
    name: { type: 'varchar', length: 32, primary: true },
    value: { type: 'varchar', length: 128 },
  },
});

export const DailyRecapEntity = new EntitySchema<DailyRecapRow>({
  name: 'DailyRecap',
  tableName: 'daily_recaps',
  columns: {
    day: { type: 'varchar', length: 10, primary: true },
    fingerprint: { type: 'varchar', length: 64 },
    recap: { type: 'text' },
    computedAt: timestamp('computed_at'),
  },
});

export const SolutionRevealEntity = new EntitySchema<SolutionRevealRow>({
  name: 'SolutionReveal',
  tableName: 'solution_reveals',
  columns: {
    revealKey: { type: 'varchar', length: 128, primary: true, name: 'reveal_key' },
    createdAt: timestamp('created_at'),
  },
});

export const entities = [
  AppSecretEntity,
  ActorEntity,
  MovieEntity,
  CreditEntity,
  GameEntity,
  ChainLinkEntity,
  GameSettingsEntity,
  DailyPairEntity,
  ScheduledChangeEntity,
  AdminSessionEntity,
  DailyRecapEntity,
  ModerationActionEntity,
  TransferCodeEntity,
  SolutionRevealEntity,
];
