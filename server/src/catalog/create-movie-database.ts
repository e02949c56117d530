/** Picks the movie database adapter (DESIGN §4): TMDB when a key or token is configured, else the catalog. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { catalogAttribution, tmdbAttribution } from './attribution';
import type { CatalogIndex } from './catalog-index';
import { CatalogMovieDatabase } from './catalog-movie-database';
import type { CatalogStore } from './catalog-store';
import type { MovieDatabase } from './movie-database';
import { TmdbCache } from './tmdb/tmdb-cache';
import { TmdbClient } from './tmdb/tmdb-client';
import { TmdbMovieDatabase } from './tmdb/tmdb-movie-database';

export function createMovieDatabase(
  config: AppConfig,
  store: CatalogStore,
  catalog: CatalogIndex,
  log: FastifyBaseLogger,
): MovieDatabase {
  const local = new CatalogMovieDatabase(catalog, catalogAttribution(config, catalog));
  if (!config.tmdb) return local;
  const cache = new TmdbCache(store, catalog, config.tmdb.imageBaseUrl);
  return new TmdbMovieDatabase(new TmdbClient(config.tmdb), cache, catalog, local, log, tmdbAttribution);
}
