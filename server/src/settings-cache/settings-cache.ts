/**
 * The settings row held in memory (DESIGN §13): requests read it from here, and the row is read
 * again from the database at most once every `refreshMs` (0: on every request), at once after
 * a change this instance made, and at once when another instance announces one (Redis). Answers
 * derived from the row (today's actors, the daily puzzle) are remembered with it and dropped
 * whenever it changes.
 */

/**
 * After a change, the row is read on every request for this long: a change made inside a
 * transaction is announced before it commits, and readers must not keep the row of before.
 */
const SETTLE_MS = 1_000;

interface Remembered {
  version: number;
  scope: string;
  value: Promise<unknown>;
}

export class SettingsCache<Row> {
  private snapshot: { row: Row; checkedAt: number } | null = null;
  /** Bumped by every change: a read started before it is not kept. */
  private generation = 0;
  /** Bumped whenever the row held changes: what was remembered from the old one is dropped. */
  private version = 0;
  private pending: { generation: number; row: Promise<Row> } | null = null;
  private settleUntil = 0;
  private readonly remembered = new Map<string, Remembered>();

  constructor(
    private readonly read: () => Promise<Row>,
    private readonly same: (a: Row, b: Row) => boolean,
    private readonly refreshMs: () => number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The row: from memory while it is fresh, else one read shared by the requests that wait for it. */
  async current(): Promise<Row> {
    const at = this.now();
    const held = this.snapshot;
    if (held && at >= this.settleUntil && at - held.checkedAt < this.refreshMs()) return held.row;
    return this.reread();
  }

  /**
   * A change was made or announced: the next request reads the row. A change not committed yet
   * (`settling`) has each request read it for SETTLE_MS; a committed one ends that at once.
   */
  changed(settling = false): void {
    this.generation++;
    this.version++;
    this.snapshot = null;
    this.pending = null;
    this.remembered.clear();
    this.settleUntil = settling ? this.now() + SETTLE_MS : 0;
  }

  /**
   * An answer derived from the row (call `current()` first), computed once per row held and
   * `scope` (e.g. the UTC day it depends on); computed afresh while a change settles.
   */
  remember<T>(key: string, scope: string, compute: () => Promise<T>): Promise<T> {
    if (this.now() < this.settleUntil || this.refreshMs() === 0) return compute();
    const hit = this.remembered.get(key);
    if (hit && hit.version === this.version && hit.scope === scope) return hit.value as Promise<T>;
    const value = compute();
    this.remembered.set(key, { version: this.version, scope, value });
    value.catch(() => {
      if (this.remembered.get(key)?.value === value) this.remembered.delete(key);
    });
    return value;
  }

  private reread(): Promise<Row> {
    const { generation } = this;
    if (this.pending?.generation === generation) return this.pending.row;
    const started = this.now();
    const row = this.read().then((found) => {
      if (this.generation === generation) this.keep(found, started);
      return found;
    });
    const pending = { generation, row };
    this.pending = pending;
    const clear = () => {
      if (this.pending === pending) this.pending = null;
    };
    row.then(clear, clear);
    return row;
  }

  private keep(row: Row, checkedAt: number): void {
    // With none held, the change that dropped the last one already dropped what was remembered.
    if (this.snapshot && !this.same(this.snapshot.row, row)) {
      this.version++;
      this.remembered.clear();
    }
    this.snapshot = { row, checkedAt };
  }
}
