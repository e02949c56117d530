/**
 * Today's settings row (DESIGN §7): a fresh install stores the default pair on its first
 * request; in auto mode the first request of each UTC day stores that day's pair, unless a
 * scheduled change is due, which takes precedence. Requests of this instance wait for one such
 * write rather than each trying their own.
 */
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { MovieDatabase } from '../catalog/movie-database';
import { defaultDailyPair } from '../catalog/starter/default-pair';
import type { GameSettingsRow } from '../db/entities';
import { addDays, startOfUtcDay, utcDay, type Clock } from '../clock';
import { AUTO_PAIR_CANDIDATES, AUTO_PAIR_MAX_CONNECTIONS, AUTO_PAIR_REPEAT_DAYS, pickAutoPair } from './auto-pair';
import type { DailyPairCache } from './daily-pair-cache';
import type { DailyPairStore } from './daily-pair-store';
import type { ActorPair } from './pair-rules';
import { executeDueChanges } from './scheduled-changes';

export class DailyPairRollover {
  /** Requests that find no settings row wait for one write of the default pair. */
  private pendingDefault: Promise<GameSettingsRow | null> | null = null;
  /** Requests that find yesterday's auto pair wait for one rollover. */
  private pendingRollover: Promise<GameSettingsRow | null> | null = null;

  constructor(
    private readonly parts: {
      config: Pick<AppConfig, 'defaultPair'>;
      db: DataSource;
      store: DailyPairStore;
      cache: DailyPairCache;
      movieDatabase: MovieDatabase;
      clock: Clock;
    },
  ) {}

  /** Today's row: rolled over first when it holds yesterday's auto pair. */
  async today(): Promise<GameSettingsRow | null> {
    const { store, cache } = this.parts;
    const row = await this.row();
    if (this.isTodays(row)) return row;
    // Yesterday's auto pair in memory: another instance may have stored today's already.
    const stored = await store.read();
    if (this.isTodays(stored)) {
      cache.reload();
      return stored;
    }
    this.pendingRollover ??= this.rollOver().finally(() => (this.pendingRollover = null));
    return this.pendingRollover;
  }

  /** The settings row, from memory unless `fresh` (before a change); the default pair's when there is none yet. */
  async row(fresh = false): Promise<GameSettingsRow | null> {
    const { store, cache } = this.parts;
    return (await (fresh ? store.read() : cache.current())) ?? (await this.storeDefaultPairOnce());
  }

  /** The default pair's actors, by name: configured names win over the starter catalog's. */
  async defaultPair(): Promise<ActorPair | null> {
    const { config, movieDatabase } = this.parts;
    const startName = config.defaultPair.startActorName ?? defaultDailyPair.startActorName;
    const endName = config.defaultPair.endActorName ?? defaultDailyPair.endActorName;
    const [[start], [end]] = await Promise.all([
      movieDatabase.actorsByName(startName),
      movieDatabase.actorsByName(endName),
    ]);
    if (!start || !end || start.id === end.id) return null;
    return { startActorId: start.id, endActorId: end.id };
  }

  /** A row that needs no rollover: manual mode, or an auto pair stored today (UTC). */
  private isTodays(row: GameSettingsRow | null): boolean {
    if (row?.selectionMode !== 'auto') return true;
    return row.lastUpdated.getTime() >= startOfUtcDay(this.parts.clock.now()).getTime();
  }

  private async rollOver(): Promise<GameSettingsRow | null> {
    const { db, store, clock } = this.parts;
    if ((await executeDueChanges(db, store, clock)) > 0) return store.read();
    const now = clock.now();
    const current = await store.read();
    const pair =
      (await this.autoPairFor(now)) ??
      (await this.defaultPair()) ??
      (current?.startActorId && current.endActorId
        ? { startActorId: current.startActorId, endActorId: current.endActorId }
        : null);
    if (!pair) return current;
    await store.claimRollover(pair, now, startOfUtcDay(now));
    return store.read();
  }

  /** The day's automatic pair: from the date, among well-known actors, none shown in the last 30 days. */
  private async autoPairFor(at: Date): Promise<ActorPair | null> {
    const { store, movieDatabase } = this.parts;
    const shownRecently = await store.actorsShownSince(addDays(startOfUtcDay(at), -AUTO_PAIR_REPEAT_DAYS));
    const candidates = await movieDatabase.wellKnownActors(AUTO_PAIR_CANDIDATES);
    return pickAutoPair({
      day: utcDay(at),
      candidateIds: candidates.map((a) => a.id).filter((id) => !shownRecently.has(id)),
      // Searching no deeper than a fitting pair can be keeps each try cheap on a large catalog.
      connectionsBetween: (startActorId, endActorId) =>
        movieDatabase.shortestChainLength(startActorId, endActorId, AUTO_PAIR_MAX_CONNECTIONS),
    });
  }

  private storeDefaultPairOnce(): Promise<GameSettingsRow | null> {
    this.pendingDefault ??= this.storeDefaultPair().finally(() => (this.pendingDefault = null));
    return this.pendingDefault;
  }

  private async storeDefaultPair(): Promise<GameSettingsRow | null> {
    const pair = await this.defaultPair();
    if (!pair) return null;
    await this.parts.store.insertDefault(pair);
    return this.parts.store.read();
  }
}
