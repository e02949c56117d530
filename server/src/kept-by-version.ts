/**
 * Values worked out once per key and kept while the version they were worked out at holds: a
 * leaderboard's boards and pages, a pair's optimal chains. The requests that ask while one is
 * being worked out share it; a failed one is forgotten, so the next request tries again. At most
 * `capacity` keys are kept, the least recently used dropped.
 */
import { RecentMap } from './recent-map';

export class KeptByVersion<V> {
  private readonly kept: RecentMap<string, { version: string; value: Promise<V> }>;

  constructor(capacity: number) {
    this.kept = new RecentMap(capacity);
  }

  get(key: string, version: string, workOut: () => Promise<V>): Promise<V> {
    const known = this.kept.get(key);
    if (known?.version === version) return known.value;
    const value = workOut();
    this.kept.set(key, { version, value });
    value.catch(() => {
      if (this.kept.get(key)?.value === value) this.kept.delete(key);
    });
    return value;
  }
}
