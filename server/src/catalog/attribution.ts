/** The footer's "movie data" line (DESIGN §1): names the data the catalog adapter serves. */
import type { AppConfig } from '../config';
import type { CatalogIndex } from './catalog-index';
import { starterFilms } from './starter/films';

export const starterCatalogAttribution = 'Movie data: Cinema Chain starter catalog';
const importedCatalogAttribution = 'Movie data: Wikipedia film lists (CC BY-SA)';
export const tmdbAttribution =
  'Movie data: TMDB (The Movie Database). This product uses the TMDB API but is not endorsed or certified by TMDB.';

/**
 * A catalog larger than the starter one was imported (by CATALOG_DIR or `catalog:import`);
 * the importer reads the reference dataset's format, whose text is Wikipedia's.
 */
export function catalogAttribution(config: AppConfig, catalog: CatalogIndex): string {
  return config.catalogDir || catalog.movieCount > starterFilms.length
    ? importedCatalogAttribution
    : starterCatalogAttribution;
}
