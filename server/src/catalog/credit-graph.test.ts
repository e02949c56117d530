import { describe, expect, it } from 'vitest';
import { CreditGraph } from './credit-graph';

/** A graph from [actorId, movieId] credits; actor and movie ids may overlap, as row ids do. */
function graphOf(credits: readonly [number, number][], lonelyActors: readonly number[] = []): CreditGraph {
  const graph = new CreditGraph();
  for (const [actor, movie] of credits) graph.link(actor, movie);
  for (const actor of lonelyActors) graph.addActor(actor);
  return graph;
}

describe('the shortest chain', () => {
  // 1 —10— 2 —11— 3 —12— 4 —13— 5 —16— 8, and a shortcut 1 —14— 4; actor 6 is only in
  // movie 15, actor 7 in none.
  const films = () =>
    graphOf(
      [
        [1, 10],
        [2, 10],
        [2, 11],
        [3, 11],
        [3, 12],
        [4, 12],
        [4, 13],
        [5, 13],
        [5, 16],
        [8, 16],
        [1, 14],
        [4, 14],
        [6, 15],
      ],
      [7],
    );

  it('links two actors of one movie in one connection', () => {
    const graph = films();
    expect(graph.shortestChain(1, 2, 6)).toEqual({ actorIds: [1, 2], movieIds: [10], connections: 1 });
  });

  it('lists the actors from start to end with the movie between each two', () => {
    const graph = films();
    expect(graph.shortestChain(3, 5, 6)).toEqual({ actorIds: [3, 4, 5], movieIds: [12, 13], connections: 2 });
    expect(graph.shortestChain(5, 3, 6)).toEqual({ actorIds: [5, 4, 3], movieIds: [13, 12], connections: 2 });
  });

  it('takes the shortcut rather than the longer way round', () => {
    const graph = films();
    expect(graph.shortestChain(1, 5, 6)).toEqual({ actorIds: [1, 4, 5], movieIds: [14, 13], connections: 2 });
    expect(graph.shortestChain(8, 1, 6)).toEqual({
      actorIds: [8, 5, 4, 1],
      movieIds: [16, 13, 14],
      connections: 3,
    });
  });

  it('finds a chain of exactly the allowed length, and none when it needs more', () => {
    const graph = films();
    expect(graph.shortestChain(3, 8, 3)).toEqual({ actorIds: [3, 4, 5, 8], movieIds: [12, 13, 16], connections: 3 });
    expect(graph.shortestChain(3, 8, 2)).toBeNull();
    expect(graph.shortestChain(1, 2, 1)?.connections).toBe(1);
    expect(graph.shortestChain(1, 2, 0)).toBeNull();
  });

  it('is no connections from an actor to the same actor, even one without movies', () => {
    const graph = films();
    expect(graph.shortestChain(3, 3, 6)).toEqual({ actorIds: [3], movieIds: [], connections: 0 });
    expect(graph.shortestChain(7, 7, 6)).toEqual({ actorIds: [7], movieIds: [], connections: 0 });
  });

  it('is none between actors whose movies never meet', () => {
    const graph = films();
    expect(graph.shortestChain(1, 6, 6)).toBeNull();
    expect(graph.shortestChain(6, 1, 6)).toBeNull();
    expect(graph.shortestChain(1, 7, 6)).toBeNull();
    expect(graph.shortestChain(7, 1, 6)).toBeNull();
  });

  it('is none when either actor is unknown', () => {
    const graph = films();
    expect(graph.shortestChain(1, 99, 6)).toBeNull();
    expect(graph.shortestChain(99, 1, 6)).toBeNull();
    expect(graph.shortestChain(99, 99, 6)).toBeNull();
  });

  it('gives the same answers when asked again, in any order', () => {
    const graph = films();
    const first = [graph.shortestChain(3, 8, 6), graph.shortestChain(1, 6, 6), graph.shortestChain(1, 2, 6)];
    const again = [graph.shortestChain(1, 2, 6), graph.shortestChain(1, 6, 6), graph.shortestChain(3, 8, 6)];
    expect(again).toEqual(first.reverse());
  });

  it('keeps actors and movies apart when their ids are the same numbers', () => {
    const overlapping = graphOf([
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 2],
    ]);
    expect(overlapping.shortestChain(1, 3, 6)).toEqual({ actorIds: [1, 2, 3], movieIds: [1, 2], connections: 2 });
  });
});

describe('a growing graph', () => {
  it('finds chains through actors and movies added after earlier searches', () => {
    const graph = graphOf([
      [1, 10],
      [2, 10],
    ]);
    expect(graph.shortestChain(1, 2, 6)?.connections).toBe(1);
    expect(graph.shortestChain(1, 3, 6)).toBeNull();
    for (let movie = 20; movie < 60; movie++) {
      graph.link(movie, movie); // unrelated credits that grow the graph past its first scratch space
    }
    graph.link(2, 11);
    graph.link(3, 11);
    expect(graph.shortestChain(1, 3, 6)).toEqual({ actorIds: [1, 2, 3], movieIds: [10, 11], connections: 2 });
  });

  it('keeps one node per actor and per movie however often they are linked', () => {
    const graph = graphOf([
      [1, 10],
      [2, 10],
      [2, 11],
      [3, 11],
    ]);
    graph.link(2, 10);
    graph.addActor(3);
    expect(graph.shortestChain(1, 3, 6)).toEqual({ actorIds: [1, 2, 3], movieIds: [10, 11], connections: 2 });
  });
});
