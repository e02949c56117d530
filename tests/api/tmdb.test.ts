/**
 * The TMDB adapter (DESIGN §4) against a fake TMDB server, on every engine: answers come from
 * TMDB and are cached into the catalog; the key never reaches an answer; failures and timeouts
 * fall back to the local catalog.
 */
import {
  actorSchema,
  movieDatabaseSearchResponseSchema,
  movieSchema,
  siteInfoSchema,
  validationResponseSchema,
} from '@cinema/shared';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachEngine } from '../support/engines';
import { FAKE_TMDB_KEY, startFakeTmdb, type FakeTmdb } from '../support/fake-tmdb';
import { startTestApp, type TestApp } from '../support/test-app';

/** Long enough for the fake TMDB to answer on a loaded machine; the hanging case waits it out. */
const TIMEOUT_MS = 2_000;

describeEachEngine('the TMDB movie database on %s', (engine) => {
  let t: TestApp;
  let tmdb: FakeTmdb;
  const get = async <T>(url: string, schema: z.ZodType<T>) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  };
  const searchActors = (q: string) => get(`/api/actors/search?query=${encodeURIComponent(q)}`, z.array(actorSchema));
  const searchMovies = (q: string) => get(`/api/movies/search?query=${encodeURIComponent(q)}`, z.array(movieSchema));

  beforeAll(async () => {
    tmdb = await startFakeTmdb();
    t = await startTestApp(engine, {
      TMDB_API_KEY: FAKE_TMDB_KEY,
      TMDB_BASE_URL: tmdb.url,
      TMDB_TIMEOUT_MS: String(TIMEOUT_MS),
    });
  });
  afterAll(async () => {
    await t.close();
    await tmdb.close();
  });
  beforeEach(() => {
    tmdb.mode = 'ok';
    tmdb.requests.length = 0;
  });

  it('answers actor searches with TMDB people who act, stored locally with w500 images', async () => {
    const actors = await searchActors('tom');
    const asked = tmdb.requests.length;
    expect(actors.map((a) => [a.name, a.tvdbId])).toEqual([
      ['Tom Hanks', '31'],
      ['Tom Cruise', '500'],
    ]);
    expect(actors[0]!.imageUrl).toBe('https://image.tmdb.org/t/p/w500/hanks.jpg');
    expect(actors.every((a) => a.id > 0)).toBe(true);

    expect(await searchActors('tom')).toEqual(actors); // the same local rows, not new ones
    // Asked of TMDB every time: its answers follow TMDB, not the catalog's revision. (The first
    // search stored two actors, which moved the revision; the next two stored nothing.)
    expect(await searchActors('tom')).toEqual(actors);
    expect(asked).toBeGreaterThan(0);
    expect(tmdb.requests.length).toBe(3 * asked);
    const rows = (await t.services.db.query(
      "SELECT COUNT(*) AS n FROM actors WHERE tvdb_id = '31' AND source = 'tmdb'",
    )) as { n: number }[];
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('answers movie searches with TMDB movies, their year and poster', async () => {
    const [movie] = await searchMovies('forrest');
    expect(movie).toMatchObject({
      tvdbId: '13',
      title: 'Forrest Gump',
      year: 1994,
      imageUrl: 'https://image.tmdb.org/t/p/w500/gump.jpg',
    });
  });

  it('sends the key to TMDB as api_key and never puts it in an answer', async () => {
    const response = await t.app.inject({ url: '/api/tmdb/search/actor?query=tom' });
    expect(response.body).not.toContain(FAKE_TMDB_KEY);
    const answer = movieDatabaseSearchResponseSchema.parse(response.json());
    expect(answer.debug).toMatchObject({
      apiKey: { present: true, length: FAKE_TMDB_KEY.length, source: 'TMDB_API_KEY' },
      movieDatabase: 'tmdb',
      resultCount: 2,
    });
    expect(tmdb.requests.at(-1)?.searchParams.get('api_key')).toBe(FAKE_TMDB_KEY);
  });

  it('validates through TMDB once, then from the cache', async () => {
    const first = await get('/api/test-validation/31/13', validationResponseSchema);
    expect(first).toMatchObject({
      isValid: true,
      validationType: 'tmdb',
      message: 'Tom Hanks appeared in "Forrest Gump"',
    });
    const again = await get('/api/test-validation/31/13', validationResponseSchema);
    expect(again).toMatchObject({ isValid: true, validationType: 'cache' });
    const outsider = await get('/api/test-validation/5344/13', validationResponseSchema);
    expect(outsider).toMatchObject({
      isValid: false,
      validationType: 'tmdb',
      message: 'Meg Ryan did not appear in "Forrest Gump"',
    });
  });

  it('answers 404 for ids TMDB does not know', async () => {
    expect((await t.app.inject({ url: '/api/actors/by-tvdbid/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/movies/by-tvdbid/999999' })).statusCode).toBe(404);
  });

  it("lists a TMDB actor's movies from their TMDB credits, most recent first", async () => {
    const hanks = await get('/api/actors/by-tvdbid/31', actorSchema);
    const movies = await get(`/api/actors/${hanks.id}/movies`, z.array(movieSchema));
    expect(movies.map((m) => m.title)).toEqual(['Forrest Gump', 'Sleepless in Seattle']);
  });

  it("lists a TMDB movie's cast in billing order", async () => {
    const movie = await get('/api/movies/by-tvdbid/858', movieSchema);
    const cast = await get(`/api/movies/${movie.id}/actors`, z.array(actorSchema));
    expect(cast.map((a) => [a.name, a.billingPosition])).toEqual([
      ['Tom Hanks', 1],
      ['Meg Ryan', 2],
    ]);
  });

  it('still answers starter-catalog items from the catalog', async () => {
    tmdb.mode = 'fail';
    const cast = await get(`/api/movies/1/actors`, z.array(actorSchema));
    expect(cast.length).toBeGreaterThan(0);
    expect(cast[0]!.tvdbId).toMatch(/^ca_/);
    const answer = await get(
      `/api/test-validation/${cast[0]!.tvdbId}/${(await get('/api/movies/by-tvdbid/13', movieSchema)).tvdbId}`,
      validationResponseSchema,
    );
    expect(answer.isValid).toBe(false);
  });

  it('falls back to the catalog when TMDB fails', async () => {
    tmdb.mode = 'fail';
    const actors = await searchActors('tom hanks');
    expect(actors[0]).toMatchObject({ name: 'Tom Hanks' });
    expect(actors[0]!.tvdbId).toMatch(/^ca_/); // the starter catalog's Tom Hanks
    expect(tmdb.requests.length).toBeGreaterThan(0);
  });

  it('falls back to the catalog when TMDB does not answer in time', async () => {
    tmdb.mode = 'hang';
    const started = performance.now();
    const movies = await searchMovies('the');
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(movies.length).toBeGreaterThan(0);
    expect(movies.every((m) => m.tvdbId.startsWith('cm_'))).toBe(true);
  });

  it('names TMDB as the movie data in the site info', async () => {
    const response = await t.app.inject({ url: '/trpc/settings.siteInfo' });
    const info = siteInfoSchema.parse((response.json() as { result: { data: unknown } }).result.data);
    expect(info.movieDatabase.kind).toBe('tmdb');
    expect(info.movieDatabase.attribution).toMatch(/TMDB/);
  });
});
