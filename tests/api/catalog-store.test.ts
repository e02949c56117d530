/**
 * The catalog store (DESIGN §3, §4) on both engines: the one place the actors, movies and
 * credits tables are read and written. Rows come back with numbers as numbers, repeated
 * writes converge on the same rows, and a failed transaction leaves nothing behind.
 */
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CatalogStore, creditsOf } from '../../server/src/catalog/catalog-store';
import { describeEachEngine } from '../support/engines';
import { openTestDatabase } from '../support/test-database';

describeEachEngine('the catalog store on %s', (engine) => {
  let db: DataSource;
  let close: () => Promise<void>;
  let store: CatalogStore;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(engine));
    store = new CatalogStore(db);
  });
  afterAll(() => close());

  // The tests build on each other's rows, in order.
  it('answers an empty catalog', async () => {
    expect(await store.hasMovies()).toBe(false);
    expect(await store.counts()).toEqual({ actors: 0, movies: 0, credits: 0 });
    const empty = await store.loadAll();
    expect({ ...empty, credits: creditsOf(empty.credits) }).toEqual({ actors: [], movies: [], credits: [] });
    expect(await store.actorsByIds([])).toEqual([]);
    expect(await store.moviesByIds([1, 2])).toEqual([]);
  });

  it('stores actors once: a second insert of the same tvdbId changes nothing', async () => {
    await store.insertActors([
      { tvdbId: 'a1', name: 'Alice Able', slug: 'Alice_Able', imageUrl: 'https://img.example/alice.jpg' },
      { tvdbId: 'a2', name: 'Bob Baker', slug: 'Bob_Baker' },
    ]);
    await store.insertActors([{ tvdbId: 'a1', name: 'Alice Renamed', slug: 'Alice_Renamed' }], 'tmdb');
    const ids = await store.idsOf('actors', ['a1', 'a2', 'unknown']);
    expect([...ids.keys()].sort()).toEqual(['a1', 'a2']);
    const found = await store.actorsByIds([ids.get('a2')!, ids.get('a1')!, 999_999]);
    expect(found.sort((x, y) => x.id - y.id)).toEqual([
      {
        id: ids.get('a1'),
        tvdbId: 'a1',
        name: 'Alice Able',
        slug: 'Alice_Able',
        imageUrl: 'https://img.example/alice.jpg',
        source: 'catalog',
      },
      { id: ids.get('a2'), tvdbId: 'a2', name: 'Bob Baker', slug: 'Bob_Baker', imageUrl: null, source: 'catalog' },
    ]);
  });

  it("updates a known movie's title, year and image in place, keeping its id and source", async () => {
    await store.upsertMovies([
      { tvdbId: 'm1', title: 'Harbor Lights', year: 1951, imageUrl: null },
      { tvdbId: 'm2', title: 'Night Train', year: null, imageUrl: null },
    ]);
    const before = await store.idsOf('movies', ['m1', 'm2']);
    await store.upsertMovies(
      [{ tvdbId: 'm1', title: 'Harbour Lights', year: 1952, imageUrl: 'https://img.example/h.jpg' }],
      'tmdb',
    );
    const after = await store.idsOf('movies', ['m1', 'm2']);
    expect(after).toEqual(before);
    const movies = await store.moviesByIds([before.get('m1')!, before.get('m2')!]);
    expect(movies.sort((x, y) => x.id - y.id)).toEqual([
      {
        id: before.get('m1'),
        tvdbId: 'm1',
        title: 'Harbour Lights',
        year: 1952,
        imageUrl: 'https://img.example/h.jpg',
        source: 'catalog',
      },
      { id: before.get('m2'), tvdbId: 'm2', title: 'Night Train', year: null, imageUrl: null, source: 'catalog' },
    ]);
    expect(await store.hasMovies()).toBe(true);
  });

  it('keeps the first billing of a repeated credit, and loads everything with numbers as numbers', async () => {
    const actors = await store.idsOf('actors', ['a1', 'a2']);
    const movies = await store.idsOf('movies', ['m1', 'm2']);
    const [a1, a2, m1, m2] = [actors.get('a1')!, actors.get('a2')!, movies.get('m1')!, movies.get('m2')!];
    await store.insertCredits([
      { actorId: a1, movieId: m1, billingPosition: 1 },
      { actorId: a2, movieId: m1, billingPosition: null },
    ]);
    await store.insertCredits([
      { actorId: a1, movieId: m1, billingPosition: 5 },
      { actorId: a2, movieId: m2, billingPosition: 2 },
    ]);

    expect(await store.counts()).toEqual({ actors: 2, movies: 2, credits: 3 });
    const all = await store.loadAll();
    // Rows inserted in one statement take increasing ids: a1 < a2, m1 < m2.
    expect(all.actors.map((a) => a.id)).toEqual([a1, a2]);
    expect(all.movies.map((m) => [m.tvdbId, m.year])).toEqual([
      ['m1', 1952],
      ['m2', null],
    ]);
    for (const row of all.actors) expect(typeof row.id).toBe('number');
    for (const row of all.movies) expect(typeof row.id).toBe('number');
    // Credits load unordered.
    expect(creditsOf(all.credits).sort((x, y) => x.movieId - y.movieId || x.actorId - y.actorId)).toEqual([
      { actorId: a1, movieId: m1, billingPosition: 1 },
      { actorId: a2, movieId: m1, billingPosition: null },
      { actorId: a2, movieId: m2, billingPosition: 2 },
    ]);
  });

  it('writes nothing when a transaction fails', async () => {
    await expect(
      store.transaction(async (tx) => {
        await tx.insertActors([{ tvdbId: 'a3', name: 'Carla Cruz', slug: 'Carla_Cruz' }]);
        expect((await tx.idsOf('actors', ['a3'])).size).toBe(1);
        throw new Error('the batch failed');
      }),
    ).rejects.toThrow('the batch failed');
    expect((await store.idsOf('actors', ['a3'])).size).toBe(0);
    expect(await store.counts()).toEqual({ actors: 2, movies: 2, credits: 3 });
  });

  it('answers what the transaction wrote once it commits', async () => {
    const id = await store.transaction(async (tx) => {
      await tx.insertActors([{ tvdbId: 'a3', name: 'Carla Cruz', slug: 'Carla_Cruz' }], 'tmdb');
      return (await tx.idsOf('actors', ['a3'])).get('a3')!;
    });
    expect(await store.actorsByIds([id])).toEqual([
      { id, tvdbId: 'a3', name: 'Carla Cruz', slug: 'Carla_Cruz', imageUrl: null, source: 'tmdb' },
    ]);
  });
});
