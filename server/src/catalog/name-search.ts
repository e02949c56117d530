/**
 * Ranked, accent-insensitive name search over a fixed list of names (DESIGN §4).
 *
 * Rank: exact name > prefix of the full name > prefix of a later word > substring; within a
 * tier the caller's order (popularity, then name) decides. The first three tiers come from a
 * sorted list of "word suffixes" ("tom hanks", "hanks") found by binary search, so even a
 * one-letter query reads only the names that have a word starting with it, from typed arrays.
 * Substrings are looked up only when the better tiers leave the page unfilled: through a
 * trigram index for queries of three characters or more, else by scanning one joined string.
 */
import { normalizeText } from '@cinema/shared';

const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const SUBSTRING = 3;

/**
 * Ends a suffix key before its owner, written as four characters of one byte each (below
 * U+0100, so a Latin key stays a one-byte string, quicker to sort). The mark sorts below every
 * character normalized text can hold, so a key with its owner still sorts exactly where the
 * bare suffix would.
 */
const OWNER_MARK = '\u0001';
/** Separates names in the joined haystack; normalized text never contains it. */
const SEPARATOR = '\n';

export class NameSearch {
  /**
   * Key i is the last `keyLength[i]` characters of `normalized[keyOwner[i]]`; the sorted key
   * strings are dropped once sorted, since each can be read back from its owner's name.
   */
  private readonly keyCount: number;
  private readonly keyOwner: Int32Array;
  /** 0: the key is the whole name; else the key starts at a later word. */
  private readonly keyOffset: Int32Array;
  private readonly keyLength: Int32Array;
  private readonly normalized: string[];
  /** Trigram → its slot; slot s's owners are `trigramOwners[trigramStarts[s]]` up to the next slot's start. */
  private readonly trigramSlots = new Map<string, number>();
  private trigramStarts = new Int32Array(1);
  private trigramOwners = new Int32Array(0);
  private haystack: string | null = null;
  private haystackStarts: Int32Array | null = null;

