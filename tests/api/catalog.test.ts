/**
 * The catalog and settings REST paths of SPEC §7 on the starter catalog, on every engine:
 * exact answer shapes (parsed with the shared schemas), ranking, errors (DESIGN §10), caching
 * headers, and the OpenAPI document of the facade.
 */
import {
  actorSchema,
  dailyActorsSchema,
  gameSettingsSchema,
  messages,
  movieDatabaseSearchResponseSchema,
  movieSchema,
  normalizeText,
  siteInfoSchema,
  validationResponseSchema,
  type Actor,
  type Movie,
} from '@cinema/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { starterCatalogAttribution } from '../../server/src/catalog/attribution';
import { starterFilms } from '../../server/src/catalog/starter/films';
import { catalogRoutes } from '../../server/src/rest/catalog.routes';
import { settingsRoutes } from '../../server/src/rest/settings.routes';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';

const actorList = z.array(actorSchema);
const movieList = z.array(movieSchema);
const errorSchema = z.object({ message: z.string().min(1), code: z.string() });

/** The tier of a search hit: 0 exact, 1 prefix of the name, 2 prefix of a later word, 3 substring. */
function tierOf(name: string, query: string): number {
  const n = normalizeText(name);
  const q = normalizeText(query);
  if (n === q) return 0;
  if (n.startsWith(q)) return 1;
  if (` ${n}`.includes(` ${q}`)) return 2;
  if (n.includes(q)) return 3;
  throw new Error(`${name} does not match ${query}`);
}

/** Credits per actor name in the starter catalog: the popularity searches rank by. */
const starterCredits = new Map<string, number>();
for (const film of starterFilms)
  for (const name of new Set(film.cast)) starterCredits.set(name, (starterCredits.get(name) ?? 0) + 1);

