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
import { indexOfSorted, upperBound } from './sorted-arrays';

const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const SUBSTRING = 3;

/** Separates names in the joined haystack; normalized text never contains it. */
const SEPARATOR = '\n';
/** Below this many keys a range is sorted by insertion rather than partitioned again. */
const INSERTION_SORT_BELOW = 12;
/** A trigram whose three characters all rank below this has a key below 2^30 (see `trigramKeyOf`). */
const RANK_LIMIT = 1024;
/** Ends each name in the character buffer the build reads: below every character's rank. */
const END = 0;

/**
 * What a search is made of, all typed arrays: built by `indexNames` and an order (`rankedOrder`)
 * wherever the names are (the catalog builds its searches on a thread of its own and hands these
 * over without a copy), searched by a `NameSearch` over the same normalized names.
 */
export interface NameSearchParts {
  /**
   * Key i is the last `keyLength[i]` characters of `normalized[keyOwner[i]]`: the whole name or
   * the part from a later word on. Keys are sorted as their texts compare, then by owner; no
   * key text is ever built, since each can be read from its owner's name.
   */
  keyOwner: Int32Array;
  /** 0: the key is the whole name; else the key starts at a later word. */
  keyOffset: Int32Array;
  keyLength: Int32Array;
  /** Position of each entry in the tie-break order (0 = best). */
  order: Int32Array;
  /**
   * Each character the names hold numbered from 1 in code unit order (0: in no name), so that
   * ranks compare as the characters do and a trigram is one number (`trigramKeyOf`).
   */
  charRank: Uint16Array;
  /** The trigrams' keys, ascending; the i-th key's owners are `trigramOwners[trigramStarts[i]]` up to the next start. */
  trigramKeys: Float64Array;
  trigramStarts: Int32Array;
  trigramOwners: Int32Array;
}

/** `NameSearchParts` but the order, which may wait for what the names are ranked by. */
export type NameIndex = Omit<NameSearchParts, 'order'>;

/** The order of `ranked`: most popular first, then the normalized name, then the lowest id. */
export type RankedOrder = (nameRank: Int32Array) => Int32Array;

export class NameSearch {
  private haystack: string | null = null;
  private haystackStarts: Int32Array | null = null;

  private constructor(
    private readonly normalized: readonly string[],
    private readonly parts: NameSearchParts,
  ) {}

  /**
   * @param names one per entry
   * @param order position of each entry in the tie-break order (0 = best): a permutation, or
   * worked out from each name's alphabetical rank (see `ranked`)
   * @param normalized `normalizeText` of each name, when the caller has it already
   */
  static of(names: readonly string[], order: Int32Array | RankedOrder, normalized?: string[]): NameSearch {
    const texts = normalized ?? names.map((n) => normalizeText(n));
    const index = indexNames(texts);
    return new NameSearch(texts, {
      ...index,
      order: typeof order === 'function' ? order(nameRanks(texts, index)) : order,
    });
  }

  /** A search over parts built elsewhere from these normalized names. */
  static fromParts(normalized: readonly string[], parts: NameSearchParts): NameSearch {
    return new NameSearch(normalized, parts);
  }

  /**
   * A search whose tie-break order is most popular first, then the normalized name in
   * alphabetical order (code unit by code unit), then the lowest id.
   */
  static ranked(names: readonly string[], normalized: string[], popularity: Int32Array, ids: Int32Array): NameSearch {
    return NameSearch.of(names, rankedOrder(popularity, ids), normalized);
  }

  /** Entries matching the query, best first; [] for a blank query. */
  search(query: string, limit: number): number[] {
    const q = normalizeText(query);
    if (!q || limit <= 0) return [];
    const { keyOwner, keyOffset, keyLength, order } = this.parts;
    const top = new Best(limit);
    const tierSize = order.length;
    const end = this.lowerBound(q + '\uffff');
    for (let i = this.lowerBound(q); i < end; i++) {
      const owner = keyOwner[i]!;
      const tier = keyOffset[i] !== 0 ? WORD_PREFIX : keyLength[i] === q.length ? EXACT : PREFIX;
      top.offer(owner, tier * tierSize + order[owner]!);
    }
    if (!top.full) {
      // Every earlier match is in `top` (nothing is dropped before it is full): skip those.
      const offer = (owner: number) => {
        if (!top.has(owner)) top.offer(owner, SUBSTRING * tierSize + order[owner]!);
      };
      if (q.length >= 3) this.substringsByTrigram(q, offer);
      else this.substringsByScan(q, offer);
    }
    return top.owners;
  }

