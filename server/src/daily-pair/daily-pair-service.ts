/**
 * The daily pair (DESIGN §7): the single game_settings row holds the current pair, the selection
 * mode and `lastUpdated`; every change writes a daily_pairs history row and closes the previous
 * one. A fresh install is in auto mode with the default pair (configured names, else the starter
 * catalog's) as its first day's pair; in auto mode the first request of each UTC day stores that
 * day's pair. Everything lives in the database so every instance and every restart agrees.
 * The row is held in memory (../settings-cache): requests read no table while it is fresh, and
 * every change here drops it at once and is announced to the other instances (Redis).
 */
import {
  distanceConfirmationMessage,
  distanceNeedsConfirmation,
  MAX_CHAIN_LENGTH,
  PAIR_CONFIRM_ABOVE,
  type Actor,
  type DailyActors,
  type GameSettings,
  type SelectionMode,
} from '@cinema/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config';
import type { MovieDatabase } from '../catalog/movie-database';
import { defaultDailyPair } from '../catalog/starter/default-pair';
import { DailyPairEntity, GameSettingsEntity, type DailyPairSource, type GameSettingsRow } from '../db/entities';
import { isDuplicateKeyError } from '../db/duplicate-key';
import { AppError, conflict } from '../errors';
import { SettingsCache } from '../settings-cache/settings-cache';
import { redisSettingsChannel, type SettingsChannel } from '../settings-cache/settings-channel';
import { addDays, startOfUtcDay, utcDay, type Clock } from '../scheduler/clock';
import { AUTO_PAIR_CANDIDATES, AUTO_PAIR_MAX_CONNECTIONS, AUTO_PAIR_REPEAT_DAYS, pickAutoPair } from './auto-pair';
import { sameActorsMessage, type ActorPair } from '../game/create-rules';
import { executeDueChanges } from './scheduled-changes';

export type { ActorPair } from '../game/create-rules';

/** The one row of game_settings. */
export const SETTINGS_ROW_ID = 1;

/** The farthest a pair is without the operator's confirmation; par and its optimal chains are searched this deep. */
export const PAIR_MAX_CONNECTIONS = PAIR_CONFIRM_ABOVE;
/** A pair no chain of a game's length joins cannot be played: ACTOR_VALIDATION_FAILED. */
export const PAIR_PLAYABLE_MAX_CONNECTIONS = MAX_CHAIN_LENGTH;

export const bothActorsRequiredMessage = 'Please select both start and end actors';
export const actorsNotFoundMessage = (missing: string[]) =>
  `Actor not found: ${missing.map((side) => (side === 'startActor' ? 'start actor' : 'end actor')).join(' and ')}`;
export const noChainMessage = 'Actor validation failed: no chain of movies joins these actors';

/** What settings answer while no pair can be resolved: stable, so pollers see no change. */
const NO_PAIR_SINCE = new Date(0);

/** While Redis announces changes, the row is still checked this often, in case a notice was lost. */
const ANNOUNCED_REFRESH_MS = 30_000;

function sameSettings(a: GameSettingsRow | null, b: GameSettingsRow | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.selectionMode === b.selectionMode &&
    a.startActorId === b.startActorId &&
    a.endActorId === b.endActorId &&
    a.lastUpdated.getTime() === b.lastUpdated.getTime()
  );
}

export class DailyPairService {
  /** Requests of this instance that find no settings row wait for one write of the default pair. */
  private pendingDefault: Promise<GameSettingsRow | null> | null = null;
  /** Requests of this instance that find yesterday's auto pair wait for one rollover. */
  private pendingRollover: Promise<GameSettingsRow | null> | null = null;
  /** Par and optimal chains of a pair as it becomes the daily pair; the services set it. */
  parOf: (pair: ActorPair) => { par: number | null; optimalChainCount: number | null } = () => ({
    par: null,
    optimalChainCount: null,
  });

