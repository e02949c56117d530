/**
 * The daily pair (DESIGN §7), as the rest of the server asks for it: today's settings and
 * actors, answers remembered with today's pair, and the admin's changes. The parts: the
 * database rows (./daily-pair-store), the row held in memory and shared through Redis
 * (./daily-pair-cache), the default pair and the UTC rollover (./rollover), and the rules of a
 * playable pair (./pair-rules). Everything lives in the database so every instance and every
 * restart agrees.
 */
import type { DailyActors, GameSettings, SelectionMode } from '@cinema/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { MovieDatabase } from '../catalog/movie-database';
import { utcDay, type Clock } from '../clock';
import { DailyPairCache } from './daily-pair-cache';
import { DailyPairStore, readSettingsRow, type ParFactsOf } from './daily-pair-store';
import { assertPlayable, connectionsBetween, type ActorPair } from './pair-rules';
import { DailyPairRollover } from './rollover';

/** What settings answer while no pair can be resolved: stable, so pollers see no change. */
const NO_PAIR_SINCE = new Date(0);

export class DailyPairService {
  readonly store: DailyPairStore;
  private readonly cache: DailyPairCache;
  private readonly rollover: DailyPairRollover;

  constructor(
    config: AppConfig,
    db: DataSource,
    private readonly movieDatabase: MovieDatabase,
    private readonly clock: Clock,
    parFactsOf: ParFactsOf,
  ) {
    this.cache = new DailyPairCache(config, () => readSettingsRow(db));
    this.store = new DailyPairStore(db, clock, this.cache, parFactsOf);
    this.rollover = new DailyPairRollover({ config, db, store: this.store, cache: this.cache, movieDatabase, clock });
  }

  /** Announces this instance's changes to the others, and hears theirs, through Redis (DESIGN §13). */
  shareChangesThrough(redisUrl: string, log: FastifyBaseLogger): void {
    this.cache.shareChangesThrough(redisUrl, log);
  }

  /** True while changes of other instances are heard through Redis. */
  get hearsChanges(): boolean {
    return this.cache.hearsChanges;
  }

  close(): Promise<void> {
    return this.cache.close();
  }

  /**
   * An answer derived from today's pair (today's actors, the daily puzzle), computed once while
   * the settings row and the UTC day stay the same: no table is read for it in between.
   */
  async remembered<T>(key: string, compute: () => Promise<T>): Promise<T> {
    await this.rollover.today();
    return this.cache.remember(key, utcDay(this.clock.now()), compute);
  }

  async settings(): Promise<GameSettings> {
    const row = await this.rollover.today();
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
    return this.remembered('dailyActors', async () => {
      const pair = await this.currentPair();
      if (!pair) return { startActor: null, endActor: null };
      const actors = await this.movieDatabase.actorsByIds([pair.startActorId, pair.endActorId]);
      return { startActor: actors.get(pair.startActorId) ?? null, endActor: actors.get(pair.endActorId) ?? null };
    });
  }

  /** The default pair's actors, by name: configured names win over the starter catalog's. */
  defaultPair(): Promise<ActorPair | null> {
    return this.rollover.defaultPair();
  }

  /** The shortest chain's length between two stored actors, or null when no chain a game allows joins them. */
  connectionsBetween(pair: ActorPair): Promise<number | null> {
    return connectionsBetween(this.movieDatabase, pair);
  }

  /** See ./pair-rules. */
  assertPlayable(
    pair: { startActorId?: number | null; endActorId?: number | null },
    confirmDistance?: number,
  ): Promise<ActorPair> {
    return assertPlayable(this.movieDatabase, pair, confirmDistance);
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
    await this.rollover.row(true);
    await this.store.setPair(playable, selectionMode);
    return this.settings();
  }

  /**
   * Switches the mode, never the pair being played (DESIGN §7): the pair of this moment stays
   * until the next UTC rollover, where auto takes over. Moving `lastUpdated` to now is what
   * makes the rollover wait: an auto row updated today counts as today's.
   */
  async setSelectionMode(selectionMode: SelectionMode): Promise<GameSettings> {
    // The pair being played: a rollover due since midnight happens first, so it is the one kept.
    await this.rollover.today();
    const row = await this.rollover.row(true);
    if (row?.selectionMode === selectionMode) return this.settings();
    await this.store.setMode(selectionMode);
    return this.settings();
  }
}
