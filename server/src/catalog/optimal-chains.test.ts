import { describe, expect, it } from 'vitest';
import { CreditGraph } from './credit-graph';
import { optimalChains, type CreditLookup } from './optimal-chains';

/** A hand-made credit graph: movie id → its cast's actor ids (actor and movie ids may overlap, as row ids do). */
function graphOf(casts: Record<number, number[]>): CreditLookup {
  const graph = new CreditGraph();
  for (const [movie, cast] of Object.entries(casts)) for (const actor of cast) graph.link(actor, Number(movie));
  return graph;
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

  it('the start actor is never avoided: a chain may start from an actor the player already holds', () => {
    const graph = graphOf({ 1: [1, 2], 2: [2, 3] });
    expect(optimalChains(graph, 1, 3, { ...deep, avoidActors: new Set([1]) })).toMatchObject({
      connections: 2,
      count: 1,
    });
  });
});

describe('optimal chains: counts multiply where the two searches meet', () => {
  // Two diamonds in a row, 1 → 4 → 7:
  //   1 —(10)— 2 —(12)— 4    4 —(14)— 5 —(16 or 18)— 7
  //   1 —(11)— 3 —(13)— 4    4 —(15)— 6 —(17)— 7
  // 1 → 4: 2 ways; 4 → 7: 2 through 5 (two movies) + 1 through 6 = 3; so 2 · 3 = 6 chains of 4.
  const diamonds = {
    10: [1, 2],
    11: [1, 3],
    12: [2, 4],
    13: [3, 4],
    14: [4, 5],
    15: [4, 6],
    16: [5, 7],
    18: [5, 7],
    17: [6, 7],
  };

  it('two diamonds in a row: the ways through each multiply', () => {
    expect(optimalChains(graphOf(diamonds), 1, 7, { maxConnections: 6 })).toEqual({
      connections: 4,
      count: 6,
      chains: [],
    });
    // Backwards, the same chains.
    expect(optimalChains(graphOf(diamonds), 7, 1, { maxConnections: 6 })).toMatchObject({ connections: 4, count: 6 });
  });

  it('lists the first chains in the order of their ids along the chain', () => {
    expect(optimalChains(graphOf(diamonds), 1, 7, { maxConnections: 6, limit: 3 })!.chains).toEqual([
      { actorIds: [1, 2, 4, 5, 7], movieIds: [10, 12, 14, 16] },
      { actorIds: [1, 2, 4, 5, 7], movieIds: [10, 12, 14, 18] },
      { actorIds: [1, 2, 4, 6, 7], movieIds: [10, 12, 15, 17] },
    ]);
    expect(optimalChains(graphOf(diamonds), 1, 7, { maxConnections: 6, limit: 10 })!.chains).toHaveLength(6);
  });

  it('avoiding a movie or an actor of a diamond takes its ways out of the product', () => {
    // Without movie 16: 4 → 7 has 1 + 1 ways, so 2 · 2 = 4.
    expect(optimalChains(graphOf(diamonds), 1, 7, { maxConnections: 6, avoidMovies: new Set([16]) })).toMatchObject({
      connections: 4,
      count: 4,
    });
    // Without actor 2: 1 → 4 has 1 way, so 1 · 3 = 3; without 2 and 3 the chain is gone.
    expect(optimalChains(graphOf(diamonds), 1, 7, { maxConnections: 6, avoidActors: new Set([2]) })).toMatchObject({
      connections: 4,
      count: 3,
    });
    expect(optimalChains(graphOf(diamonds), 1, 7, { maxConnections: 6, avoidActors: new Set([2, 3]) })).toBeNull();
  });

  it('a movie shared by many actors links each pair of them once, and leads on through each', () => {
    // Movie 50 has 1 to 5; movie 60 has 2, 3, 4 and 9; movies 71 and 72 both have 5 and 8.
    const graph = graphOf({ 50: [1, 2, 3, 4, 5], 60: [2, 3, 4, 9], 71: [5, 8], 72: [5, 8] });
    expect(optimalChains(graph, 1, 5, deep)).toEqual({
      connections: 1,
      count: 1,
      chains: [{ actorIds: [1, 5], movieIds: [50] }],
    });
    // 1 → 9 through 2, 3 or 4: three chains.
    expect(optimalChains(graph, 1, 9, deep)).toEqual({
      connections: 2,
      count: 3,
      chains: [
        { actorIds: [1, 2, 9], movieIds: [50, 60] },
        { actorIds: [1, 3, 9], movieIds: [50, 60] },
        { actorIds: [1, 4, 9], movieIds: [50, 60] },
      ],
    });
    // 9 → 8: 9 —60— {2, 3, 4} —50— 5 —{71, 72}— 8: 3 · 1 · 2 = 6 chains of 3.
    expect(optimalChains(graph, 9, 8, deep)).toMatchObject({ connections: 3, count: 6 });
  });

  it('counts exactly up to Number.MAX_SAFE_INTEGER and caps them there', () => {
    // Actors 1 … 7 in a row, each next two joined by 1000 movies: 1000 ** k chains of k connections.
    const casts: Record<number, number[]> = {};
    for (let actor = 1; actor < 7; actor++) {
      for (let i = 0; i < 1000; i++) casts[actor * 10_000 + i] = [actor, actor + 1];
    }
    const graph = graphOf(casts);
    expect(optimalChains(graph, 1, 6, { maxConnections: 6 })).toMatchObject({ connections: 5, count: 1e15 });
    // 1000 ** 6 = 10 ** 18 is past 2 ** 53 − 1.
    expect(optimalChains(graph, 1, 7, { maxConnections: 6 })).toMatchObject({
      connections: 6,
      count: Number.MAX_SAFE_INTEGER,
    });
  });
});
