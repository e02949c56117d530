/** A chain of the catalog as the links a client submits (suites and benchmarks). */
import type { Chain } from '../../server/src/catalog/catalog-index';
import type { CatalogIndex } from '../../server/src/catalog/catalog-index';

/** The body of `POST /api/games/:gameId/connections` without `order`. */
export interface PathLink {
  actorId: number;
  movieId: number;
  nextActorId: number;
  actorTvdbId: string;
  movieTvdbId: string;
  nextActorTvdbId: string;
}

export function linkOf(catalog: CatalogIndex, actorId: number, movieId: number, nextActorId: number): PathLink {
  return {
    actorId,
    movieId,
    nextActorId,
    actorTvdbId: catalog.actorById(actorId)!.tvdbId,
    movieTvdbId: catalog.movieById(movieId)!.tvdbId,
    nextActorTvdbId: catalog.actorById(nextActorId)!.tvdbId,
  };
}

export function linksOfChain(catalog: CatalogIndex, chain: Chain): PathLink[] {
  return chain.movieIds.map((movieId, i) => linkOf(catalog, chain.actorIds[i]!, movieId, chain.actorIds[i + 1]!));
}