  /**
   * @param names one per entry
   * @param order position of each entry in the tie-break order (0 = best): a permutation
   * @param normalized `normalizeText` of each name, when the caller has it already
   */
  constructor(
    names: readonly string[],
    private readonly order: Int32Array,
    normalized?: string[],
  ) {
    this.normalized = normalized ?? names.map((n) => normalizeText(n));
    const tagged: string[] = [];
    for (let owner = 0; owner < this.normalized.length; owner++) {
      const text = this.normalized[owner]!;
      if (!text) continue;
      const tag =
        OWNER_MARK + String.fromCharCode(owner >>> 24, (owner >>> 16) & 255, (owner >>> 8) & 255, owner & 255);
      tagged.push(text + tag);
      for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) {
        tagged.push(text.slice(at + 1) + tag);
      }
    }
    // The default sort compares strings natively: several times faster than a comparator.
    tagged.sort();
    this.keyCount = tagged.length;
    this.keyOwner = new Int32Array(tagged.length);
    this.keyOffset = new Int32Array(tagged.length);
    this.keyLength = new Int32Array(tagged.length);
    for (let i = 0; i < tagged.length; i++) {
      const key = tagged[i]!;
      const mark = key.length - 5;
      const owner =
        (key.charCodeAt(mark + 1) << 24) |
        (key.charCodeAt(mark + 2) << 16) |
        (key.charCodeAt(mark + 3) << 8) |
        key.charCodeAt(mark + 4);
      this.keyOwner[i] = owner;
      this.keyLength[i] = mark;
      this.keyOffset[i] = this.normalized[owner]!.length - mark;
    }
    this.indexTrigrams();
  }

  /** Entries matching the query, best first; [] for a blank query. */
  search(query: string, limit: number): number[] {
    const q = normalizeText(query);
    if (!q || limit <= 0) return [];
    const top = new Best(limit);
    const tierSize = this.order.length;
    const end = this.lowerBound(q + '\uffff');
    for (let i = this.lowerBound(q); i < end; i++) {
      const owner = this.keyOwner[i]!;
      const tier = this.keyOffset[i] !== 0 ? WORD_PREFIX : this.keyLength[i] === q.length ? EXACT : PREFIX;
      top.offer(owner, tier * tierSize + this.order[owner]!);
    }
    if (!top.full) {
      // Every earlier match is in `top` (nothing is dropped before it is full): skip those.
      const offer = (owner: number) => {
        if (!top.has(owner)) top.offer(owner, SUBSTRING * tierSize + this.order[owner]!);
      };
      if (q.length >= 3) this.substringsByTrigram(q, offer);
      else this.substringsByScan(q, offer);
    }
    return top.owners;
  }

  private substringsByTrigram(q: string, offer: (owner: number) => void): void {
    let rarest = -1;
    let rarestSize = 0;
    for (let at = 0; at + 3 <= q.length; at++) {
      const slot = this.trigramSlots.get(q.slice(at, at + 3));
      if (slot === undefined) return; // some trigram of the query occurs nowhere
      const size = this.trigramStarts[slot + 1]! - this.trigramStarts[slot]!;
      if (rarest === -1 || size < rarestSize) [rarest, rarestSize] = [slot, size];
    }
    for (let i = this.trigramStarts[rarest]!; i < this.trigramStarts[rarest + 1]!; i++) {
      const owner = this.trigramOwners[i]!;
      if (this.normalized[owner]!.includes(q)) offer(owner);
    }
  }

  private substringsByScan(q: string, offer: (owner: number) => void): void {
    if (this.haystack === null) {
      this.haystack = this.normalized.join(SEPARATOR) + SEPARATOR;
      this.haystackStarts = new Int32Array(this.normalized.length + 1);
      let offset = 0;
      this.normalized.forEach((text, owner) => {
        this.haystackStarts![owner] = offset;
        offset += text.length + SEPARATOR.length;
      });
      this.haystackStarts[this.normalized.length] = offset;
    }
    const starts = this.haystackStarts!;
    for (let at = this.haystack.indexOf(q); at !== -1;) {
      const owner = upperBound(starts, at) - 1;
      offer(owner);
      at = this.haystack.indexOf(q, starts[owner + 1]!);
    }
  }

  /**
   * One pass numbers the trigrams and notes each name's distinct ones in order; a second lays
   * every trigram's owners side by side in one array (ascending, as names are read in order).
   */
  private indexTrigrams(): void {
    const lastOwner: number[] = [];
    const sizes: number[] = [];
    let noted = new Int32Array(1024);
    let notedCount = 0;
    const notedEnd = new Int32Array(this.normalized.length);
    for (let owner = 0; owner < this.normalized.length; owner++) {
      const text = this.normalized[owner]!;
      for (let at = 0; at + 3 <= text.length; at++) {
        const key = text.slice(at, at + 3);
        let slot = this.trigramSlots.get(key);
        if (slot === undefined) {
          slot = sizes.length;
          this.trigramSlots.set(key, slot);
          sizes.push(0);
          lastOwner.push(-1);
        }
        if (lastOwner[slot] === owner) continue;
        lastOwner[slot] = owner;
        sizes[slot]!++;
        if (notedCount === noted.length) {
          const grown = new Int32Array(2 * noted.length);
          grown.set(noted);
          noted = grown;
        }
        noted[notedCount++] = slot;
      }
      notedEnd[owner] = notedCount;
    }
    const starts = new Int32Array(sizes.length + 1);
    for (let slot = 0; slot < sizes.length; slot++) starts[slot + 1] = starts[slot]! + sizes[slot]!;
    const owners = new Int32Array(notedCount);
    const cursor = starts.slice(0, sizes.length);
    for (let owner = 0, i = 0; owner < notedEnd.length; owner++) {
      for (; i < notedEnd[owner]!; i++) owners[cursor[noted[i]!]!++] = owner;
    }
    this.trigramStarts = starts;
    this.trigramOwners = owners;
  }

  /**
   * First key not below `q`. A key compares with a normalized query as its bare suffix would
   * (see OWNER_MARK), so the suffix is read back from the owner's name.
   */
  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.keyCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const text = this.normalized[this.keyOwner[mid]!]!;
      if (text.slice(text.length - this.keyLength[mid]!) < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** First index whose value is greater than `value` in an ascending array. */
function upperBound(values: Int32Array, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The `size` lowest-scored distinct owners, in order; an owner keeps its best score. */
class Best {
  readonly owners: number[] = [];
  private readonly scores: number[] = [];

  constructor(private readonly size: number) {}

  get full(): boolean {
    return this.owners.length === this.size;
  }

  has(owner: number): boolean {
    return this.owners.includes(owner);
  }

  offer(owner: number, score: number): void {
    if (this.full && score >= this.scores[this.size - 1]!) return;
    const existing = this.owners.indexOf(owner);
    if (existing !== -1) {
      if (this.scores[existing]! <= score) return;
      this.owners.splice(existing, 1);
      this.scores.splice(existing, 1);
    }
    let at = this.owners.length;
    while (at > 0 && this.scores[at - 1]! > score) at--;
    this.owners.splice(at, 0, owner);
    this.scores.splice(at, 0, score);
    if (this.owners.length > this.size) {
      this.owners.pop();
      this.scores.pop();
    }
  }
}
