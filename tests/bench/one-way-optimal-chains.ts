/**
 * The one-way search par, the count of optimal chains and hints used before the two-way one
 * (server/src/catalog/optimal-chains.ts): kept here only so the par benchmark can print both
 * on the same pairs. Not used by the server.
 */
import type { CatalogIndex } from '../../server/src/catalog/catalog-index';
import type { OptimalChainPath, OptimalChains, OptimalChainsOptions } from '../../server/src/catalog/optimal-chains';

/** The credit graph as the one-way search read it: ids in, ids out. */
export interface IdLookup {
  /** Movie ids of an actor's credits (empty when unknown). */
  moviesOf(actorId: number): Iterable<number>;
  /** Actor ids of a movie's cast (empty when unknown). */
  actorsOf(movieId: number): Iterable<number>;
}

/** The lookup par-service built for the one-way search. */
export function idLookupOf(catalog: CatalogIndex): IdLookup {
  return {
    moviesOf: (actorId) => catalog.moviesOfActor(actorId).map((c) => c.movieId),
    actorsOf: (movieId) => catalog.actorsOfMovie(movieId).map((c) => c.actorId),
  };
}

/**
 * Shortest chains from one actor to another, or null when none has at most `maxConnections`: a
 * breadth-first search by actor layers from the start only, carrying path counts.
 */
export function oneWayOptimalChains(
  graph: IdLookup,
  fromActorId: number,
  toActorId: number,
  { maxConnections, limit = 0, avoidActors, avoidMovies }: OptimalChainsOptions,
): OptimalChains | null {
  if (fromActorId === toActorId)
    return { connections: 0, count: 1, chains: [{ actorIds: [fromActorId], movieIds: [] }] };
  if (avoidActors?.has(toActorId)) return null;

  // Actor layer of every reached actor, its path count and, for listing, its (previous actor, movie) steps.
  const layer = new Map<number, number>([[fromActorId, 0]]);
  const count = new Map<number, number>([[fromActorId, 1]]);
  const previous = new Map<number, Array<[number, number]>>();
  const usedMovies = new Set<number>();
  let frontier = [fromActorId];

  for (let depth = 1; depth <= maxConnections && frontier.length > 0; depth++) {
    const next: number[] = [];
    // A movie seen from an earlier layer already gave its cast a shorter chain; within this
    // layer a movie is walked from every frontier actor in it.
    const moviesOfLayer = new Set<number>();
    for (const actor of frontier) {
      const actorCount = count.get(actor)!;
      for (const movie of graph.moviesOf(actor)) {
        if (usedMovies.has(movie) || avoidMovies?.has(movie)) continue;
        moviesOfLayer.add(movie);
        for (const nextActor of graph.actorsOf(movie)) {
          if (nextActor === actor || avoidActors?.has(nextActor)) continue;
          const seenAt = layer.get(nextActor);
          if (seenAt === undefined) {
            layer.set(nextActor, depth);
            count.set(nextActor, 0);
            previous.set(nextActor, []);
            next.push(nextActor);
          } else if (seenAt !== depth) continue;
          count.set(nextActor, Math.min(Number.MAX_SAFE_INTEGER, count.get(nextActor)! + actorCount));
          previous.get(nextActor)!.push([actor, movie]);
        }
      }
    }
    for (const movie of moviesOfLayer) usedMovies.add(movie);
    if (layer.get(toActorId) === depth) {
      return { connections: depth, count: count.get(toActorId)!, chains: listChains(previous, toActorId, limit) };
    }
    frontier = next;
  }
  return null;
}

/** The first `limit` chains ending at `toActorId`, walking the steps back from the end, smallest ids first. */
function listChains(
  previous: ReadonlyMap<number, ReadonlyArray<[number, number]>>,
  toActorId: number,
  limit: number,
): OptimalChainPath[] {
  const chains: OptimalChainPath[] = [];
  const walk = (actor: number, actorsBack: number[], moviesBack: number[]): void => {
    if (chains.length >= limit) return;
    const steps = previous.get(actor);
    if (!steps) {
      chains.push({ actorIds: [actor, ...actorsBack], movieIds: moviesBack });
      return;
    }
    const ordered = [...steps].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (const [prevActor, movie] of ordered) walk(prevActor, [actor, ...actorsBack], [movie, ...moviesBack]);
  };
  if (limit > 0) walk(toActorId, [], []);
  return chains.sort(compareChains);
}

function compareChains(a: OptimalChainPath, b: OptimalChainPath): number {
  for (let i = 0; i < a.movieIds.length; i++) {
    const byActor = a.actorIds[i]! - b.actorIds[i]!;
    if (byActor !== 0) return byActor;
    const byMovie = a.movieIds[i]! - b.movieIds[i]!;
    if (byMovie !== 0) return byMovie;
  }
  return 0;
}
