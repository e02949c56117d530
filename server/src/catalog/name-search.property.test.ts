/**
 * The name search against its rule on random names: every name read in turn, its best tier
 * found with plain string tests, the matches sorted by tier and then by the tie-break order.
 * The names come from a few letters, accents, spaces and punctuation, so that equal names,
 * shared prefixes, repeated words and names that fold to nothing are common.
 */
import { normalizeText } from '@cinema/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NameSearch } from './name-search';

/** Exact name, prefix of the name, prefix of a later word, anywhere inside; -1 when not at all. */
function tierOf(text: string, q: string): number {
  if (text === q) return 0;
  if (text.startsWith(q)) return 1;
  if (text.includes(` ${q}`)) return 2;
  if (text.includes(q)) return 3;
  return -1;
}

/** The search's rule, slowly: every name tested, the matches by tier then by `order`. */
function byScanningEveryName(names: readonly string[], order: Int32Array, query: string, limit: number): number[] {
  const q = normalizeText(query);
  if (!q || limit <= 0) return [];
  const matches: Array<{ entry: number; tier: number }> = [];
  names.forEach((name, entry) => {
    const tier = tierOf(normalizeText(name), q);
    if (tier !== -1) matches.push({ entry, tier });
  });
  matches.sort((a, b) => a.tier - b.tier || order[a.entry]! - order[b.entry]!);
  return matches.slice(0, limit).map((m) => m.entry);
}

const letter = fc.constantFrom('a', 'b', 'n', 'A', 'é', 'ø', 'ß', ' ', ' ', '-', "'", '1', 'ǆ', 'Ω');
const name = fc.string({ unit: letter, maxLength: 12 });
const names = fc.array(name, { minLength: 1, maxLength: 40 });
const query = fc.string({ unit: letter, minLength: 1, maxLength: 5 });

/** A permutation of 0 … length − 1 drawn from `keys`: position i goes to the i-th lowest key. */
function orderFrom(keys: readonly number[], length: number): Int32Array {
  const ranked = Array.from({ length }, (_, i) => i).sort((a, b) => keys[a]! - keys[b]! || a - b);
  const order = new Int32Array(length);
  ranked.forEach((entry, position) => (order[entry] = position));
  return order;
}

describe('the name search against a scan of every name', () => {
  it('answers what the scan answers, for any names, tie-break order, query and limit', () => {
    fc.assert(
      fc.property(
        names,
        fc.array(fc.integer(), { minLength: 40, maxLength: 40 }),
        fc.array(query, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 12 }),
        (list, keys, queries, limit) => {
          const order = orderFrom(keys, list.length);
          const search = NameSearch.of(list, order);
          // Queries drawn at random, and pieces of the names themselves (which always match).
          const pieces = list.map((n) => normalizeText(n).slice(1, 4)).filter(Boolean);
          for (const q of [...queries, ...pieces]) {
            expect(search.search(q, limit), q).toEqual(byScanningEveryName(list, order, q, limit));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('breaks ties by popularity, then by the normalized name, then by the lowest id', () => {
    fc.assert(
      fc.property(
        names,
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 40, maxLength: 40 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 40, maxLength: 40 }),
        (list, popularity, ids) => {
          const normalized = list.map((n) => normalizeText(n));
          const expectedOrder = new Int32Array(list.length);
          Array.from({ length: list.length }, (_, i) => i)
            .sort(
              (a, b) =>
                popularity[b]! - popularity[a]! ||
                (normalized[a]! < normalized[b]! ? -1 : normalized[a]! > normalized[b]! ? 1 : 0) ||
                ids[a]! - ids[b]!,
            )
            .forEach((entry, position) => (expectedOrder[entry] = position));
          const search = NameSearch.ranked(
            list,
            normalized,
            Int32Array.from(list, (_, i) => popularity[i]!),
            Int32Array.from(list, (_, i) => ids[i]!),
          );
          for (const q of ['a', 'n', 'b', 'ab', 'ø', '1', 'ss', 'ana']) {
            expect(search.search(q, 50), q).toEqual(byScanningEveryName(list, expectedOrder, q, 50));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the tie-break order worked out from popularity, names and ids', () => {
  it('puts the most popular first, then names alphabetically ignoring accents and case, then the lowest id', () => {
    const list = ['Émile Zola', 'emile zola', 'Adam Zed', 'Zoë Adams', 'Zed', 'Zoe'];
    const search = NameSearch.ranked(
      list,
      list.map((n) => normalizeText(n)),
      Int32Array.from([2, 2, 1, 1, 3, 1]),
      Int32Array.from([9, 4, 7, 5, 8, 6]),
    );
    // All six hold a "z" at the start of a later word or of the name: "zed" and "zoe…" (prefix of the
    // name) before "…zola", "…zed" (a later word). Within a tier, popularity 3, 2, 1; the two
    // "emile zola" of popularity 2 by id (4 before 9); "zoe" before "zoe adams" alphabetically.
    expect(search.search('z', 10).map((i) => list[i])).toEqual([
      'Zed',
      'Zoe',
      'Zoë Adams',
      'emile zola',
      'Émile Zola',
      'Adam Zed',
    ]);
  });
});
