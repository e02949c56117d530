/**
 * The catalog searches' answers (SPEC §7: never answered from a cache unchecked): `no-cache` with
 * an ETag of the catalog's version, 304 for a copy that is still current, and a new ETag once the
 * catalog changes: an import by another process seen by a refresh, or a row another instance
 * stored read into the catalog. Between changes, a query's answer is kept: searched, made JSON
 * and compressed once.
 */
import type { LightMyRequestResponse } from 'fastify';
import zlib, { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshCatalogIfStale } from '../../server/src/catalog/catalog-refresh';
import { importCatalog } from '../../server/src/catalog/import/import-catalog';
import { openDatabase } from '../../server/src/db/data-source';
import { countCompressionPerRequest, stringifiedDuring, type CompressionCount } from '../support/answer-work';
import { describeEachEngine } from '../support/engines';
import { storeActorElsewhere } from '../support/other-instance';
import { startTestApp, type TestApp } from '../support/test-app';
import { trpcBatchOfOne } from '../support/trpc-call';

const newFilm = {
  title: 'The Quillfeather Crossing',
  year: 2022,
  cast: ['Barnaby Quillfeather', 'Tom Hanks'],
};

describeEachEngine('search answers on %s', (engine) => {
  let t: TestApp;
  let compressedPerRequest: CompressionCount;
  const get = (url: string, ifNoneMatch?: string) =>
    t.app.inject({ method: 'GET', url, headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });
  const etagOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(200);
    const etag = response.headers.etag;
    if (typeof etag !== 'string') throw new Error('no ETag');
    return etag;
  };

  beforeAll(async () => {
    compressedPerRequest = countCompressionPerRequest();
    // No timed refresh: the test refreshes when it wants the other process's import seen.
    t = await startTestApp(engine, { CATALOG_REFRESH_MS: '0' });
  });
  afterAll(async () => {
    await t?.close();
    compressedPerRequest.restore();
  });

  describe.each(['actors', 'movies'])('%s search', (kind) => {
    const url = (query: string) => `/api/${kind}/search?query=${encodeURIComponent(query)}`;

    it('answers a weak ETag and no-cache, the same for the same query', async () => {
      const first = await get(url('the'));
      const second = await get(url('the'));
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toMatch(/^W\/"catalog-[^"]+"$/);
      expect(etagOf(second)).toBe(etagOf(first));
      expect(second.json()).toEqual(first.json());
    });

    it('answers 304 with no body to a client holding the current copy', async () => {
      const etag = etagOf(await get(url('the')));
      const again = await get(url('the'), etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // Any tag of a list, and the strong form of the same tag, match too (weak comparison).
      expect((await get(url('the'), `W/"stale", ${etag}`)).statusCode).toBe(304);
      expect((await get(url('the'), etag.slice(2))).statusCode).toBe(304);
    });

    it('gives a different query a different ETag, and answers it in full', async () => {
      const etag = etagOf(await get(url('the')));
      const other = await get(url('a'), etag);
      expect(other.statusCode).toBe(200);
      expect(etagOf(other)).not.toBe(etag);
    });

    it('refuses an over-long query with 400 and its message, with no ETag', async () => {
      const response = await get(url('a'.repeat(201)));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/200/);
      expect(response.headers.etag).toBeUndefined();
    });
  });

  describe('an answer kept per query while the catalog holds', () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const batchOfOne = trpcBatchOfOne('catalog.searchMovies', { query: 'man' });

    it('searches a repeated query once, and sends its JSON as made, compressed once', async () => {
      const searched = vi.spyOn(t.services.catalog, 'searchMovies');
      // A kept answer's reply is compressed off the event loop (../../server/src/kept-answers.ts).
      const compressedOnce = vi.spyOn(zlib, 'brotliCompress');
      try {
        const plain = await get('/api/movies/search?query=man');
        expect(Buffer.byteLength(plain.body)).toBeGreaterThanOrEqual(1024);
        const compressedBefore = compressedPerRequest.calls();
        // Non-empty lists, as JSON.stringify would be given a search's answer.
        const [repeats, listsStringified] = await stringifiedDuring('0', async () => [
          await get('/api/movies/search?query=man'),
          await t.app.inject({ url: '/api/movies/search?query=man', headers: browser }),
          await t.app.inject({ url: '/api/movies/search?query=man', headers: browser }),
        ]);
        expect(searched).toHaveBeenCalledTimes(1);
        expect(compressedOnce).toHaveBeenCalledTimes(1);
        expect(repeats[0]!.body).toBe(plain.body);
        for (const res of repeats.slice(1)) {
          expect(res.headers['content-encoding']).toBe('br');
          expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
        }
        expect(compressedPerRequest.calls()).toBe(compressedBefore);
        expect(listsStringified).toEqual([]);
      } finally {
        searched.mockRestore();
        compressedOnce.mockRestore();
      }
    });

    it("answers tRPC's calls from the same kept answer, a batch of one compressed once", async () => {
      const plain = (await get('/api/movies/search?query=man')).json<unknown[]>();
      const searched = vi.spyOn(t.services.catalog, 'searchMovies');
      const compressedOnce = vi.spyOn(zlib, 'brotliCompress');
      try {
        const compressedBefore = compressedPerRequest.calls();
        for (let ask = 0; ask < 2; ask++) {
          const res = await t.app.inject({ url: batchOfOne, headers: browser });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe('br');
          expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual([{ result: { data: plain } }]);
        }
        expect(compressedPerRequest.calls()).toBe(compressedBefore);
        // tRPC's envelope around the kept answer is another reply than REST's: compressed once too.
        expect(compressedOnce).toHaveBeenCalledTimes(1);
        const input = encodeURIComponent(JSON.stringify({ 0: { query: 'man' }, 1: { query: 'man' } }));
        const batch = await get(`/trpc/catalog.searchMovies,catalog.searchActors?batch=1&input=${input}`);
        const [movies, actors] = batch.json<{ result: { data: { name?: string; title?: string }[] } }[]>();
        expect(movies!.result.data).toEqual(plain);
        expect(searched).not.toHaveBeenCalled();
        // The same query's actors are another answer, not the movies kept.
        expect(actors!.result.data.length).toBeGreaterThan(0);
        expect(actors!.result.data.every((actor) => typeof actor.name === 'string' && !('title' in actor))).toBe(true);
      } finally {
        searched.mockRestore();
        compressedOnce.mockRestore();
      }
    });
  });

  it('changes the ETag once the catalog changes, and answers the new results', async () => {
    const actorsBefore = await get('/api/actors/search?query=Quillfeather');
    const moviesBefore = await get('/api/movies/search?query=Quillfeather');
    expect(actorsBefore.json()).toEqual([]);
    expect(moviesBefore.json()).toEqual([]);

    const other = await openDatabase(t.databaseUrl);
    await importCatalog(other, [newFilm]);
    await other.destroy();
    expect(await refreshCatalogIfStale(t.services.catalog, t.services.db)).toBe(true);

    const actorsAfter = await get('/api/actors/search?query=Quillfeather', etagOf(actorsBefore));
    expect(actorsAfter.statusCode).toBe(200);
    expect(etagOf(actorsAfter)).not.toBe(actorsBefore.headers.etag);
    expect(actorsAfter.json()).toEqual([expect.objectContaining({ name: 'Barnaby Quillfeather' })]);
    const moviesAfter = await get('/api/movies/search?query=Quillfeather', etagOf(moviesBefore));
    expect(moviesAfter.statusCode).toBe(200);
    expect(moviesAfter.json()).toEqual([expect.objectContaining({ title: 'The Quillfeather Crossing', year: 2022 })]);
  });

  it('changes the ETag once an actor another instance stored is read into the catalog', async () => {
    const before = await get('/api/actors/search?query=Vanterpool');
    expect(before.json()).toEqual([]);
    const id = await storeActorElsewhere(t.databaseUrl, {
      tvdbId: '987654',
      name: 'Ingrid Vanterpool',
      slug: 'Ingrid_Vanterpool',
    });
    const hanks = t.services.catalog.searchActors('Tom Hanks')[0]!;
    // A new game with that actor reads the row into the catalog, without any refresh.
    const game = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { startActorId: id, endActorId: hanks.id, isDailyGame: false },
    });
    expect(game.statusCode).toBe(201);

    const after = await get('/api/actors/search?query=Vanterpool', etagOf(before));
    expect(after.statusCode).toBe(200);
    expect(etagOf(after)).not.toBe(before.headers.etag);
    expect(after.json()).toEqual([expect.objectContaining({ name: 'Ingrid Vanterpool', tvdbId: '987654' })]);
  });

  it('gives a single tRPC search call the same validator, and 304 to a client holding it', async () => {
    const rest = etagOf(await get('/api/actors/search?query=tom'));
    const input = encodeURIComponent(JSON.stringify({ query: 'tom' }));
    const first = await get(`/trpc/catalog.searchActors?input=${input}`);
    expect(etagOf(first)).toBe(rest);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(`/trpc/catalog.searchActors?input=${input}`, rest);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(rest);
    // The client's own form: a batch of one call, compressed when asked.
    const batchOfOne = trpcBatchOfOne('catalog.searchActors', { query: 'tom' });
    const full = await t.app.inject({ method: 'GET', url: batchOfOne, headers: { 'accept-encoding': 'br' } });
    expect(full.statusCode).toBe(200);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: batchOfOne,
      headers: { 'accept-encoding': 'br', 'if-none-match': etagOf(full) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    // Another query's copy is not this one's.
    expect((await get(`/trpc/catalog.searchMovies?input=${input}`, rest)).statusCode).toBe(200);
  });

  it('gives a batch of tRPC calls no validator, since it does not describe the whole answer', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { query: 'tom' }, 1: { query: 'the' } }));
    const batch = await get(`/trpc/catalog.searchActors,catalog.searchMovies?batch=1&input=${input}`);
    expect(batch.statusCode).toBe(200);
    expect(batch.headers.etag).toBeUndefined();
  });
});
