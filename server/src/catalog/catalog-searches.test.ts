import type { EntityManager } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { CatalogIndex } from './catalog-index';
import { CatalogSearches } from './catalog-searches';
import { CatalogStore, creditColumnsOf } from './catalog-store';

const actor = (id: number) => ({
  id,
  tvdbId: `a${id}`,
  name: `Actor ${id}`,
  slug: `actor-${id}`,
  imageUrl: null,
  source: 'catalog' as const,
});
const movie = (id: number) => ({
  id,
  tvdbId: `m${id}`,
  title: `Movie ${id}`,
  year: 2000,
  imageUrl: null,
  source: 'catalog' as const,
});
const credit = (actorId: number, movieId: number) => ({ actorId, movieId, billingPosition: null });

/** 1 —10— 2 —11— 3, and 1 —12— 4 —13— 3: two chains of two connections from 1 to 3; 5 is in no film. */
function catalog(): CatalogIndex {
  return CatalogIndex.fromData(rows());
}

function rows() {
  return {
    actors: [1, 2, 3, 4, 5].map(actor),
    movies: [10, 11, 12, 13, 14].map(movie),
    credits: [
      credit(1, 10),
      credit(2, 10),
      credit(2, 11),
      credit(3, 11),
      credit(1, 12),
      credit(4, 12),
      credit(4, 13),
      credit(3, 13),
    ],
  };
}

describe('the catalog searches on their own thread', () => {
  it('answer par, the count and the first chains from the graph the catalog built', async () => {
    const searches = CatalogSearches.of(catalog());
    expect(await searches.optimalChains(1, 3, { maxConnections: 6, limit: 5 })).toEqual({
      connections: 2,
      count: 2,
      chains: [
        { actorIds: [1, 2, 3], movieIds: [10, 11] },
        { actorIds: [1, 4, 3], movieIds: [12, 13] },
      ],
    });
    expect(await searches.optimalChains(1, 3, { maxConnections: 6, avoidActors: new Set([2]) })).toMatchObject({
      connections: 2,
      count: 1,
    });
    expect(await searches.shortestChain(1, 5, 6)).toBeNull();
    await searches.close();
  });

  it('see the credits and actors added to the catalog after their first search', async () => {
    const index = catalog();
    const searches = CatalogSearches.of(index);
    expect(await searches.shortestChain(1, 5, 6)).toBeNull();
    index.addCredit(credit(1, 14));
    index.addCredit(credit(5, 14));
    index.addCredit(credit(3, 14));
    expect(await searches.optimalChains(1, 3, { maxConnections: 6 })).toMatchObject({ connections: 1, count: 1 });
    expect(await searches.shortestChain(1, 5, 6)).toEqual({ actorIds: [1, 5], movieIds: [14], connections: 1 });
    await searches.close();
  });

  it('search the new graph once the catalog is refreshed from its tables', async () => {
    let tables = rows();
    /** The catalog's tables, as the test sets them (no database behind them). */
    class TablesStore extends CatalogStore {
      override async *actorPages() {
        yield tables.actors;
      }
      override async *moviePages() {
        yield tables.movies;
      }
      override async *creditPages() {
        yield creditColumnsOf(tables.credits);
      }
    }
    const index = await CatalogIndex.load(
      new TablesStore({ connection: { options: { type: 'better-sqlite3' } } } as unknown as EntityManager),
    );
    const searches = CatalogSearches.of(index);
    expect(await searches.shortestChain(1, 5, 6)).toBeNull();
    // Film 14 imported with actors 1 and 5 in it, seen once the catalog is read again.
    tables = { ...tables, credits: [...tables.credits, credit(1, 14), credit(5, 14)] };
    await index.refresh();
    expect(await searches.shortestChain(1, 5, 6)).toEqual({ actorIds: [1, 5], movieIds: [14], connections: 1 });
    await searches.close();
    // A load and a refresh each start a build thread, through tsx here: seconds on a busy machine.
  }, 30_000);

  it('fail a search their thread stopped under, and answer the next on a new thread', async () => {
    const searches = CatalogSearches.of(catalog());
    // Its failure awaited before the thread stops, so the rejection is never left unhandled.
    const cut = expect(searches.shortestChain(1, 3, 6)).rejects.toThrow('the catalog searches were closed');
    await searches.close();
    await cut;
    expect(await searches.shortestChain(1, 3, 6)).toEqual({ actorIds: [1, 2, 3], movieIds: [10, 11], connections: 2 });
    await searches.close();
  });

  it('answer again after their thread was stopped', async () => {
    const searches = CatalogSearches.of(catalog());
    await searches.close();
    expect(await searches.shortestChain(1, 3, 6)).toEqual({ actorIds: [1, 2, 3], movieIds: [10, 11], connections: 2 });
    await searches.close();
  });
});
