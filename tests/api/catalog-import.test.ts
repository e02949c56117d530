/**
 * The catalog importer (DESIGN §4) on both engines: fixtures are written by the tests into a
 * temporary folder; the full reference dataset is imported when its folder exists.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { catalogActorTvdbId, catalogMovieTvdbId } from '../../server/src/catalog/catalog-ids';
import { importCatalog, type ImportProgress } from '../../server/src/catalog/import/import-catalog';
import { openDatabase } from '../../server/src/db/data-source';
import { describeEachEngine, describeOnce } from '../support/engines';
import { createTestDatabase, openTestDatabase } from '../support/test-database';

const goodFilms = [
  {
    title: 'Harbor Lights',
    year: 1951,
    cast: ['Alice Able', 'Bob Baker'],
    thumbnail: 'https://img.example/harbor.jpg',
  },
  { title: 'Harbor Lights 2', year: 1953, cast: ['Bob Baker', 'Carla Cruz'] },
  {
    title: 'Night Train',
    year: 1960,
    cast: ['Carla Cruz', 'and', 'voices of', '(', '.', 'Dan Dorsey', 'Émile Éclair'],
  },
];
const malformed = [
  null,
  42,
  'Harbor Lights',
  ['not', 'an', 'object'],
  { title: '', year: 1950, cast: ['Alice Able'] },
  { year: 1950, cast: ['Alice Able'] },
  { title: 'Bad Year', year: 'nineteen', cast: ['Alice Able'] },
  { title: 'Far Future', year: 3020, cast: ['Alice Able'] },
  { title: 'Nobody In It', year: 1970, cast: [] },
  { title: 'Only Debris', year: 1971, cast: ['and', '(narrator)'] },
  { title: 'Odd Entries', year: 1972, cast: [17, null, 'Fay Field', 'Fay Field'] },
];

describeEachEngine('importing a catalog into %s', (engine) => {
  let db: DataSource;
  let close: () => Promise<void>;
  let dir: string;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(engine));
  });
  afterAll(() => close());
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cinema-import-'));
    for (const table of ['credits', 'movies', 'actors']) await db.query(`DELETE FROM ${table}`);
    return () => rmSync(dir, { recursive: true, force: true });
  });

  const counts = async () => {
    const n = async (table: string) =>
      Number(((await db.query(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: number }[])[0]!.n);
    return { movies: await n('movies'), actors: await n('actors'), credits: await n('credits') };
  };
  const writeJson = (name: string, value: unknown) => writeFileSync(join(dir, name), JSON.stringify(value));

  it('imports every JSON file of a folder, films with their cast in billing order', async () => {
    writeJson('movies-1950s.json', goodFilms.slice(0, 2));
    writeJson('movies-1960s.json', goodFilms.slice(2));
    writeFileSync(join(dir, 'README.md'), 'not a data file');

    const summary = await importCatalog(db, dir);

    expect(summary).toMatchObject({ records: 3, films: 3, actors: 5, credits: 7 });
    expect(summary.added).toEqual({ movies: 3, actors: 5, credits: 7 });
    expect(await counts()).toEqual({ movies: 3, actors: 5, credits: 7 });
    const catalog = await CatalogIndex.load(db);
    const nightTrain = catalog.movieByTvdbId(catalogMovieTvdbId('Night Train', 1960))!;
    expect(nightTrain).toMatchObject({ title: 'Night Train', year: 1960, imageUrl: null, source: 'catalog' });
    // Billing counts only kept names: the debris between Carla Cruz and Dan Dorsey takes no place.
    expect(
      catalog.actorsOfMovie(nightTrain.id).map((c) => [catalog.actorById(c.actorId)!.name, c.billingPosition]),
    ).toEqual([
      ['Carla Cruz', 1],
      ['Dan Dorsey', 2],
      ['Émile Éclair', 3],
    ]);
    expect(catalog.movieByTvdbId(catalogMovieTvdbId('Harbor Lights', 1951))?.imageUrl).toBe(
      'https://img.example/harbor.jpg',
    );
    expect(catalog.actorByTvdbId(catalogActorTvdbId('Émile Éclair'))).toMatchObject({
      name: 'Émile Éclair',
      slug: 'Émile_Éclair',
    });
    expect(catalog.searchActors('emile').map((a) => a.name)).toEqual(['Émile Éclair']);
  });

  it('counts malformed records and debris cast names by reason, and keeps going', async () => {
    writeJson('good.json', goodFilms);
    writeJson('bad.json', malformed);
    writeFileSync(join(dir, 'broken.json'), '[{"title": "Cut Off"');
    writeJson('object.json', { title: 'Not An Array', cast: ['Alice Able'] });

    const summary = await importCatalog(db, dir);

    expect(summary.skipped).toEqual({
      'unreadable file': 2,
      'not an object': 4,
      'missing title': 2,
      'bad year': 2,
      'empty cast': 2,
      'debris cast name': 6,
      'cast entry not a name': 2,
      'repeated cast name': 1,
    });
    expect(summary).toMatchObject({ records: 3 + malformed.length, films: 4, actors: 6, credits: 8 });
    const catalog = await CatalogIndex.load(db);
    expect(catalog.searchActors('and')).toEqual([]);
    expect(catalog.searchMovies('odd entries').map((m) => m.title)).toEqual(['Odd Entries']);
  });

  it('changes nothing when run a second time', async () => {
    writeJson('films.json', [...goodFilms, ...malformed]);
    const first = await importCatalog(db, dir);
    const before = await counts();

    const second = await importCatalog(db, dir);

    expect(second.added).toEqual({ movies: 0, actors: 0, credits: 0 });
    expect(await counts()).toEqual(before);
    expect({ ...second, durationMs: 0 }).toEqual({ ...first, durationMs: 0, added: second.added });
  });

  it('merges a film listed twice under the same title and year', async () => {
    writeJson('films.json', [
      { title: 'Twice Told', year: 1990, cast: ['Alice Able', 'Bob Baker'] },
      {
        title: 'Twice Told',
        year: 1990,
        cast: ['Bob Baker', 'Carla Cruz'],
        thumbnail: 'https://img.example/twice.jpg',
      },
    ]);

    const summary = await importCatalog(db, join(dir, 'films.json'));

    expect(summary).toMatchObject({ records: 2, films: 1, actors: 3, credits: 3 });
    const catalog = await CatalogIndex.load(db);
    const movie = catalog.movieByTvdbId(catalogMovieTvdbId('Twice Told', 1990))!;
    expect(movie.imageUrl).toBe('https://img.example/twice.jpg');
    expect(catalog.actorsOfMovie(movie.id).map((c) => c.billingPosition)).toEqual([1, 2, 3]);
  });

  it('imports records given in memory the same way as a file, in batches, reporting progress', async () => {
    const films = Array.from({ length: 25 }, (_, i) => ({
      title: `Film ${i}`,
      year: 2000 + i,
      cast: [`Star ${i}`, `Star ${i + 1}`],
    }));
    const progress: ImportProgress[] = [];

    const summary = await importCatalog(db, films, { batchSize: 10, onProgress: (p) => progress.push(p) });

    expect(summary).toMatchObject({ source: 'in-memory records', films: 25, actors: 26, credits: 50 });
    expect(progress.map((p) => p.done)).toEqual([0, 10, 20, 25]);
    expect(progress.every((p) => p.total === 25)).toBe(true);
    const catalog = await CatalogIndex.load(db);
    const [first, last] = [catalog.actorsByName('Star 0')[0]!, catalog.actorsByName('Star 25')[0]!];
    expect(catalog.shortestChain(first.id, last.id, 30)?.connections).toBe(25);
  });

  it('fails plainly when the source path does not exist', async () => {
    await expect(importCatalog(db, join(dir, 'missing'))).rejects.toThrow(/ENOENT/);
  });
});

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const referenceDir = resolve(process.env.REFERENCE_DATA_DIR ?? join(repoRoot, '../shared/data/wikipedia-movie-data'));
const referenceRequired = process.env.REQUIRE_REFERENCE_DATA === '1' || Boolean(process.env.CI);
const referencePresent = existsSync(referenceDir);

describeOnce('importing the full reference dataset', () => {
  // Skipped only where the dataset is absent and not required (REQUIRE_REFERENCE_DATA=1 or CI).
  it.skipIf(!referencePresent && !referenceRequired)(
    'gives the figures of its README in under a minute, and search works afterwards',
    async () => {
      if (!referencePresent) throw new Error(`REQUIRE_REFERENCE_DATA/CI is set but ${referenceDir} does not exist`);
      const database = await createTestDatabase('sqlite');
      const db = await openDatabase(database.url);
      try {
        const summary = await importCatalog(db, referenceDir);

        // README: 36,273 films, 869 with an empty cast, 30 (title, year) pairs twice,
        // 133,326 cast entries, 28,630 distinct names of which about 70 are debris.
        expect(summary.records).toBe(36_273);
        expect(summary.skipped['empty cast']).toBeGreaterThanOrEqual(869);
        expect(summary.films).toBeGreaterThan(36_273 - 869 - 30 - 100);
        expect(summary.films).toBeLessThanOrEqual(36_273 - 869 - 30);
        expect(summary.actors).toBeGreaterThan(28_630 - 250);
        expect(summary.actors).toBeLessThan(28_630 - 50);
        expect(summary.credits).toBeGreaterThan(133_326 - 1_000);
        expect(summary.credits).toBeLessThan(133_326);
        expect(summary.durationMs).toBeLessThan(60_000);

        const catalog = await CatalogIndex.load(db);
        expect(catalog.movieCount).toBe(summary.films);
        expect(catalog.actorCount).toBe(summary.actors);
        expect(catalog.searchActors('tom hanks')[0]?.name).toBe('Tom Hanks');
        expect(catalog.searchActors('penelope cruz')[0]?.name).toBe('Penélope Cruz');
        expect(catalog.searchMovies('forrest gump')[0]).toMatchObject({ title: 'Forrest Gump', year: 1994 });
        expect(catalog.searchActors('and').map((a) => a.name)).not.toContain('and');
        const hanks = catalog.actorsByName('Tom Hanks')[0]!;
        const bacon = catalog.actorsByName('Kevin Bacon')[0]!;
        expect(catalog.shortestChain(hanks.id, bacon.id)?.connections).toBe(1); // Apollo 13
      } finally {
        await db.destroy();
        await database.drop();
      }
    },
    180_000,
  );
});
