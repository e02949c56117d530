/**
 * First start (DESIGN §12): an empty catalog is filled from CATALOG_DIR when set, else from the
 * starter catalog shipped in the repository, through the importer's code path. Two instances
 * starting at once both import; the importer's writes make that converge on the same rows.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { CatalogStore } from './catalog-store';
import { importCatalog, type ImportSummary } from './import/import-catalog';
import { starterFilms } from './starter/films';

export async function seedCatalogIfEmpty(
  config: AppConfig,
  db: DataSource,
  log: FastifyBaseLogger,
): Promise<ImportSummary | null> {
  if (await new CatalogStore(db).hasMovies()) return null;
  const source = config.catalogDir ?? starterFilms;
  log.info(
    `The catalog is empty: importing ${config.catalogDir ? `the dataset at ${config.catalogDir}` : 'the starter catalog'}`,
  );
  const summary = await importCatalog(db, source);
  log.info(
    { films: summary.films, actors: summary.actors, credits: summary.credits, skipped: summary.skipped },
    `Catalog imported in ${summary.durationMs} ms`,
  );
  return summary;
}