describeEachEngine('catalog routes on %s', (engine) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const json = <T>(schema: z.ZodType<T>, response: LightMyRequestResponse) => schema.parse(response.json());
  const expectError = (response: LightMyRequestResponse, status: number) => {
    expect(response.statusCode).toBe(status);
    return errorSchema.parse(response.json());
  };
  const expectNoCache = (response: LightMyRequestResponse) => {
    expect(response.headers['cache-control']).toMatch(/no-store/);
    expect(response.headers['cache-control']).toMatch(/no-cache/);
  };
  /** Stored but never reused without asking: the searches revalidate by their ETag instead. */
  const expectRevalidated = (response: LightMyRequestResponse) => {
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^W\/"catalog-/);
  };
  const searchActors = async (query: string) =>
    json(actorList, await get(`/api/actors/search?query=${encodeURIComponent(query)}`));
  const searchMovies = async (query: string) =>
    json(movieList, await get(`/api/movies/search?query=${encodeURIComponent(query)}`));
  /** A starter-catalog actor found by exact name. */
  const actorNamed = async (name: string): Promise<Actor> => {
    const found = (await searchActors(name)).find((a) => a.name === name);
    if (!found) throw new Error(`${name} is not in the catalog`);
    return found;
  };
  const movieTitled = async (title: string): Promise<Movie> => {
    const found = (await searchMovies(title)).find((m) => m.title === title);
    if (!found) throw new Error(`${title} is not in the catalog`);
    return found;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('actor search', () => {
    it('ranks by match tier, then by number of credits, then by name', async () => {
      for (const query of ['tom', 'j', 'jack', 'an']) {
        const actors = await searchActors(query);
        expect(actors.length).toBeGreaterThan(0);
        const keys = actors.map(
          (a) => [tierOf(a.name, query), -(starterCredits.get(a.name) ?? 0), normalizeText(a.name)] as const,
        );
        const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0));
        expect(keys).toEqual(sorted);
      }
    });

    it('puts the exact name first', async () => {
      const [popular] = [...starterCredits].sort((a, b) => b[1] - a[1])[0]!;
      expect((await searchActors(popular))[0]?.name).toBe(popular);
    });

    it('ignores accents and case', async () => {
      const accented = [...starterCredits.keys()].find(
        (n) => normalizeText(n) !== n.toLowerCase() && /[^\p{ASCII}]/u.test(n),
      )!;
      const plain = normalizeText(accented).toUpperCase();
      expect((await searchActors(plain)).map((a) => a.name)).toContain(accented);
    });

    it('answers one-letter queries, at most 20 results', async () => {
      const actors = await searchActors('a');
      expect(actors.length).toBe(20);
    });

    it('answers [] for an empty, blank or missing query', async () => {
      expect(await searchActors('')).toEqual([]);
      expect(await searchActors('   ')).toEqual([]);
      expect(json(actorList, await get('/api/actors/search'))).toEqual([]);
    });

    it('is never answered from a cache without revalidation', async () => {
      expectRevalidated(await get('/api/actors/search?query=tom'));
    });

    it('refuses an over-long query with 400', async () => {
      expectError(await get(`/api/actors/search?query=${'a'.repeat(201)}`), 400);
    });
  });

  describe('movie search', () => {
    it('finds a title by any word, with its year, and is always revalidated', async () => {
      const film = starterFilms.find((f) => f.title.split(' ').length >= 3)!;
      const lastWord = film.title.split(' ').at(-1)!;
      const response = await get(`/api/movies/search?query=${encodeURIComponent(lastWord)}`);
      expectRevalidated(response);
      expect(json(movieList, response)).toContainEqual(expect.objectContaining({ title: film.title, year: film.year }));
    });

    it('ranks by match tier, then by cast size', async () => {
      const castSize = new Map(starterFilms.map((f) => [f.title, new Set(f.cast).size]));
      const movies = await searchMovies('the');
      const keys = movies.map((m) => [tierOf(m.title, 'the'), -(castSize.get(m.title) ?? 0)] as const);
      expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    });

    it('answers [] for an empty query and 400 for an over-long one', async () => {
      expect(await searchMovies('')).toEqual([]);
      expectError(await get(`/api/movies/search?query=${'x'.repeat(201)}`), 400);
    });
  });

  describe('movies of an actor and cast of a movie', () => {
    it("lists an actor's movies, most recent first", async () => {
      const [name] = [...starterCredits].sort((a, b) => b[1] - a[1])[0]!;
      const actor = await actorNamed(name);
      const movies = json(movieList, await get(`/api/actors/${actor.id}/movies`));
      const expected = starterFilms.filter((f) => f.cast.includes(name));
      expect(movies.map((m) => m.title).sort()).toEqual(expected.map((f) => f.title).sort());
      const years = movies.map((m) => m.year ?? 0);
      expect(years).toEqual([...years].sort((a, b) => b - a));
    });

    it("lists a movie's cast in billing order with billing positions", async () => {
      const film = starterFilms[0]!;
      const movie = await movieTitled(film.title);
      const cast = json(actorList, await get(`/api/movies/${movie.id}/actors`));
      expect(cast.map((a) => a.name)).toEqual([...film.cast]);
      expect(cast.map((a) => a.billingPosition)).toEqual(film.cast.map((_, i) => i + 1));
    });

    it('answers 404 with a message for unknown ids', async () => {
      expect(expectError(await get('/api/actors/999999/movies'), 404).message).toBe('Actor 999999 not found');
      expect(expectError(await get('/api/movies/999999/actors'), 404).message).toBe('Movie 999999 not found');
    });

    it('answers 400 for ids that are not positive whole numbers', async () => {
      for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
        expect(expectError(await get(`/api/actors/${id}/movies`), 400).code).toBe('BAD_REQUEST');
        expectError(await get(`/api/movies/${id}/actors`), 400);
      }
    });
  });

  describe('random actors', () => {
    it('answers two distinct actors by default, and the count asked for', async () => {
      const two = json(actorList, await get('/api/actors/random'));
      expect(two).toHaveLength(2);
      expect(two[0]!.id).not.toBe(two[1]!.id);
      expect(json(actorList, await get('/api/actors/random?count=5'))).toHaveLength(5);
    });

    it('refuses a count that is not a whole number from 1 to 10 with 400', async () => {
      for (const count of ['abc', '0', '11', '2.5', ''])
        expectError(await get(`/api/actors/random?count=${count}`), 400);
    });
  });

  describe('lookups by movie database id', () => {
    it('finds an actor and a movie by tvdbId', async () => {
      const actor = await actorNamed(starterFilms[0]!.cast[0]!);
      const movie = await movieTitled(starterFilms[0]!.title);
      expect(json(actorSchema, await get(`/api/actors/by-tvdbid/${actor.tvdbId}`))).toEqual(actor);
      expect(json(movieSchema, await get(`/api/movies/by-tvdbid/${movie.tvdbId}`))).toEqual(movie);
    });

    it('answers 404 with a message for unknown tvdbIds', async () => {
      expect(expectError(await get('/api/actors/by-tvdbid/ca_0000000000000000'), 404).message).toMatch(
        /ca_0000000000000000/,
      );
      expectError(await get('/api/movies/by-tvdbid/nope'), 404);
    });
  });

  describe('test validation', () => {
    it('says an actor appeared in a movie of theirs, and which source answered', async () => {
      const film = starterFilms[0]!;
      const actor = await actorNamed(film.cast[1]!);
      const movie = await movieTitled(film.title);
      const response = await get(`/api/test-validation/${actor.tvdbId}/${movie.tvdbId}`);
      const answer = json(validationResponseSchema, response);
      expect(answer).toMatchObject({ isValid: true, validationType: 'catalog' });
      expect(answer.validationTimeMs).toBeGreaterThanOrEqual(0);
    });

    it('says an actor did not appear in a movie they were not in, in the spec words', async () => {
      const film = starterFilms[0]!;
      const outsider = [...starterCredits.keys()].find((n) => !film.cast.includes(n))!;
      const actor = await actorNamed(outsider);
      const movie = await movieTitled(film.title);
      const answer = json(validationResponseSchema, await get(`/api/test-validation/${actor.tvdbId}/${movie.tvdbId}`));
      expect(answer).toMatchObject({ isValid: false, message: messages.didNotAppearIn(outsider, film.title) });
    });

    it('answers 404 for unknown tvdbIds', async () => {
      const movie = await movieTitled(starterFilms[0]!.title);
      expectError(await get(`/api/test-validation/ca_unknown/${movie.tvdbId}`), 404);
      expectError(await get(`/api/test-validation/ca_unknown/cm_unknown`), 404);
    });
  });

  describe('daily actors and game settings', () => {
    it("answer today's two distinct actors, the same ones the settings name, never cached", async () => {
      const daily = await get(`/api/daily-actors?_t=${Date.now()}`);
      expectNoCache(daily);
      const { startActor, endActor } = json(dailyActorsSchema, daily);
      expect(startActor).not.toBeNull();
      expect(endActor).not.toBeNull();
      expect(startActor!.id).not.toBe(endActor!.id);

      const settings = await get('/api/game-settings');
      expectNoCache(settings);
      // A fresh install picks the pair by itself (DESIGN §7: auto is the default mode).
      expect(json(gameSettingsSchema, settings)).toMatchObject({
        selectionMode: 'auto',
        startActorId: startActor!.id,
        endActorId: endActor!.id,
      });
    });

    it('ignore the _t cache-buster and keep lastUpdated until the pair changes', async () => {
      const a = json(dailyActorsSchema, await get('/api/daily-actors?_t=1'));
      const b = json(dailyActorsSchema, await get('/api/daily-actors?_t=2'));
      expect(b).toEqual(a);
      const first = json(gameSettingsSchema, await get('/api/game-settings'));
      const second = json(gameSettingsSchema, await get('/api/game-settings'));
      expect(second.lastUpdated).toBe(first.lastUpdated);
      expect(new Date(first.lastUpdated).toISOString()).toBe(first.lastUpdated);
    });
  });

  describe('movie database test search', () => {
    it('answers results and debug facts of the active movie database', async () => {
      const response = await get('/api/tmdb/search/actor?query=tom');
      expectNoCache(response);
      const answer = json(movieDatabaseSearchResponseSchema, response);
      expect(answer.results).toEqual(await searchActors('tom'));
      expect(answer.debug).toMatchObject({
        apiKey: { present: false, length: 0, source: 'none' },
        query: 'tom',
        type: 'actor',
        resultCount: answer.results.length,
        movieDatabase: 'catalog',
      });
      const movies = json(movieDatabaseSearchResponseSchema, await get('/api/tmdb/search/movie?query=the'));
      expect(movies.results).toEqual(await searchMovies('the'));
      expect(movies.debug.type).toBe('movie');
    });

    it('refuses an unknown type or an empty query with 400', async () => {
      expectError(await get('/api/tmdb/search/person?query=tom'), 400);
      expectError(await get('/api/tmdb/search/actor?query='), 400);
      expectError(await get('/api/tmdb/search/actor'), 400);
    });
  });

  describe('site info (tRPC)', () => {
    it('names the branding and the starter catalog as the movie data', async () => {
      const response = await get('/trpc/settings.siteInfo');
      expect(response.statusCode).toBe(200);
      const info = siteInfoSchema.parse((response.json() as { result: { data: unknown } }).result.data);
      expect(info.movieDatabase).toEqual({ kind: 'catalog', attribution: starterCatalogAttribution });
      expect(info.branding.productName).toBe('Cinema Chain');
    });
  });

  describe('the API surface', () => {
    it('answers an unknown /api path with a JSON 404', async () => {
      const response = await get('/api/no-such-thing');
      expect(expectError(response, 404).code).toBe('NOT_FOUND');
      expect(response.headers['content-type']).toMatch(/application\/json/);
    });

    it('documents every catalog and settings route in /api/openapi.json', async () => {
      const document = (await get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
      for (const r of [...catalogRoutes, ...settingsRoutes]) {
        const path = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
        expect(document.paths[path]?.[r.method.toLowerCase()], `${r.method} ${path}`).toBeDefined();
        expect(r.docs?.response, `${r.method} ${path} documents its answer`).toBeDefined();
      }
    });

    it('serves the API docs page as HTML', async () => {
      let response = await get('/api/docs');
      if (response.statusCode >= 300 && response.statusCode < 400)
        response = await get(String(response.headers.location));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    });
  });
});
