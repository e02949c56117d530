/**
 * What the catalog derives from its rows, all typed arrays: the credit graph and the two name
 * searches' parts. `CatalogIndex.fromData` builds it in place; a load or refresh builds it on a
 * thread of its own (./catalog-build.worker.ts) from the rows the index reads, and is handed the
 * arrays without a copy, so that the seconds it takes on a large catalog never hold up requests.
 */
import type { CreditColumns } from './catalog-store';
import { CreditGraph, type CreditGraphSnapshot } from './credit-graph';
import { nameRanks, rankedOrder, type NameIndex, type NameSearchParts } from './name-search';

/** What the build hands back: the graph's arrays (shared memory) and both searches' parts. */
export interface BuiltCatalog {
  graph: CreditGraphSnapshot;
  /** Each edge's billing, beside `graph.edges`. */
  billings: Int32Array;
  creditCount: number;
  actorSearch: NameSearchParts;
  movieSearch: NameSearchParts;
}

/**
 * The graph of the catalog's credits between known actors and movies (`isActor`, `isMovie`),
 * every actor a node from 0 in the given order; each credit's billing is its link's value.
 */
export function linkCatalog(
  actorIds: ArrayLike<number>,
  isActor: (id: number) => boolean,
  isMovie: (id: number) => boolean,
  credits: CreditColumns,
): { graph: CreditGraph; creditCount: number } {
  let links = keptCredits(credits, (i) => isActor(credits.actorIds[i]!) && isMovie(credits.movieIds[i]!));
  let graph = CreditGraph.build(actorIds, links.actorIds, links.movieIds, links.billingPositions);
  // The table holds one credit per (actor, movie); rows given by hand may repeat one: the first stays.
  if (hasRepeatedLinks(graph, actorIds.length)) {
    const seen = new Set<string>();
    const { actorIds: linkActors, movieIds: linkMovies } = links;
    links = keptCredits(links, (i) => {
      const pair = `${linkActors[i]} ${linkMovies[i]}`;
      if (seen.has(pair)) return false;
      seen.add(pair);
      return true;
    });
    graph = CreditGraph.build(actorIds, links.actorIds, links.movieIds, links.billingPositions);
  }
  return { graph, creditCount: links.actorIds.length };
}

/** How many credits each entry has in the graph: the popularity its search ranks by. */
export function degreesIn(graph: CreditGraph, ids: Int32Array, nodeOf: (id: number) => number | undefined): Int32Array {
  return Int32Array.from(ids, (id) => {
    const node = nodeOf(id);
    return node === undefined ? 0 : graph.degreeOf(node);
  });
}

/** Normalized names and their index (the slow part of a search), before their order is known. */
export interface IndexedNames {
  normalized: readonly string[];
  index: NameIndex;
}

/** A search's parts: most popular first, then the normalized name, then the lowest id (`NameSearch.ranked`). */
export function rankedParts(
  { normalized, index }: IndexedNames,
  popularity: Int32Array,
  ids: Int32Array,
): NameSearchParts {
  return { ...index, order: rankedOrder(popularity, ids)(nameRanks(normalized, index)) };
}

/**
 * The credits `keep` keeps (asked once per credit, in order), as columns: the given ones
 * themselves when it keeps them all, as it does the table's.
 */
function keptCredits(credits: CreditColumns, keep: (i: number) => boolean): CreditColumns {
  let dropped = 0;
  while (dropped < credits.count && keep(dropped)) dropped++;
  if (dropped === credits.count) {
    return {
      count: credits.count,
      actorIds: credits.actorIds.subarray(0, credits.count),
      movieIds: credits.movieIds.subarray(0, credits.count),
      billingPositions: credits.billingPositions.subarray(0, credits.count),
    };
  }
  // The credits before the first one dropped are kept; the rest are asked about in turn.
  const kept: CreditColumns = {
    count: dropped,
    actorIds: credits.actorIds.slice(0, credits.count),
    movieIds: credits.movieIds.slice(0, credits.count),
    billingPositions: credits.billingPositions.slice(0, credits.count),
  };
  for (let i = dropped + 1; i < credits.count; i++) {
    if (!keep(i)) continue;
    kept.actorIds[kept.count] = credits.actorIds[i]!;
    kept.movieIds[kept.count] = credits.movieIds[i]!;
    kept.billingPositions[kept.count++] = credits.billingPositions[i]!;
  }
  kept.actorIds = kept.actorIds.subarray(0, kept.count);
  kept.movieIds = kept.movieIds.subarray(0, kept.count);
  kept.billingPositions = kept.billingPositions.subarray(0, kept.count);
  return kept;
}

/** Whether some movie links an actor twice: each movie's cast is read once, actors marked by the movie's node. */
function hasRepeatedLinks(graph: CreditGraph, actorCount: number): boolean {
  const castOf = new Int32Array(graph.nodeCount).fill(-1);
  for (let movie = actorCount; movie < graph.nodeCount; movie++) {
    const cast = graph.neighboursOf(movie);
    for (let i = 0; i < cast.length; i++) {
      if (castOf[cast[i]!] === movie) return true;
      castOf[cast[i]!] = movie;
    }
  }
  return false;
}
