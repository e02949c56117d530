/**
 * The settings row held in memory (../settings-cache, DESIGN §13): requests read no table while
 * it is fresh; every change of this instance drops it at once and is announced to the other
 * instances through Redis, whose changes drop it here in turn.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { GameSettingsRow } from '../db/entities';
import { SettingsCache } from '../settings-cache/settings-cache';
import { redisSettingsChannel, type SettingsChannel } from '../settings-cache/settings-channel';

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

export class DailyPairCache {
  private readonly cache: SettingsCache<GameSettingsRow | null>;
  private channel: SettingsChannel | null = null;

  constructor(config: Pick<AppConfig, 'settingsRefreshMs'>, read: () => Promise<GameSettingsRow | null>) {
    const refreshMs = config.settingsRefreshMs ?? 0;
    this.cache = new SettingsCache(read, sameSettings, () =>
      refreshMs > 0 && this.channel?.listening ? Math.max(refreshMs, ANNOUNCED_REFRESH_MS) : refreshMs,
    );
  }

  /** Announces this instance's changes to the others, and hears theirs, through Redis. */
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

  /** The row: from memory while it is fresh. */
  current(): Promise<GameSettingsRow | null> {
    return this.cache.current();
  }

  /** An answer derived from the row held, computed once while the row and `scope` (the UTC day) stay the same. */
  remember<T>(key: string, scope: string, compute: () => Promise<T>): Promise<T> {
    return this.cache.remember(key, scope, compute);
  }

  /** The row changed here (or is changing, inside a transaction): read it again, and tell the other instances. */
  changed(committed = true): void {
    this.cache.changed(!committed);
    this.channel?.announce(committed);
  }

  /** Another instance changed the row and this one found out by reading it: read it again, telling nobody. */
  reload(): void {
    this.cache.changed();
  }
}
