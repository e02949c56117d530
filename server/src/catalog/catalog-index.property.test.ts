/**
 * The index's credits against a plain list on random catalogs: credits given with repeated
 * pairs, unknown actors or movies and unknown billings, then more added one at a time. The
 * list keeps each credit whose actor and movie are known and whose pair it has not kept yet,
 * and every answer is a filter of it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogIndex, type CatalogActor, type CatalogCredit, type CatalogMovie } from './catalog-index';

const ACTORS = 6;
const MOVIES = 5;
const actor = (id: number): CatalogActor => ({
  id,
  tvdbId: `a${id}`,
  name: `Actor ${id}`,
  slug: `Actor_${id}`,
  imageUrl: null,
  source: 'catalog',
});
const movie = (id: number): CatalogMovie => ({
  id,
  tvdbId: `m${id}`,
  title: `Movie ${id}`,
  year: 2000,
  imageUrl: null,
  source: 'catalog',
});

/** Ids one past the catalog's are unknown: their credits are left out. */
const credit = fc.record({
  actorId: fc.integer({ min: 1, max: ACTORS + 1 }),
  movieId: fc.integer({ min: 101, max: 100 + MOVIES + 1 }),
  billingPosition: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
});

/** The credits an index holds after being given `given` then added `added`, in the order kept. */
function keptCredits(given: readonly CatalogCredit[], added: readonly CatalogCredit[]): CatalogCredit[] {
  const kept: CatalogCredit[] = [];
  for (const c of [...given, ...added]) {
    if (c.actorId > ACTORS || c.movieId > 100 + MOVIES) continue;
    if (kept.some((k) => k.actorId === c.actorId && k.movieId === c.movieId)) continue;
    kept.push(c);
  }
  return kept;
}

const billingRank = (c: CatalogCredit) => c.billingPosition ?? Number.POSITIVE_INFINITY;

describe("the index's credits against a plain list of them", () => {
  it('answers every question about credits as a filter of the list would', () => {
    fc.assert(
      fc.property(fc.array(credit, { maxLength: 30 }), fc.array(credit, { maxLength: 6 }), (given, added) => {
        const actors = Array.from({ length: ACTORS }, (_, i) => actor(i + 1));
        const movies = Array.from({ length: MOVIES }, (_, i) => movie(101 + i));
        const index = CatalogIndex.fromData({ actors, movies, credits: given });
        for (const c of added) index.addCredit(c);
        const kept = keptCredits(given, added);

        expect(index.creditCount).toBe(kept.length);
        for (let a = 1; a <= ACTORS + 1; a++) {
          const ofActor = kept.filter((c) => c.actorId === a);
          expect(index.moviesOfActor(a)).toEqual(ofActor);
          expect(index.popularityOfActor(a)).toBe(ofActor.length);
          for (let m = 101; m <= 100 + MOVIES + 1; m++) {
            const found = kept.find((c) => c.actorId === a && c.movieId === m);
            expect(index.billing(a, m)).toBe(found?.billingPosition);
            expect(index.hasCredit(a, m)).toBe(found !== undefined);
          }
        }
        for (let m = 101; m <= 100 + MOVIES + 1; m++) {
          // Array.prototype.sort is stable: equal billings stay in the order they were credited.
          const cast = kept.filter((c) => c.movieId === m).sort((x, y) => billingRank(x) - billingRank(y));
          expect(index.actorsOfMovie(m)).toEqual(cast);
        }
      }),
      { numRuns: 400 },
    );
  });
});
