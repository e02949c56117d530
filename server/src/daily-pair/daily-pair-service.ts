/**
 * The daily pair (DESIGN §7): the single game_settings row holds the current pair; every change
 * writes a daily_pairs history row. Until an admin chooses, the default pair (configured names,
 * else the starter catalog's) is written on first need. The row lives in the database so every
 * instance sees the same pair; nothing is cached here.
 */
import type { Actor, DailyActors, GameSettings } from '@cinema/shared';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { toApiActor } from '../catalog/catalog-entities';
import type { CatalogIndex } from '../catalog/catalog-index';
import { defaultDailyPair } from '../catalog/starter/default-pair';
import { DailyPairEntity, GameSettingsEntity, type GameSettingsRow } from '../db/entities';
// The game engineer's helper; it belongs in db/ once both sides settle.
import { isDuplicateKeyError } from '../db/duplicate-key';

export interface ActorPair {
  startActorId: number;
  endActorId: number;
}

/** The one row of game_settings. */
export const SETTINGS_ROW_ID = 1;

/** What settings answer while no pair can be resolved: stable, so pollers see no change. */
const NO_PAIR_SINCE = new Date(0);

export class DailyPairService {
  /** Requests of this instance that find no settings row wait for one write of the default pair. */
  private pendingDefault: Promise<GameSettingsRow | null> | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly catalog: CatalogIndex,
  ) {}

  async settings(): Promise<GameSettings> {
    const row = (await this.storedSettings()) ?? (await this.storeDefaultPairOnce());
    return {
      selectionMode: row?.selectionMode ?? 'manual',
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
    const pair = await this.currentPair();
    if (!pair) return { startActor: null, endActor: null };
    const [startActor, endActor] = await Promise.all([this.actor(pair.startActorId), this.actor(pair.endActorId)]);
    return { startActor, endActor };
  }

  /** The default pair's actors, by name: configured names win over the starter catalog's. */
  defaultPair(): ActorPair | null {
    const startName = this.config.defaultPair.startActorName ?? defaultDailyPair.startActorName;
    const endName = this.config.defaultPair.endActorName ?? defaultDailyPair.endActorName;
    const start = this.catalog.actorsByName(startName)[0];
    const end = this.catalog.actorsByName(endName)[0];
    if (!start || !end || start.id === end.id) return null;
    return { startActorId: start.id, endActorId: end.id };
  }

  protected async storedSettings(): Promise<GameSettingsRow | null> {
    return this.db.getRepository(GameSettingsEntity).findOneBy({ id: SETTINGS_ROW_ID });
  }

  private async storeDefaultPairOnce(): Promise<GameSettingsRow | null> {
    this.pendingDefault ??= this.storeDefaultPair().finally(() => (this.pendingDefault = null));
    return this.pendingDefault;
  }

  /**
   * Writes the default pair with its history row, once: when another instance (or request)
   * wrote the settings row first, its insert wins and this one reads it.
   */
  private async storeDefaultPair(): Promise<GameSettingsRow | null> {
    const pair = this.defaultPair();
    if (!pair) return null;
    const now = new Date();
    try {
      await this.db.transaction(async (manager) => {
        await manager.insert(GameSettingsEntity, {
          id: SETTINGS_ROW_ID,
          selectionMode: 'manual',
          ...pair,
          lastUpdated: now,
        });
        await manager.insert(DailyPairEntity, { ...pair, source: 'default', activeFrom: now, activeTo: null });
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    return this.storedSettings();
  }

  /** From the index, which reads the table when another instance stored the actor after this one loaded. */
  private async actor(id: number): Promise<Actor | null> {
    const known = (await this.catalog.actorsByIds([id])).get(id);
    return known ? toApiActor(known) : null;
  }
}
