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
 * Ends a suffix key before the owner number. It sorts below every character normalized text
 * can hold, so a key with its owner still sorts exactly where the bare suffix would.
 */
const OWNER_MARK = '\u0001';
/** Separates names in the joined haystack; normalized text never contains it. */
const SEPARATOR = '\n';

export class NameSearch {
  private readonly keys: string[];
  private readonly keyOwner: Int32Array;
  /** 0: the key is the whole name; else the key starts at a later word. */
  private readonly keyOffset: Int32Array;
  private readonly keyLength: Int32Array;
  private readonly normalized: string[];
  private readonly trigrams = new Map<string, Int32Array>();
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
      tagged.push(text + OWNER_MARK + owner);
      for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) {
        tagged.push(text.slice(at + 1) + OWNER_MARK + owner);
      }
    }
    // The default sort compares strings natively: several times faster than a comparator.
    tagged.sort();
    this.keys = tagged;
    this.keyOwner = new Int32Array(tagged.length);
    this.keyOffset = new Int32Array(tagged.length);
    this.keyLength = new Int32Array(tagged.length);
    for (let i = 0; i < tagged.length; i++) {
      const key = tagged[i]!;
      const mark = key.lastIndexOf(OWNER_MARK);
      const owner = Number(key.slice(mark + 1));
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
    let rarest: Int32Array | undefined;
    for (let at = 0; at + 3 <= q.length; at++) {
      const owners = this.trigrams.get(q.slice(at, at + 3));
      if (!owners) return; // some trigram of the query occurs nowhere
      if (!rarest || owners.length < rarest.length) rarest = owners;
    }
    for (const owner of rarest!) if (this.normalized[owner]!.includes(q)) offer(owner);
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

  private indexTrigrams(): void {
    const lists = new Map<string, number[]>();
    for (let owner = 0; owner < this.normalized.length; owner++) {
      const text = this.normalized[owner]!;
      for (let at = 0; at + 3 <= text.length; at++) {
        const key = text.slice(at, at + 3);
        const list = lists.get(key);
        if (!list) lists.set(key, [owner]);
        else if (list[list.length - 1] !== owner) list.push(owner);
      }
    }
    for (const [key, list] of lists) this.trigrams.set(key, Int32Array.from(list));
  }

  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < q) lo = mid + 1;
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
