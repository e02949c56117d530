/**
 * Keeps the in-memory catalog in step with the tables (DESIGN §13): an import run by the CLI,
 * or TMDB results cached by another instance, change the tables behind this process's back.
 * A cheap count comparison on an interval decides when to rebuild.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { CatalogIndex } from './catalog-index';
import { CatalogStore } from './catalog-store';

/** Rebuilds the index when the tables hold other counts than it does. Answers whether it did. */
export async function refreshCatalogIfStale(catalog: CatalogIndex, db: DataSource): Promise<boolean> {
  const counts = await new CatalogStore(db).counts();
  if (
    counts.actors === catalog.actorCount &&
    counts.movies === catalog.movieCount &&
    counts.credits === catalog.creditCount
  ) {
    return false;
  }
  await catalog.refresh();
  return true;
}

/** Starts the periodic check; the returned function stops it. An interval of 0 disables it. */
export function watchCatalog(
  catalog: CatalogIndex,
  db: DataSource,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => void {
  if (intervalMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running || !db.isInitialized) return;
    running = true;
    refreshCatalogIfStale(catalog, db)
      .then((refreshed) => {
        if (refreshed)
          log.info({ actors: catalog.actorCount, movies: catalog.movieCount }, 'catalog refreshed from the database');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'catalog freshness check failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
