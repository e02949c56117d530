/**
 * Values worked out once per key and kept while the version they were worked out at holds. The
 * requests that ask while one is being worked out share it; a failed one is forgotten, so the
 * next request tries again. When `maxKeys` keys are held, all are dropped and kept anew.
 */
export class KeptByVersion<V> {
  private readonly kept = new Map<string, { version: string; value: Promise<V> }>();

  constructor(private readonly maxKeys: number) {}

  get(key: string, version: string, workOut: () => Promise<V>): Promise<V> {
    const known = this.kept.get(key);
    if (known?.version === version) return known.value;
    const value = workOut();
    if (this.kept.size >= this.maxKeys) this.kept.clear();
    this.kept.set(key, { version, value });
    value.catch(() => {
      if (this.kept.get(key)?.value === value) this.kept.delete(key);
    });
    return value;
  }
}
