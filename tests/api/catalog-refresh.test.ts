import { afterAll, beforeAll, expect, it } from 'vitest';
import { refreshCatalogIfStale } from '../../server/src/catalog/catalog-refresh';
import { importCatalog } from '../../server/src/catalog/import/import-catalog';
import { openDatabase } from '../../server/src/db/data-source';
import { describeEachEngine } from '../support/engines';
import { storeActorElsewhere } from '../support/other-instance';
import { startTestApp, type TestApp } from '../support/test-app';

const newFilm = {
  title: 'The Lighthouse Keepers',
  year: 2021,
  cast: ['Zephyrine Okonkwo-Lund', 'Barnaby Quillfeather', 'Tom Hanks'],
};

describeEachEngine('the running server sees a catalog imported by another process (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, { CATALOG_REFRESH_MS: '100' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('does not rebuild while the tables are unchanged', async () => {
    expect(await refreshCatalogIfStale(t.services.catalog, t.services.db)).toBe(false);
  });

  it('finds actors of a film imported through a separate connection within a refresh interval', async () => {
    const search = async () =>
      (await t.app.inject({ url: '/api/actors/search?query=Quillfeather' })).json() as { name: string }[];
    expect(await search()).toEqual([]);

    const cli = await openDatabase(t.databaseUrl);
    await importCatalog(cli, [newFilm]);
    await cli.destroy();

    await expect
      .poll(async () => (await search()).map((a) => a.name), { timeout: 5000 })
      .toEqual(['Barnaby Quillfeather']);
    const hanks = t.services.catalog.searchActors('Tom Hanks')[0]!;
    const titles = t.services.catalog
      .moviesOfActor(hanks.id)
      .map((c) => t.services.catalog.movieById(c.movieId)!.title);
    expect(titles).toContain('The Lighthouse Keepers');
  });
});

describeEachEngine('an actor stored by another instance is served before any refresh (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, { CATALOG_REFRESH_MS: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads it from the table for a new game, and keeps it in the index', async () => {
    const id = await storeActorElsewhere(t.databaseUrl, {
      tvdbId: '987654',
      name: 'Ingrid Vanterpool',
      slug: 'Ingrid_Vanterpool',
    });
    expect(t.services.catalog.actorById(id)).toBeUndefined();

    const hanks = t.services.catalog.searchActors('Tom Hanks')[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { startActorId: id, endActorId: hanks.id, isDailyGame: false },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ startActor: { id, name: 'Ingrid Vanterpool', tvdbId: '987654' } });
    expect(t.services.catalog.actorById(id)?.name).toBe('Ingrid Vanterpool');
  });
});
