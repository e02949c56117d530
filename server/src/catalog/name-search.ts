/**
 * Ranked, accent-insensitive name search over a fixed list of names (DESIGN §4).
 *
 * Rank: exact name > prefix of the full name > prefix of a later word > substring; within a
 * tier the caller's order (popularity, then name) decides. The first three tiers come from a
 * sorted list of "word suffixes" ("tom hanks", "hanks") found by binary search, so even a
 * one-letter query reads only the names that have a word starting with it, from typed arrays.
 * The list is sorted by a radix quicksort over the names' characters laid out in one typed
 * array: on a catalog of 350k titles, sorting the suffixes as strings took seconds at start-up.
 * Substrings are looked up only when the better tiers leave the page unfilled: through a
 * trigram index for queries of three characters or more, else by scanning one joined string.
 */
import { normalizeText } from '@cinema/shared';

const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const SUBSTRING = 3;

/** Separates names in the joined haystack; normalized text never contains it. */
const SEPARATOR = '\n';
/** Below this many keys a range is sorted by insertion rather than partitioned again. */
const INSERTION_SORT_BELOW = 12;
/** A trigram whose three characters all rank below this is keyed by a number, else by its text. */
const RANK_LIMIT = 1024;
/** Ends each name in the character buffer the build reads: below every character's rank. */
const END = 0;

export class NameSearch {
  /**
   * Key i is the last `keyLength[i]` characters of `normalized[keyOwner[i]]`: the whole name or
   * the part from a later word on. Keys are sorted as their texts compare, then by owner; no
   * key text is ever built, since each can be read from its owner's name.
   */
  private readonly keyCount: number;
  private readonly keyOwner: Int32Array;
  /** 0: the key is the whole name; else the key starts at a later word. */
  private readonly keyOffset: Int32Array;
  private readonly keyLength: Int32Array;
  private readonly normalized: string[];
  private readonly order: Int32Array;
  /**
   * Each character the names hold numbered from 1 in code unit order (0: in no name), so that
   * ranks compare as the characters do and a trigram of ranks below RANK_LIMIT is one small
   * integer (`trigramKey`).
   */
  private readonly charRank = new Uint16Array(65536);
  /** Trigram → its slot; slot s's owners are `trigramOwners[trigramStarts[s]]` up to the next slot's start. */
  private readonly trigramSlots = new Map<number | string, number>();
  private trigramStarts = new Int32Array(1);
  private trigramOwners = new Int32Array(0);
  private haystack: string | null = null;
  private haystackStarts: Int32Array | null = null;

