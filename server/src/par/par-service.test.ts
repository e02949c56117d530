import { describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { CatalogIndex } from '../catalog/catalog-index';
import type { MovieDatabase } from '../catalog/movie-database';
import type { DailyPairService } from '../daily-pair/daily-pair-service';
import { ParService } from './par-service';

const actor = (id: number, name: string) => ({
  id,
  tvdbId: `a${id}`,
  name,
  slug: name.toLowerCase(),
  imageUrl: null,
  source: 'catalog' as const,
});
const movie = (id: number, title: string) => ({
  id,
  tvdbId: `m${id}`,
  title,
  year: 2000,
  imageUrl: null,
  source: 'catalog' as const,
});
const credit = (actorId: number, movieId: number) => ({ actorId, movieId, billingPosition: null });

/** Ada (1) and Cy (3) meet through Bo (2): "First" then "Second"; no film has both. */
function catalog(): CatalogIndex {
  return CatalogIndex.fromData({
    actors: [actor(1, 'Ada'), actor(2, 'Bo'), actor(3, 'Cy')],
    movies: [movie(10, 'First'), movie(11, 'Second'), movie(12, 'Together')],
    credits: [credit(1, 10), credit(2, 10), credit(2, 11), credit(3, 11)],
  });
}

function parService(index: CatalogIndex): ParService {
  // Optimal chains need only the graph and the actors and movies by id: no database, no daily pair.
  return new ParService({} as DataSource, index, index as unknown as MovieDatabase, {} as DailyPairService, {
    now: () => new Date(),
  });
}

const moviesOf = (chains: Array<Array<{ movie: { title: string } }>>) => chains.map((c) => c.map((s) => s.movie.title));

describe('ParService.optimalChainsOf', () => {
  it('keeps the chains of a pair until a credit joins the catalog, then finds the new shorter one', async () => {
    const index = catalog();
    const par = parService(index);
    const pair = { startActorId: 1, endActorId: 3 };
    expect(moviesOf(await par.optimalChainsOf(pair, 3))).toEqual([['First', 'Second']]);
    // The same promise while nothing changed: the search ran once.
    expect(par.optimalChainsOf(pair, 3)).toBe(par.optimalChainsOf(pair, 3));

    index.addCredit(credit(1, 12));
    index.addCredit(credit(3, 12));
    expect(moviesOf(await par.optimalChainsOf(pair, 3))).toEqual([['Together']]);
  });

  it('shows a movie as it is stored now once it is stored again with another title and year', async () => {
    const index = catalog();
    const par = parService(index);
    const pair = { startActorId: 1, endActorId: 3 };
    expect(moviesOf(await par.optimalChainsOf(pair, 3))).toEqual([['First', 'Second']]);
    index.upsertMovie({ ...movie(11, 'Second (Restored)'), year: 2001 });
    const [chain] = await par.optimalChainsOf(pair, 3);
    expect(chain!.map((s) => [s.movie.title, s.movie.year])).toEqual([
      ['First', 2000],
      ['Second (Restored)', 2001],
    ]);
  });

  it('keeps them when a credit the catalog already holds is added again', async () => {
    const index = catalog();
    const par = parService(index);
    const pair = { startActorId: 1, endActorId: 3 };
    const before = par.optimalChainsOf(pair, 3);
    const revision = index.revision;
    index.addCredit(credit(1, 10)); // already there: nothing changes
    expect(index.revision).toBe(revision);
    expect(par.optimalChainsOf(pair, 3)).toBe(before);
  });
});
