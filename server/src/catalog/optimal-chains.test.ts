import { describe, expect, it } from 'vitest';
import { optimalChains, type CreditLookup } from './optimal-chains';

/** A hand-made credit graph: movie id → its cast's actor ids. */
function graphOf(casts: Record<number, number[]>): CreditLookup {
  const movies = new Map<number, number[]>();
  for (const [movie, cast] of Object.entries(casts)) {
    for (const actor of cast) movies.set(actor, [...(movies.get(actor) ?? []), Number(movie)]);
  }
  return {
    moviesOf: (actor) => movies.get(actor) ?? [],
    actorsOf: (movie) => casts[movie] ?? [],
  };
}

const deep = { maxConnections: 6, limit: 10 };

describe('optimal chains', () => {
  it('a single chain: its length, a count of 1 and the chain itself', () => {
    // 1 —(100)— 2 —(200)— 3
    const graph = graphOf({ 100: [1, 2], 200: [2, 3] });
    expect(optimalChains(graph, 1, 3, deep)).toEqual({
      connections: 2,
      count: 1,
      chains: [{ actorIds: [1, 2, 3], movieIds: [100, 200] }],
    });
  });

  it('two chains differing only by the movie count as two', () => {
    // 1 and 2 share two movies; 2 —(300)— 3.
    const graph = graphOf({ 100: [1, 2], 101: [1, 2], 300: [2, 3] });
    const result = optimalChains(graph, 1, 3, deep)!;
    expect(result.connections).toBe(2);
    expect(result.count).toBe(2);
    expect(result.chains).toEqual([
      { actorIds: [1, 2, 3], movieIds: [100, 300] },
      { actorIds: [1, 2, 3], movieIds: [101, 300] },
    ]);
  });

  it('several equal chains through different actors multiply along the layers', () => {
    // 1 reaches 2 and 3 (one movie each); 2 and 3 both reach 4 (one movie each, 2 by two movies);
    // 4 reaches 5 by one movie. Chains 1→2→4→5: 1·2·1 = 2, 1→3→4→5: 1·1·1 = 1. Total 3.
    const graph = graphOf({ 10: [1, 2], 11: [1, 3], 20: [2, 4], 21: [2, 4], 22: [3, 4], 30: [4, 5] });
    const result = optimalChains(graph, 1, 5, deep)!;
    expect(result.connections).toBe(3);
    expect(result.count).toBe(3);
    expect(result.chains).toHaveLength(3);
    expect(result.chains).toContainEqual({ actorIds: [1, 3, 4, 5], movieIds: [11, 22, 30] });
  });

  it('a tie with a longer chain: only the shortest are counted', () => {
    // Short: 1 —(1)— 2 —(2)— 9. Long: 1 —(3)— 3 —(4)— 4 —(5)— 9.
    const graph = graphOf({ 1: [1, 2], 2: [2, 9], 3: [1, 3], 4: [3, 4], 5: [4, 9] });
    expect(optimalChains(graph, 1, 9, deep)).toMatchObject({ connections: 2, count: 1 });
  });

  it('a movie with three of the actors: the direct link is the one shortest chain', () => {
    // 1, 2 and 3 all in movie 7: 1 → 3 in one connection, never 1 → 2 → 3 through the same movie.
    const graph = graphOf({ 7: [1, 2, 3], 8: [2, 3] });
    expect(optimalChains(graph, 1, 3, deep)).toEqual({
      connections: 1,
      count: 1,
      chains: [{ actorIds: [1, 3], movieIds: [7] }],
    });
  });

  it('no chain: separate parts of the graph, an unknown actor, or too far', () => {
    const graph = graphOf({ 1: [1, 2], 2: [3, 4], 3: [2, 5], 4: [5, 6] });
    expect(optimalChains(graph, 1, 4, deep)).toBeNull();
    expect(optimalChains(graph, 1, 99, deep)).toBeNull();
    // 1 → 2 → 5 → 6 is 3 connections.
    expect(optimalChains(graph, 1, 6, { maxConnections: 2 })).toBeNull();
    expect(optimalChains(graph, 1, 6, { maxConnections: 3 })).toMatchObject({ connections: 3, count: 1 });
  });

  it('counts without listing when no limit is given', () => {
    const graph = graphOf({ 100: [1, 2], 101: [1, 2] });
    expect(optimalChains(graph, 1, 2, { maxConnections: 6 })).toEqual({ connections: 1, count: 2, chains: [] });
  });

  it('lists at most the limit while counting them all', () => {
    // Four movies join 1 and 2.
    const graph = graphOf({ 5: [1, 2], 6: [1, 2], 7: [1, 2], 8: [1, 2] });
    const result = optimalChains(graph, 1, 2, { maxConnections: 6, limit: 3 })!;
    expect(result.count).toBe(4);
    expect(result.chains).toHaveLength(3);
  });

  it('avoids the actors and movies it is told to, finding the next shortest chains', () => {
    // Direct 1 —(1)— 9; around: 1 —(2)— 3 —(3)— 9 and 1 —(4)— 4 —(5)— 9.
    const graph = graphOf({ 1: [1, 9], 2: [1, 3], 3: [3, 9], 4: [1, 4], 5: [4, 9] });
    expect(optimalChains(graph, 1, 9, { ...deep, avoidMovies: new Set([1]) })).toMatchObject({
      connections: 2,
      count: 2,
    });
    expect(optimalChains(graph, 1, 9, { ...deep, avoidMovies: new Set([1]), avoidActors: new Set([3]) })).toEqual({
      connections: 2,
      count: 1,
      chains: [{ actorIds: [1, 4, 9], movieIds: [4, 5] }],
    });
    expect(optimalChains(graph, 1, 9, { ...deep, avoidActors: new Set([9]) })).toBeNull();
  });

  it('the same actor at both ends is 0 connections', () => {
    expect(optimalChains(graphOf({}), 5, 5, deep)).toEqual({
      connections: 0,
      count: 1,
      chains: [{ actorIds: [5], movieIds: [] }],
    });
  });
});