  /**
   * @param names one per entry
   * @param order position of each entry in the tie-break order (0 = best): a permutation
   * @param normalized `normalizeText` of each name, when the caller has it already
   */
  constructor(names: readonly string[], order: Int32Array, normalized?: string[]);
  /** With the order worked out from each name's alphabetical rank (see `ranked`). */
  constructor(names: readonly string[], order: (nameRank: Int32Array) => Int32Array, normalized?: string[]);
  constructor(
    names: readonly string[],
    order: Int32Array | ((nameRank: Int32Array) => Int32Array),
    normalized?: string[],
  ) {
    this.normalized = normalized ?? names.map((n) => normalizeText(n));
    // Every name's characters as ranks, side by side, each name followed by END: the build reads
    // them from this one typed array rather than from the strings.
    const chars = this.rankedCharacters();
    const textStart = new Int32Array(this.normalized.length + 1);
    let keyCount = 0;
    for (let owner = 0; owner < this.normalized.length; owner++) {
      const text = this.normalized[owner]!;
      textStart[owner + 1] = textStart[owner]! + text.length + 1;
      if (!text) continue;
      keyCount++;
      for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) keyCount++;
    }
    // Keys are numbered in owner order, so among keys of equal text the lower number is the lower owner.
    const owners = new Int32Array(keyCount);
    const starts = new Int32Array(keyCount);
    for (let owner = 0, k = 0; owner < this.normalized.length; owner++) {
      const text = this.normalized[owner]!;
      if (!text) continue;
      owners[k] = owner;
      starts[k++] = textStart[owner]!;
      for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) {
        owners[k] = owner;
        starts[k++] = textStart[owner]! + at + 1;
      }
    }
    const sorted = sortSuffixes(chars, starts);
    this.keyCount = keyCount;
    this.keyOwner = new Int32Array(keyCount);
    this.keyOffset = new Int32Array(keyCount);
    this.keyLength = new Int32Array(keyCount);
    for (let i = 0; i < keyCount; i++) {
      const key = sorted[i]!;
      const owner = owners[key]!;
      this.keyOwner[i] = owner;
      this.keyOffset[i] = starts[key]! - textStart[owner]!;
      this.keyLength[i] = textStart[owner + 1]! - 1 - starts[key]!;
    }
    this.order = typeof order === 'function' ? order(this.nameRanks()) : order;
    this.indexTrigrams(chars, textStart);
  }

  /**
   * A search whose tie-break order is most popular first, then the normalized name in
   * alphabetical order (code unit by code unit), then the lowest id.
   */
  static ranked(names: readonly string[], normalized: string[], popularity: Int32Array, ids: Int32Array): NameSearch {
    return new NameSearch(
      names,
      (nameRank) => {
        const ranked = Array.from({ length: names.length }, (_, i) => i);
        ranked.sort((a, b) => popularity[b]! - popularity[a]! || nameRank[a]! - nameRank[b]! || ids[a]! - ids[b]!);
        const order = new Int32Array(names.length);
        for (let position = 0; position < ranked.length; position++) order[ranked[position]!] = position;
        return order;
      },
      normalized,
    );
  }

  /** Ranks the characters the names hold (`charRank`) and lays the names out in ranks, each ended by END. */
  private rankedCharacters(): Uint16Array {
    const held = new Uint8Array(65536);
    let length = 0;
    for (const text of this.normalized) {
      for (let at = 0; at < text.length; at++) held[text.charCodeAt(at)] = 1;
      length += text.length + 1;
    }
    for (let code = 0, rank = 0; code < held.length; code++) if (held[code]) this.charRank[code] = ++rank;
    const chars = new Uint16Array(length);
    let at = 0;
    for (const text of this.normalized) {
      for (let i = 0; i < text.length; i++) chars[at++] = this.charRank[text.charCodeAt(i)]!;
      chars[at++] = END;
    }
    return chars;
  }

  /**
   * Each entry's rank among the normalized names in alphabetical order: equal names rank alike,
   * an empty name (no key) ranks first. The whole-name keys are already in that order.
   */
  private nameRanks(): Int32Array {
    const ranks = new Int32Array(this.normalized.length).fill(-1);
    let rank = -1;
    let previous: string | null = null;
    for (let i = 0; i < this.keyCount; i++) {
      if (this.keyOffset[i] !== 0) continue;
      const owner = this.keyOwner[i]!;
      const text = this.normalized[owner]!;
      if (text !== previous) rank++;
      previous = text;
      ranks[owner] = rank;
    }
    return ranks;
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
      const key = this.trigramKey(q, at);
      // A character no name holds, or some trigram of the query that occurs nowhere.
      const slot = key === undefined ? undefined : this.trigramSlots.get(key);
      if (slot === undefined) return;
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
  private indexTrigrams(chars: Uint16Array, textStart: Int32Array): void {
    const lastOwner: number[] = [];
    const sizes: number[] = [];
    let noted = new Int32Array(1024);
    let notedCount = 0;
    const notedEnd = new Int32Array(this.normalized.length);
    for (let owner = 0; owner < this.normalized.length; owner++) {
      const end = textStart[owner + 1]! - 1;
      for (let at = textStart[owner]!; at + 3 <= end; at++) {
        const [r0, r1, r2] = [chars[at]!, chars[at + 1]!, chars[at + 2]!];
        const key =
          r0 < RANK_LIMIT && r1 < RANK_LIMIT && r2 < RANK_LIMIT
            ? (r0 * RANK_LIMIT + r1) * RANK_LIMIT + r2
            : this.normalized[owner]!.slice(at - textStart[owner]!, at - textStart[owner]! + 3);
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
   * The trigram of the query at `at` as the index keys it (see `indexTrigrams`); undefined when
   * some character of it occurs in no name.
   */
  private trigramKey(q: string, at: number): number | string | undefined {
    const r0 = this.charRank[q.charCodeAt(at)]!;
    const r1 = this.charRank[q.charCodeAt(at + 1)]!;
    const r2 = this.charRank[q.charCodeAt(at + 2)]!;
    if (r0 === 0 || r1 === 0 || r2 === 0) return undefined;
    if (r0 < RANK_LIMIT && r1 < RANK_LIMIT && r2 < RANK_LIMIT) return (r0 * RANK_LIMIT + r1) * RANK_LIMIT + r2;
    return q.slice(at, at + 3);
  }

  /** First key not below `q`, each key's text read back from its owner's name. */
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

/**
 * The keys (key k starts at `chars[starts[k]]` and runs to END) in order of their texts, then of
 * key number: a three-way radix quicksort (multikey quicksort) over the ranks, one position at
 * a time, so no key text is built and a prefix the keys share is read once per range rather
 * than once per comparison.
 */
function sortSuffixes(chars: Uint16Array, starts: Int32Array): Int32Array {
  const keys = new Int32Array(starts.length);
  for (let k = 0; k < keys.length; k++) keys[k] = k;
  // Ranges still to sort, as (from, to, depth): their keys agree on the first `depth` characters.
  const pending: number[] = [0, keys.length, 0];
  while (pending.length > 0) {
    const depth = pending.pop()!;
    const to = pending.pop()!;
    const from = pending.pop()!;
    if (to - from < INSERTION_SORT_BELOW) {
      insertionSort(keys, from, to, (a, b) => compareFrom(chars, starts, a, b, depth));
      continue;
    }
    const pivot = medianOfThree(
      chars[starts[keys[from]!]! + depth]!,
      chars[starts[keys[(from + to) >>> 1]!]! + depth]!,
      chars[starts[keys[to - 1]!]! + depth]!,
    );
    // keys[from, lt) < pivot, keys[lt, i) = pivot, keys[gt, to) > pivot.
    let lt = from;
    let gt = to;
    for (let i = from; i < gt;) {
      const c = chars[starts[keys[i]!]! + depth]!;
      if (c < pivot) swap(keys, lt++, i++);
      else if (c > pivot) swap(keys, i, --gt);
      else i++;
    }
    pending.push(from, lt, depth, gt, to, depth);
    // Keys that all end here have equal texts: by key number. The others go on one character deeper.
    if (pivot === END) keys.subarray(lt, gt).sort();
    else pending.push(lt, gt, depth + 1);
  }
  return keys;
}

/** Orders keys a and b, which agree on their first `depth` characters: by text, then key number. */
function compareFrom(chars: Uint16Array, starts: Int32Array, a: number, b: number, depth: number): number {
  for (let d = depth; ; d++) {
    const ca = chars[starts[a]! + d]!;
    const cb = chars[starts[b]! + d]!;
    if (ca !== cb) return ca - cb;
    if (ca === END) return a - b;
  }
}

function insertionSort(keys: Int32Array, from: number, to: number, compare: (a: number, b: number) => number): void {
  for (let i = from + 1; i < to; i++) {
    const key = keys[i]!;
    let at = i;
    while (at > from && compare(keys[at - 1]!, key) > 0) {
      keys[at] = keys[at - 1]!;
      at--;
    }
    keys[at] = key;
  }
}

function medianOfThree(a: number, b: number, c: number): number {
  return a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
}

function swap(keys: Int32Array, i: number, j: number): void {
  const key = keys[i]!;
  keys[i] = keys[j]!;
  keys[j] = key;
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
