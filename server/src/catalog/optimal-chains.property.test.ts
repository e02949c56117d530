/**
 * The two-way search against the rule itself on random small graphs: every chain a player could
 * build (no actor or movie twice, none of the avoided ones), listed one by one, the shortest kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CreditGraph } from './credit-graph';
import { optimalChains, type OptimalChainPath, type OptimalChains, type OptimalChainsOptions } from './optimal-chains';

type Casts = Array<[movieId: number, cast: number[]]>;

/** Every shortest chain from one actor to another by listing all chains: the rule, slowly. */
function byListingEveryChain(
  casts: Casts,
  from: number,
  to: number,
  { maxConnections, limit = 0, avoidActors = new Set(), avoidMovies = new Set() }: OptimalChainsOptions,
): OptimalChains | null {
  if (from === to) return { connections: 0, count: 1, chains: [{ actorIds: [from], movieIds: [] }] };
  const found: OptimalChainPath[] = [];
  const walk = (actorIds: number[], movieIds: number[]): void => {
    const actor = actorIds.at(-1)!;
    if (actor === to) {
      found.push({ actorIds, movieIds });
      return;
    }
    if (movieIds.length === maxConnections) return;
    for (const [movie, cast] of casts) {
      if (!cast.includes(actor) || movieIds.includes(movie) || avoidMovies.has(movie)) continue;
      for (const next of cast) {
        if (actorIds.includes(next) || avoidActors.has(next)) continue;
        walk([...actorIds, next], [...movieIds, movie]);
      }
    }
  };
  walk([from], []);
  if (found.length === 0) return null;
  const connections = Math.min(...found.map((c) => c.movieIds.length));
  const shortest = found.filter((c) => c.movieIds.length === connections);
  const along = (c: OptimalChainPath) => c.movieIds.flatMap((m, i) => [c.actorIds[i]!, m]);
  shortest.sort((a, b) => {
    const [x, y] = [along(a), along(b)];
    const i = x.findIndex((v, k) => v !== y[k]);
    return i < 0 ? 0 : x[i]! - y[i]!;
  });
  return { connections, count: shortest.length, chains: shortest.slice(0, limit) };
}

function graphOf(casts: Casts): CreditGraph {
  const graph = new CreditGraph();
  for (const [movie, cast] of casts) for (const actor of cast) graph.link(actor, movie);
  return graph;
}

// Actor and movie ids drawn from the same small range, so they overlap as row ids do.
const id = fc.integer({ min: 1, max: 8 });
const casts: fc.Arbitrary<Casts> = fc.uniqueArray(fc.tuple(id, fc.uniqueArray(id, { maxLength: 4 })), {
  maxLength: 9,
  selector: ([movie]) => movie,
});
const options: fc.Arbitrary<OptimalChainsOptions> = fc.record({
  maxConnections: fc.integer({ min: 0, max: 6 }),
  limit: fc.integer({ min: 0, max: 4 }),
  avoidActors: fc.uniqueArray(id, { maxLength: 3 }).map((ids) => new Set(ids)),
  avoidMovies: fc.uniqueArray(id, { maxLength: 3 }).map((ids) => new Set(ids)),
});

describe('optimal chains on random small graphs', () => {
  it('par, the count and the first chains are those of listing every chain', () => {
    fc.assert(
      fc.property(casts, id, id, options, (graphCasts, from, to, asked) => {
        expect(optimalChains(graphOf(graphCasts), from, to, asked)).toEqual(
          byListingEveryChain(graphCasts, from, to, asked),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
