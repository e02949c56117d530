/**
 * Par and optimal chains (issue 9): the exact length of the shortest actor → movie → actor
 * chains between two actors, how many such chains exist, and a few of them.
 *
 * A pure function over the credit graph, read through `CreditLookup`. It is a breadth-first
 * search by actor layers that carries path counts: an actor first reached at layer k + 1 gets
 * the sum, over every (actor of layer k, movie) credit pair leading to it, of that actor's
 * count. So two chains through the same actors that differ only by a movie count as two
 * different chains, as a player sees them. Shortest chains never repeat an actor or a movie
 * (a repeat would give a shorter chain), so the count is of chains a player could build.
 *
 * `avoidActors` / `avoidMovies` leave nodes out of the search (the hints: actors and movies the
 * player's chain already holds). Counts are exact up to Number.MAX_SAFE_INTEGER and capped there.
 */

export interface CreditLookup {
  /** Movie ids of an actor's credits (empty when unknown). */
  moviesOf(actorId: number): Iterable<number>;
  /** Actor ids of a movie's cast (empty when unknown). */
  actorsOf(movieId: number): Iterable<number>;
}

export interface OptimalChainPath {
  /** Start actor first, end actor last. */
  actorIds: number[];
  /** `movieIds[i]` links `actorIds[i]` to `actorIds[i + 1]`. */
  movieIds: number[];
}

export interface OptimalChains {
  /** Connections of every shortest chain (0 when both actors are the same). */
  connections: number;
  /** How many distinct shortest chains exist (actor and movie sequences). */
  count: number;
  /** Up to `limit` of them (a stable choice: the same graph gives the same chains), sorted by their ids along the chain. */
  chains: OptimalChainPath[];
}

export interface OptimalChainsOptions {
  /** Give up (null) past this many connections. */
  maxConnections: number;
  /** Chains to return at most (0: only count). */
  limit?: number;
  avoidActors?: ReadonlySet<number>;
  avoidMovies?: ReadonlySet<number>;
}

/** Shortest chains from one actor to another, or null when none has at most `maxConnections`. */
export function optimalChains(
  graph: CreditLookup,
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