  private substringsByTrigram(q: string, offer: (owner: number) => void): void {
    const { charRank, trigramKeys, trigramStarts, trigramOwners } = this.parts;
    let rarest = -1;
    let rarestSize = 0;
    for (let at = 0; at + 3 <= q.length; at++) {
      const r0 = charRank[q.charCodeAt(at)]!;
      const r1 = charRank[q.charCodeAt(at + 1)]!;
      const r2 = charRank[q.charCodeAt(at + 2)]!;
      // A character no name holds, or some trigram of the query that occurs nowhere.
      if (r0 === 0 || r1 === 0 || r2 === 0) return;
      const slot = indexOfSorted(trigramKeys, trigramKeyOf(r0, r1, r2));
      if (slot === -1) return;
      const size = trigramStarts[slot + 1]! - trigramStarts[slot]!;
      if (rarest === -1 || size < rarestSize) [rarest, rarestSize] = [slot, size];
    }
    for (let i = trigramStarts[rarest]!; i < trigramStarts[rarest + 1]!; i++) {
      const owner = trigramOwners[i]!;
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

  /** First key not below `q`, each key's text read back from its owner's name. */
  private lowerBound(q: string): number {
    const { keyOwner, keyLength } = this.parts;
    let lo = 0;
    let hi = keyOwner.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const text = this.normalized[keyOwner[mid]!]!;
      if (text.slice(text.length - keyLength[mid]!) < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** The order of `NameSearch.ranked`, from each entry's popularity and id. */
export function rankedOrder(popularity: Int32Array, ids: Int32Array): RankedOrder {
  return (nameRank) => {
    const ranked = Array.from({ length: ids.length }, (_, i) => i);
    ranked.sort((a, b) => popularity[b]! - popularity[a]! || nameRank[a]! - nameRank[b]! || ids[a]! - ids[b]!);
    const order = new Int32Array(ids.length);
    for (let position = 0; position < ranked.length; position++) order[ranked[position]!] = position;
    return order;
  };
}

/** Sorts the names' word suffixes and indexes their trigrams: all of a search but its order. */
export function indexNames(normalized: readonly string[]): NameIndex {
  // Every name's characters as ranks, side by side, each name followed by END: the build reads
  // them from this one typed array rather than from the strings.
  const { charRank, chars } = rankedCharacters(normalized);
  const textStart = new Int32Array(normalized.length + 1);
  let keyCount = 0;
  for (let owner = 0; owner < normalized.length; owner++) {
    const text = normalized[owner]!;
    textStart[owner + 1] = textStart[owner]! + text.length + 1;
    if (!text) continue;
    keyCount++;
    for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) keyCount++;
  }
  // Keys are numbered in owner order, so among keys of equal text the lower number is the lower owner.
  const owners = new Int32Array(keyCount);
  const starts = new Int32Array(keyCount);
  for (let owner = 0, k = 0; owner < normalized.length; owner++) {
    const text = normalized[owner]!;
    if (!text) continue;
    owners[k] = owner;
    starts[k++] = textStart[owner]!;
    for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) {
      owners[k] = owner;
      starts[k++] = textStart[owner]! + at + 1;
    }
  }
  const sorted = sortSuffixes(chars, starts);
  const keyOwner = new Int32Array(keyCount);
  const keyOffset = new Int32Array(keyCount);
  const keyLength = new Int32Array(keyCount);
  for (let i = 0; i < keyCount; i++) {
    const key = sorted[i]!;
    const owner = owners[key]!;
    keyOwner[i] = owner;
    keyOffset[i] = starts[key]! - textStart[owner]!;
    keyLength[i] = textStart[owner + 1]! - 1 - starts[key]!;
  }
  return { keyOwner, keyOffset, keyLength, charRank, ...indexTrigrams(normalized.length, chars, textStart) };
}

/**
 * Each entry's rank among the normalized names in alphabetical order: equal names rank alike,
 * an empty name (no key) ranks first. The whole-name keys are already in that order.
 */
export function nameRanks(normalized: readonly string[], { keyOwner, keyOffset }: NameIndex): Int32Array {
  const ranks = new Int32Array(normalized.length).fill(-1);
  let rank = -1;
  let previous: string | null = null;
  for (let i = 0; i < keyOwner.length; i++) {
    if (keyOffset[i] !== 0) continue;
    const owner = keyOwner[i]!;
    const text = normalized[owner]!;
    if (text !== previous) rank++;
    previous = text;
    ranks[owner] = rank;
  }
  return ranks;
}

/** Ranks the characters the names hold (`charRank`) and lays the names out in ranks, each ended by END. */
function rankedCharacters(normalized: readonly string[]): { charRank: Uint16Array; chars: Uint16Array } {
  const held = new Uint8Array(65536);
  let length = 0;
  for (const text of normalized) {
    for (let at = 0; at < text.length; at++) held[text.charCodeAt(at)] = 1;
    length += text.length + 1;
  }
  const charRank = new Uint16Array(65536);
  for (let code = 0, rank = 0; code < held.length; code++) if (held[code]) charRank[code] = ++rank;
  const chars = new Uint16Array(length);
  let at = 0;
  for (const text of normalized) {
    for (let i = 0; i < text.length; i++) chars[at++] = charRank[text.charCodeAt(i)]!;
    chars[at++] = END;
  }
  return { charRank, chars };
}

/**
 * A trigram as one number: three ranks below RANK_LIMIT make a small integer (the common case,
 * and a fast key while indexing); any other trigram a number of 33 to 48 bits, above all those,
 * exact in a double since ranks stay below 65536.
 */
function trigramKeyOf(r0: number, r1: number, r2: number): number {
  return r0 < RANK_LIMIT && r1 < RANK_LIMIT && r2 < RANK_LIMIT
    ? (r0 * RANK_LIMIT + r1) * RANK_LIMIT + r2
    : (r0 * 65536 + r1) * 65536 + r2;
}

/**
 * One pass numbers the trigrams and notes each name's distinct ones in order; a second lays
 * every trigram's owners side by side in one array (ascending, as names are read in order),
 * trigram after trigram in ascending key order, so that a search finds a trigram by bisection.
 */
function indexTrigrams(
  nameCount: number,
  chars: Uint16Array,
  textStart: Int32Array,
): Pick<NameSearchParts, 'trigramKeys' | 'trigramStarts' | 'trigramOwners'> {
  const slots = new Map<number, number>();
  const keys: number[] = [];
  const lastOwner: number[] = [];
  const sizes: number[] = [];
  let noted = new Int32Array(1024);
  let notedCount = 0;
  const notedEnd = new Int32Array(nameCount);
  for (let owner = 0; owner < nameCount; owner++) {
    const end = textStart[owner + 1]! - 1;
    for (let at = textStart[owner]!; at + 3 <= end; at++) {
      const key = trigramKeyOf(chars[at]!, chars[at + 1]!, chars[at + 2]!);
      let slot = slots.get(key);
      if (slot === undefined) {
        slot = sizes.length;
        slots.set(key, slot);
        keys.push(key);
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
  // Slots in ascending key order: `place[slot]` is where the slot's trigram lands.
  const bySlotKey = Array.from({ length: keys.length }, (_, slot) => slot).sort((a, b) => keys[a]! - keys[b]!);
  const place = new Int32Array(keys.length);
  const trigramKeys = new Float64Array(keys.length);
  bySlotKey.forEach((slot, at) => {
    place[slot] = at;
    trigramKeys[at] = keys[slot]!;
  });
  const trigramStarts = new Int32Array(keys.length + 1);
  for (let slot = 0; slot < keys.length; slot++) trigramStarts[place[slot]! + 1] = sizes[slot]!;
  for (let at = 0; at < keys.length; at++) trigramStarts[at + 1]! += trigramStarts[at]!;
  const trigramOwners = new Int32Array(notedCount);
  const cursor = trigramStarts.slice(0, keys.length);
  for (let owner = 0, i = 0; owner < nameCount; owner++) {
    for (; i < notedEnd[owner]!; i++) trigramOwners[cursor[place[noted[i]!]!]!++] = owner;
  }
  return { trigramKeys, trigramStarts, trigramOwners };
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
