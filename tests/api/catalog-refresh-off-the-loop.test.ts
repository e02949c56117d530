/**
 * A catalog refresh on the reference catalog (36k films) leaves the event loop free: the index is
 * read a page at a time and its graph and name searches are built on a thread of their own, so
 * that requests are answered throughout. Timed: run beside the other timed suites, not the api
 * project's parallel files.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { refreshCatalogIfStale } from '../../server/src/catalog/catalog-refresh';
import { importCatalog } from '../../server/src/catalog/import/import-catalog';
import { openDatabase } from '../../server/src/db/data-source';
import type { DataSource } from 'typeorm';

const referenceDir =
  process.env.REFERENCE_DATA_DIR ||
  fileURLToPath(new URL('../../../shared/data/wikipedia-movie-data', import.meta.url));

/**
 * What the event loop may wait while a refresh runs. Each piece of the refresh on the main thread
 * takes a millisecond or two; what is left are the young-generation collections of the objects
 * the new index keeps (a few milliseconds on a quiet machine, 20 to 95 ms on the shared 2-core
 * one, 333 ms seen beside the other timed suites) and the time the machine's other processes
 * take. The rebuild as one block held the loop for the whole refresh (1.1 to 1.6 s on that
 * machine) without a single turn, which the delay monitor, measuring between turns, never
 * records (0 turns and a maximum of 0 ms on the old rebuild): the count of turns is what tells
 * the two apart on any machine, the bounds catch a block of a second or more once it yields.
 */
const MAX_EVENT_LOOP_DELAY_MS = 1_000;
const P99_EVENT_LOOP_DELAY_MS = 100;
/** Turns of the event loop while the refresh runs: it yields after every page of rows it reads (hundreds). */
const MIN_TURNS = 100;

const newFilm = {
  title: 'The Lighthouse Keepers',
  year: 2021,
  cast: ['Zephyrine Okonkwo-Lund', 'Barnaby Quillfeather', 'Tom Hanks'],
};

describe.skipIf(!existsSync(referenceDir))('a catalog refresh on the reference catalog', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cinema-refresh-'));
  let db: DataSource;
  let catalog: CatalogIndex;

  beforeAll(async () => {
    db = await openDatabase(`sqlite:${join(dir, 'catalog.sqlite')}`);
    await importCatalog(db, referenceDir);
    catalog = await CatalogIndex.load(db);
  });
  afterAll(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('never holds the event loop, answers from the old catalog until the new one is whole, then from it', async () => {
    const names = () => catalog.searchActors('Quillfeather').map((a) => a.name);
    expect(names()).toEqual([]);
    const actorsBefore = catalog.actorCount;
    await importCatalog(db, [newFilm]);

    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    let turns = 0;
    const turning = setInterval(() => turns++, 0);
    const refreshed = refreshCatalogIfStale(catalog, db);
    // A turn of the event loop later the refresh is under way: the old catalog still answers.
    await new Promise((resolve) => setImmediate(resolve));
    expect(names()).toEqual([]);
    expect(await refreshed).toBe(true);
    delay.disable();
    clearInterval(turning);

    expect(turns).toBeGreaterThanOrEqual(MIN_TURNS);
    expect(delay.max / 1e6, 'the longest event-loop delay (ms)').toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
    expect(delay.percentile(99) / 1e6, 'p99 of the event-loop delay (ms)').toBeLessThan(P99_EVENT_LOOP_DELAY_MS);
    expect(names()).toEqual(['Barnaby Quillfeather']);
    expect(catalog.actorCount).toBe(actorsBefore + 2);
    const hanks = catalog.searchActors('Tom Hanks')[0]!;
    const titles = catalog.moviesOfActor(hanks.id).map((c) => catalog.movieById(c.movieId)!.title);
    expect(titles).toContain('The Lighthouse Keepers');
  });
});
