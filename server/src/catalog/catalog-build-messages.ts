/** What the main thread and the catalog's build thread say to each other (see `CatalogBuild`). */
import type { BuiltCatalog } from './catalog-build';
import type { CreditColumns } from './catalog-store';

export type CatalogBuildMessage =
  /** A page of actors or movies in the index's order (ascending ids), names normalized; `last` when there are no more. */
  | { type: 'actors' | 'movies'; ids: Int32Array; normalized: string[]; last: boolean }
  /** A page of credits, after the last actors and movies; the build ends with the `last` one. */
  | { type: 'credits'; credits: CreditColumns; last: boolean };

export type CatalogBuildReply = { built: BuiltCatalog; error?: undefined } | { error: string };
