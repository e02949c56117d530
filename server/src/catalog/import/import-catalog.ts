/**
 * Imports a catalog in the reference dataset's format into the actors, movies and credits
 * tables (DESIGN §4). Idempotent: identifiers come from the data (catalog-ids), and every
 * write leaves existing rows as they are, so a second run adds nothing and two instances
 * seeding at once end with the same rows. Works in batched transactions; bad records are
 * counted by reason and skipped.
 */
import { actorSlug } from '@cinema/shared';
import type { DataSource } from 'typeorm';
import { catalogActorTvdbId, catalogMovieTvdbId } from '../catalog-ids';
import { CatalogStore, type CreditValues } from '../catalog-store';
import { readFilmRecord, type FilmRecord } from './film-record';
import { readSource, type CatalogSource } from './read-source';

export type { CatalogSource } from './read-source';

export interface ImportProgress {
  /** Films written so far, of `total`. */
  done: number;
  total: number;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  /** Films per transaction. */
  batchSize?: number;
}

export interface ImportSummary {
  source: string;
  /** Records read, good or bad. */
  records: number;
  /** Distinct films kept: records with a usable title, year and cast, same (title, year) merged. */
  films: number;
  /** Distinct actors credited in those films. */
  actors: number;
  /** Distinct (actor, film) credits. */
  credits: number;
  /** Rows this run added to the tables (0 on a re-import). */
  added: { movies: number; actors: number; credits: number };
  /** Skipped records and cast entries, by reason. */
  skipped: Record<string, number>;
  durationMs: number;
}

interface Film extends FilmRecord {
  tvdbId: string;
}

const DEFAULT_BATCH_SIZE = 1000;
const DEADLOCK_RETRIES = 3;

export async function importCatalog(
  db: DataSource,
  source: CatalogSource,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const { records, unreadable, label } = await readSource(source);
  const skipped: Record<string, number> = {};
  const count = (reason: string) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  for (const _ of unreadable) count('unreadable file');

  const films = collectFilms(records, count);
  const store = new CatalogStore(db);
  const before = await store.counts();
  const actorIds = new Map<string, number>();
  let credits = 0;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  options.onProgress?.({ done: 0, total: films.length });
  for (let at = 0; at < films.length; at += batchSize) {
    const batch = films.slice(at, at + batchSize);
    const written = await withDeadlockRetry(() =>
      store.transaction((batchStore) => writeBatch(batchStore, batch, actorIds)),
    );
    // Only ids of a committed batch are remembered: a rolled-back batch is retried whole.
    for (const [name, id] of written.newActorIds) actorIds.set(name, id);
    credits += written.credits;
    options.onProgress?.({ done: Math.min(at + batchSize, films.length), total: films.length });
  }
  const after = await store.counts();

  return {
    source: label,
    records: records.length,
    films: films.length,
    actors: actorIds.size,
    credits,
    added: {
      movies: after.movies - before.movies,
      actors: after.actors - before.actors,
      credits: after.credits - before.credits,
    },
    skipped,
    durationMs: Math.round(performance.now() - started),
  };
}

/** Good records as films; two records of the same (title, year) are one film with both casts. */
function collectFilms(records: readonly unknown[], count: (reason: string) => void): Film[] {
  const films = new Map<string, Film>();
  for (const raw of records) {
    const { film, skipped } = readFilmRecord(raw);
    skipped.forEach(count);
    if (!film) continue;
    const tvdbId = catalogMovieTvdbId(film.title, film.year);
    const known = films.get(tvdbId);
    if (!known) {
      films.set(tvdbId, { ...film, tvdbId });
      continue;
    }
    known.imageUrl ??= film.imageUrl;
    for (const name of film.cast) if (!known.cast.includes(name)) known.cast.push(name);
  }
  return [...films.values()];
}

/** Writes one batch, given the actors (name → row id) earlier batches stored. */
async function writeBatch(
  store: CatalogStore,
  films: readonly Film[],
  actorIds: ReadonlyMap<string, number>,
): Promise<{ credits: number; newActorIds: Map<string, number> }> {
  await store.upsertMovies(films);
  const movieIds = await store.idsOf(
    'movies',
    films.map((f) => f.tvdbId),
  );

  const newNames = [...new Set(films.flatMap((f) => f.cast))].filter((name) => !actorIds.has(name));
  const newActors = newNames.map((name) => ({ name, slug: actorSlug(name), tvdbId: catalogActorTvdbId(name) }));
  await store.insertActors(newActors);
  const stored = await store.idsOf(
    'actors',
    newActors.map((a) => a.tvdbId),
  );
  const newActorIds = new Map<string, number>();
  for (const actor of newActors) {
    const id = stored.get(actor.tvdbId);
    if (id === undefined) throw new Error(`actor "${actor.name}" was not stored`);
    newActorIds.set(actor.name, id);
  }
  const actorIdOf = (name: string) => actorIds.get(name) ?? newActorIds.get(name)!;

  const credits: CreditValues[] = [];
  for (const film of films) {
    const movieId = movieIds.get(film.tvdbId);
    if (movieId === undefined) throw new Error(`movie "${film.title}" was not stored`);
    film.cast.forEach((name, i) => credits.push({ actorId: actorIdOf(name), movieId, billingPosition: i + 1 }));
  }
  await store.insertCredits(credits);
  return { credits: credits.length, newActorIds };
}

/** Two instances importing at once may deadlock on MySQL; the batch is simply run again. */
async function withDeadlockRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code =
        (error as { driverError?: { code?: string }; code?: string }).driverError?.code ??
        (error as { code?: string }).code;
      if (code !== 'ER_LOCK_DEADLOCK' || attempt >= DEADLOCK_RETRIES) throw error;
    }
  }
}