  private readonly cache: SettingsCache<GameSettingsRow | null>;
  private channel: SettingsChannel | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly movieDatabase: MovieDatabase,
    private readonly clock: Clock,
  ) {
    const refreshMs = config.settingsRefreshMs ?? 0;
    this.cache = new SettingsCache(
      () => this.storedSettings(),
      sameSettings,
      () => (refreshMs > 0 && this.channel?.listening ? Math.max(refreshMs, ANNOUNCED_REFRESH_MS) : refreshMs),
    );
  }

  /** Announces this instance's changes to the others, and hears theirs, through Redis (DESIGN §13). */
  shareChangesThrough(redisUrl: string, log: FastifyBaseLogger): void {
    this.channel ??= redisSettingsChannel(redisUrl, (committed) => this.cache.changed(!committed), log);
  }

  /** True while changes of other instances are heard through Redis. */
  get hearsChanges(): boolean {
    return this.channel?.listening ?? false;
  }

  async close(): Promise<void> {
    await this.channel?.close();
    this.channel = null;
  }

  /**
   * An answer derived from today's pair (today's actors, the daily puzzle), computed once while
   * the settings row and the UTC day stay the same: no table is read for it in between.
   */
  async remembered<T>(key: string, compute: () => Promise<T>): Promise<T> {
    await this.currentSettingsRow();
    return this.cache.remember(key, utcDay(this.clock.now()), compute);
  }

  /** The settings row changed here (or is changing, inside a transaction): read it again, and tell the other instances. */
  private changed(committed = true): void {
    this.cache.changed(!committed);
    this.channel?.announce(committed);
  }

  async settings(): Promise<GameSettings> {
    const row = await this.currentSettingsRow();
    return {
      selectionMode: row?.selectionMode ?? 'auto',
      startActorId: row?.startActorId ?? null,
      endActorId: row?.endActorId ?? null,
      lastUpdated: (row?.lastUpdated ?? NO_PAIR_SINCE).toISOString(),
    };
  }

  /** Today's pair, or null when none is set and the default pair's actors are not in the catalog. */
  async currentPair(): Promise<ActorPair | null> {
    const { startActorId, endActorId } = await this.settings();
    return startActorId !== null && endActorId !== null ? { startActorId, endActorId } : null;
  }

  async dailyActors(): Promise<DailyActors> {
    return this.remembered('dailyActors', () => this.actorsOfToday());
  }

  private async actorsOfToday(): Promise<DailyActors> {
    const pair = await this.currentPair();
    if (!pair) return { startActor: null, endActor: null };
    const [startActor, endActor] = await Promise.all([this.actor(pair.startActorId), this.actor(pair.endActorId)]);
    return { startActor, endActor };
  }

  /** The default pair's actors, by name: configured names win over the starter catalog's. */
  async defaultPair(): Promise<ActorPair | null> {
    const startName = this.config.defaultPair.startActorName ?? defaultDailyPair.startActorName;
    const endName = this.config.defaultPair.endActorName ?? defaultDailyPair.endActorName;
    const [[start], [end]] = await Promise.all([
      this.movieDatabase.actorsByName(startName),
      this.movieDatabase.actorsByName(endName),
    ]);
    if (!start || !end || start.id === end.id) return null;
    return { startActorId: start.id, endActorId: end.id };
  }

  /** The shortest chain's length between two stored actors, or null when no chain a game allows joins them. */
  async connectionsBetween(pair: ActorPair): Promise<number | null> {
    return this.movieDatabase.shortestChainLength(pair.startActorId, pair.endActorId, PAIR_PLAYABLE_MAX_CONNECTIONS);
  }

  /**
   * Refuses unknown actors (ACTORS_NOT_FOUND naming the side), pairs no chain joins
   * (ACTOR_VALIDATION_FAILED), and a pair 1 or more than 6 connections apart unless the operator
   * confirmed that very distance (CONFLICT, details.connections): DESIGN §7.
   */
  async assertPlayable(
    pair: { startActorId?: number | null; endActorId?: number | null },
    confirmDistance?: number,
  ): Promise<ActorPair> {
    const { startActorId, endActorId } = pair;
    if (!startActorId || !endActorId) throw new AppError('BAD_REQUEST', bothActorsRequiredMessage);
    const known = await this.movieDatabase.actorsByIds([startActorId, endActorId]);
    const missing = [
      ...(known.has(startActorId) ? [] : ['startActor']),
      ...(known.has(endActorId) ? [] : ['endActor']),
    ];
    if (missing.length > 0) throw new AppError('ACTORS_NOT_FOUND', actorsNotFoundMessage(missing), { missing });
    if (startActorId === endActorId) throw new AppError('ACTOR_VALIDATION_FAILED', sameActorsMessage);
    const connections = await this.connectionsBetween({ startActorId, endActorId });
    if (connections === null) throw new AppError('ACTOR_VALIDATION_FAILED', noChainMessage);
    // A confirmation of another distance was given for another pair, or before the catalog changed.
    if (distanceNeedsConfirmation(connections) && confirmDistance !== connections) {
      throw conflict(distanceConfirmationMessage(connections), { connections });
    }
    return { startActorId, endActorId };
  }

  /**
   * The admin sets the pair (DESIGN §7): checked, then stored with its history row. Setting a
   * pair switches to manual unless the caller keeps auto, in which case it holds for its day.
   */
  async setPair(
    pair: { startActorId?: number | null; endActorId?: number | null },
    { selectionMode = 'manual', confirmDistance }: { selectionMode?: SelectionMode; confirmDistance?: number } = {},
  ): Promise<GameSettings> {
    const playable = await this.assertPlayable(pair, confirmDistance);
    await this.ensureSettingsRow(true);
    await this.db.transaction((manager) => this.applyPair(manager, playable, 'manual', selectionMode));
    this.changed();
    return this.settings();
  }

  /**
   * Switches the mode, never the pair being played (DESIGN §7): the pair of this moment stays
   * until the next UTC rollover, where auto takes over. Moving `lastUpdated` to now is what
   * makes the rollover wait: an auto row updated today counts as today's (`isTodays`).
   */
  async setSelectionMode(selectionMode: SelectionMode): Promise<GameSettings> {
    // The pair being played: a rollover due since midnight happens first, so it is the one kept.
    await this.currentSettingsRow();
    const row = await this.ensureSettingsRow(true);
    if (row?.selectionMode === selectionMode) return this.settings();
    await this.db
      .getRepository(GameSettingsEntity)
      .update({ id: SETTINGS_ROW_ID }, { selectionMode, lastUpdated: this.clock.now() });
    this.changed();
    return this.settings();
  }

  /**
   * Stores a pair as the current one inside the caller's transaction: the settings row (mode
   * and `lastUpdated` too), the previous history row closed, a new one opened.
   */
  async applyPair(
    manager: EntityManager,
    pair: ActorPair,
    source: DailyPairSource,
    selectionMode?: SelectionMode,
  ): Promise<void> {
    // Announced now, inside the caller's transaction: readers keep reading the row while it settles.
    this.changed(false);
    const now = this.clock.now();
    const changes = { ...pair, lastUpdated: now, ...(selectionMode ? { selectionMode } : {}) };
    const updated = await manager.update(GameSettingsEntity, { id: SETTINGS_ROW_ID }, changes);
    if (!updated.affected) {
      await manager.insert(GameSettingsEntity, {
        id: SETTINGS_ROW_ID,
        selectionMode: selectionMode ?? 'auto',
        ...changes,
      });
    }
    await this.openHistoryRow(manager, pair, source, now);
  }

  private async openHistoryRow(manager: EntityManager, pair: ActorPair, source: DailyPairSource, now: Date) {
    await manager
      .createQueryBuilder()
      .update(DailyPairEntity)
      .set({ activeTo: now })
      .where('active_to IS NULL')
      .execute();
    await manager.insert(DailyPairEntity, { ...pair, ...this.parOf(pair), source, activeFrom: now, activeTo: null });
  }

  private async currentSettingsRow(): Promise<GameSettingsRow | null> {
    const row = await this.ensureSettingsRow();
    if (this.isTodays(row)) return row;
    // Yesterday's auto pair in memory: another instance may have stored today's already.
    const stored = await this.storedSettings();
    if (this.isTodays(stored)) {
      this.cache.changed();
      return stored;
    }
    this.pendingRollover ??= this.rollOver().finally(() => (this.pendingRollover = null));
    return this.pendingRollover;
  }

  /** A row that needs no rollover: manual mode, or an auto pair stored today (UTC). */
  private isTodays(row: GameSettingsRow | null): boolean {
    if (row?.selectionMode !== 'auto') return true;
    return row.lastUpdated.getTime() >= startOfUtcDay(this.clock.now()).getTime();
  }

  /** The settings row, from memory unless `fresh` (before a change); the default pair's when there is none yet. */
  private async ensureSettingsRow(fresh = false): Promise<GameSettingsRow | null> {
    return (await (fresh ? this.storedSettings() : this.cache.current())) ?? (await this.storeDefaultPairOnce());
  }

  protected async storedSettings(): Promise<GameSettingsRow | null> {
    return this.db.getRepository(GameSettingsEntity).findOneBy({ id: SETTINGS_ROW_ID });
  }

  /**
   * The first request of a UTC day in auto mode stores the day's pair. The update is conditional
   * on the row still being yesterday's, so with several instances exactly one stores it and the
   * others read it (DESIGN §13).
   */
  private async rollOver(): Promise<GameSettingsRow | null> {
    // A change scheduled for now takes precedence over the automatic pair (DESIGN §7).
    if ((await executeDueChanges(this.db, this, this.clock)) > 0) return this.storedSettings();
    const now = this.clock.now();
    const dayStart = startOfUtcDay(now);
    const current = await this.storedSettings();
    const pair =
      (await this.autoPairFor(now)) ??
      (await this.defaultPair()) ??
      (current?.startActorId && current.endActorId
        ? { startActorId: current.startActorId, endActorId: current.endActorId }
        : null);
    if (!pair) return current;
    await this.db.transaction(async (manager) => {
      const claimed = await manager
        .createQueryBuilder()
        .update(GameSettingsEntity)
        .set({ ...pair, lastUpdated: now })
        .where('id = :id AND selection_mode = :mode AND last_updated < :dayStart', {
          id: SETTINGS_ROW_ID,
          mode: 'auto',
          dayStart,
        })
        .execute();
      if (claimed.affected) await this.openHistoryRow(manager, pair, 'auto', now);
    });
    this.changed();
    return this.storedSettings();
  }

  /** The day's automatic pair (DESIGN §7): from the date, among well-known actors, none shown in the last 30 days. */
  private async autoPairFor(at: Date): Promise<ActorPair | null> {
    const dayStart = startOfUtcDay(at);
    const recent = await this.db
      .getRepository(DailyPairEntity)
      .createQueryBuilder('p')
      .where('p.activeTo IS NULL OR p.activeTo > :since', { since: addDays(dayStart, -AUTO_PAIR_REPEAT_DAYS) })
      .getMany();
    const shownRecently = new Set(recent.flatMap((p) => [p.startActorId, p.endActorId]));
    const candidates = await this.movieDatabase.wellKnownActors(AUTO_PAIR_CANDIDATES);
    return pickAutoPair({
      day: utcDay(at),
      candidateIds: candidates.map((a) => a.id).filter((id) => !shownRecently.has(id)),
      // Searching no deeper than a fitting pair can be keeps each try cheap on a large catalog.
      connectionsBetween: (startActorId, endActorId) =>
        this.movieDatabase.shortestChainLength(startActorId, endActorId, AUTO_PAIR_MAX_CONNECTIONS),
    });
  }

  private async storeDefaultPairOnce(): Promise<GameSettingsRow | null> {
    this.pendingDefault ??= this.storeDefaultPair().finally(() => (this.pendingDefault = null));
    return this.pendingDefault;
  }

  /**
   * Writes the default pair with its history row, once: when another instance (or request)
   * wrote the settings row first, its insert wins and this one reads it. A fresh install is in
   * auto mode, so the next UTC day brings a new pair with nobody at the panel.
   */
  private async storeDefaultPair(): Promise<GameSettingsRow | null> {
    const pair = await this.defaultPair();
    if (!pair) return null;
    const now = this.clock.now();
    try {
      await this.db.transaction(async (manager) => {
        await manager.insert(GameSettingsEntity, {
          id: SETTINGS_ROW_ID,
          selectionMode: 'auto',
          ...pair,
          lastUpdated: now,
        });
        await manager.insert(DailyPairEntity, {
          ...pair,
          ...this.parOf(pair),
          source: 'default',
          activeFrom: now,
          activeTo: null,
        });
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    this.changed();
    return this.storedSettings();
  }

  /** From the movie database, which reads the table when another instance stored the actor after this one started. */
  private async actor(id: number): Promise<Actor | null> {
    return (await this.movieDatabase.actorsByIds([id])).get(id) ?? null;
  }
}
