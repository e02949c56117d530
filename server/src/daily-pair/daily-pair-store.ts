/**
 * The daily pair in the database (DESIGN §7): the single game_settings row holds the current
 * pair, the selection mode and `lastUpdated`; every change of pair closes the open daily_pairs
 * history row and opens one, with the pair's par. Every write here drops the row held in memory
 * and announces the change to the other instances.
 */
import type { SelectionMode } from '@cinema/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { DailyPairEntity, GameSettingsEntity, type DailyPairSource, type GameSettingsRow } from '../db/entities';
import { isDuplicateKeyError } from '../db/duplicate-key';
import type { Clock } from '../clock';
import type { DailyPairCache } from './daily-pair-cache';
import type { ActorPair } from './pair-rules';

/** The one row of game_settings. */
export const SETTINGS_ROW_ID = 1;

/**
 * Par and the count of optimal chains of a pair, stored with its history row: searched on the
 * catalog's search thread, so a change of pair never holds the event loop.
 */
export type ParFactsOf = (pair: ActorPair) => Promise<PairFacts>;

/** What a pair's history row stores of its searches: asked before a transaction, never inside one. */
export interface PairFacts {
  par: number | null;
  optimalChainCount: number | null;
}

export function readSettingsRow(db: DataSource): Promise<GameSettingsRow | null> {
  return db.getRepository(GameSettingsEntity).findOneBy({ id: SETTINGS_ROW_ID });
}

export class DailyPairStore {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly cache: DailyPairCache,
    /** Searched before the transaction that stores the pair, so no lock waits on a search. */
    readonly parFactsOf: ParFactsOf,
  ) {}

  read(): Promise<GameSettingsRow | null> {
    return readSettingsRow(this.db);
  }

  /** The admin's pair, with its history row; `selectionMode` switches the mode with it. */
  async setPair(pair: ActorPair, selectionMode: SelectionMode): Promise<void> {
    const facts = await this.parFactsOf(pair);
    await this.db.transaction((manager) => this.applyPair(manager, pair, facts, 'manual', selectionMode));
    this.cache.changed();
  }

  /** The mode, with `lastUpdated` now: an auto row updated today counts as today's. */
  async setMode(selectionMode: SelectionMode): Promise<void> {
    await this.db
      .getRepository(GameSettingsEntity)
      .update({ id: SETTINGS_ROW_ID }, { selectionMode, lastUpdated: this.clock.now() });
    this.cache.changed();
  }

  /**
   * Stores a pair as the current one inside the caller's transaction: the settings row (mode
   * and `lastUpdated` too), the previous history row closed, a new one opened.
   */
  async applyPair(
    manager: EntityManager,
    pair: ActorPair,
    facts: PairFacts,
    source: DailyPairSource,
    selectionMode?: SelectionMode,
  ): Promise<void> {
    // Announced now, inside the caller's transaction: readers keep reading the row while it settles.
    this.cache.changed(false);
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
    await this.openHistoryRow(manager, { ...pair, ...facts }, source, now);
  }

  /**
   * Stores the day's automatic pair if the row is still an auto row of before `dayStart`: with
   * several instances exactly one stores it (DESIGN §13).
   */
  async claimRollover(pair: ActorPair, now: Date, dayStart: Date): Promise<void> {
    const facts = await this.parFactsOf(pair);
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
      if (claimed.affected) await this.openHistoryRow(manager, { ...pair, ...facts }, 'auto', now);
    });
    this.cache.changed();
  }

  /**
   * The default pair as a fresh install's first, in auto mode, once: when another instance (or
   * request) wrote the settings row first, its insert wins.
   */
  async insertDefault(pair: ActorPair): Promise<void> {
    const now = this.clock.now();
    const facts = await this.parFactsOf(pair);
    try {
      await this.db.transaction(async (manager) => {
        await manager.insert(GameSettingsEntity, {
          id: SETTINGS_ROW_ID,
          selectionMode: 'auto',
          ...pair,
          lastUpdated: now,
        });
        await manager.insert(DailyPairEntity, historyRow({ ...pair, ...facts }, 'default', now));
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    this.cache.changed();
  }

  /** The actors of every pair shown since `since` (the open row included). */
  async actorsShownSince(since: Date): Promise<Set<number>> {
    const recent = await this.db
      .getRepository(DailyPairEntity)
      .createQueryBuilder('p')
      .where('p.activeTo IS NULL OR p.activeTo > :since', { since })
      .getMany();
    return new Set(recent.flatMap((p) => [p.startActorId, p.endActorId]));
  }

  private async openHistoryRow(
    manager: EntityManager,
    pair: ActorPair & PairFacts,
    source: DailyPairSource,
    now: Date,
  ) {
    await manager
      .createQueryBuilder()
      .update(DailyPairEntity)
      .set({ activeTo: now })
      .where('active_to IS NULL')
      .execute();
    await manager.insert(DailyPairEntity, historyRow(pair, source, now));
  }
}

function historyRow(pair: ActorPair & PairFacts, source: DailyPairSource, now: Date) {
  return { ...pair, source, activeFrom: now, activeTo: null };
}
