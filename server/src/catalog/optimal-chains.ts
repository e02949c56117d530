/**
 * Par and optimal chains: the exact length of the shortest actor → movie → actor chains between
 * two actors, how many such chains exist, and a few of them.
 *
 * A pure function over the credit graph, read through `CreditLookup`. The graph is bipartite
 * (actors and movies are its nodes), and the search runs from both ends at once, a whole level at
 * a time, always growing the side whose next level costs less: on the full catalog one side alone
 * reaches most of the graph by its third level, the two together meet after a few thousand nodes.
 * Each side carries the number of shortest paths from its end to every node it reached; where
 * the two first meet, every shortest chain passes through exactly one of the meeting nodes, so
 * the count is the sum, over them, of the product of both sides' counts.
 *
 * So two chains through the same actors that differ only by a movie count as two different
 * chains, as a player sees them. Shortest chains never repeat an actor or a movie (a repeat would
 * give a shorter chain), so the count is of chains a player could build.
 *
 * `avoidActors` / `avoidMovies` leave nodes out of the search (the hints: actors and movies the
 * player's chain already holds); the start actor is never left out. Counts are exact up to
 * Number.MAX_SAFE_INTEGER and capped there.
 */
import { BLOCKED, DEPTHS, SearchScratch, type SideMarks } from './search-scratch';

/** The credit graph as the search reads it: actors and movies as numbered nodes (CreditGraph is one). */
export interface CreditLookup {
  /** Nodes are numbered from 0 to nodeCount − 1. */
  readonly nodeCount: number;
  actorNode(actorId: number): number | undefined;
  movieNode(movieId: number): number | undefined;
  /** An actor node's movie nodes, or a movie node's actor nodes. */
  neighboursOf(node: number): ArrayLike<number>;
  /** How many neighbours a node has. */
  degreeOf(node: number): number;
  /** The actor or movie id of a node. */
  idOf(node: number): number;
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
  /**
   * Up to `limit` of them: the first ones in the order of their ids along the chain (start actor,
   * first movie, second actor, …), so the same graph always gives the same chains, in that order.
   */
  chains: OptimalChainPath[];
}

export interface OptimalChainsOptions {
  /** Give up (null) past this many connections (63 at most are searched, far past any catalog's). */
  maxConnections: number;
  /** Chains to return at most (0: only count). */
  limit?: number;
  avoidActors?: ReadonlySet<number>;
  avoidMovies?: ReadonlySet<number>;
}

/** One end's search: its marks, and its frontier (actors at even levels, movies at odd ones). */
interface Side extends SideMarks {
  level: number;
  /** The frontier's nodes: the first `frontierSize` of `levels[level % 2]`. */
  frontierSize: number;
  /** Edges the next level would walk: the frontier's degrees. */
  work: number;
}

// The search is synchronous, so one set of marks serves every search in this thread.
const scratch = new SearchScratch();

/** Shortest chains from one actor to another, or null when none has at most `maxConnections`. */
export function optimalChains(
  graph: CreditLookup,
  fromActorId: number,
  toActorId: number,
  { maxConnections, limit = 0, avoidActors, avoidMovies }: OptimalChainsOptions,
): OptimalChains | null {
  if (fromActorId === toActorId)
    return { connections: 0, count: 1, chains: [{ actorIds: [fromActorId], movieIds: [] }] };
  const startNode = graph.actorNode(fromActorId);
  const endNode = graph.actorNode(toActorId);
  if (startNode === undefined || endNode === undefined || avoidActors?.has(toActorId)) return null;

  const stamp = scratch.prepare(graph.nodeCount);
  const [start, end] = scratch.sides.map((marks, i): Side => {
    for (const actor of avoidActors ?? []) if (actor !== fromActorId) block(marks, graph.actorNode(actor), stamp);
    for (const movie of avoidMovies ?? []) block(marks, graph.movieNode(movie), stamp);
    return sideFrom(graph, marks, i === 0 ? startNode : endNode, stamp);
  }) as [Side, Side];

  // Each connection is two edges (actor → movie → actor); a mark holds fewer than DEPTHS.
  while (start.level + end.level < Math.min(2 * maxConnections, DEPTHS - 2)) {
    if (start.frontierSize === 0 || end.frontierSize === 0) return null;
    const [grown, other] = start.work <= end.work ? [start, end] : [end, start];
    const meeting = grow(graph, grown, other, stamp);
    if (meeting.length === 0) continue;
    let count = 0;
    for (const node of meeting) count += start.paths[node]! * end.paths[node]!;
    return {
      connections: (start.level + end.level) / 2,
      // Sums and products of counts are exact below 2 ** 53 and stay at or above it once past it.
      count: Math.min(Number.MAX_SAFE_INTEGER, count),
      chains: limit > 0 ? firstChains(graph, startNode, start, end, meeting, limit, stamp) : [],
    };
  }
  return null;
}

function block(marks: SideMarks, node: number | undefined, stamp: number): void {
  if (node !== undefined) marks.reach[node] = stamp + BLOCKED;
}

function sideFrom(graph: CreditLookup, marks: SideMarks, node: number, stamp: number): Side {
  marks.reach[node] = stamp;
  marks.paths[node] = 1;
  marks.levels[0][0] = node;
  return { ...marks, level: 0, frontierSize: 1, work: graph.degreeOf(node) };
}

/**
 * Moves a side one level on: a node first reached gets the sum of the paths of the nodes leading
 * to it. A node reached earlier, or blocked, has a mark at or above the stamp that is not this
 * level's. Returns the nodes where it meets the other side (none, until the last level).
 *
 * The first time the sides meet, the meeting nodes all sit on the other side's frontier: a node
 * it reached sooner would have a neighbour both sides held one level earlier. Once one is found,
 * the level is the last: the rest of it only adds up the paths into meeting nodes and leaves the
 * other nodes unmarked, which spares most of the writes of the level that costs the most.
 */
function grow(graph: CreditLookup, side: Side, other: Side, stamp: number): number[] {
  const { reach, paths, frontierSize } = side;
  const frontier = side.levels[side.level % 2]!;
  const next = side.levels[(side.level + 1) % 2]!;
  let nextSize = 0;
  const otherReach = other.reach;
  const level = side.level + 1;
  const here = stamp + level;
  const otherHere = stamp + other.level;
  const meeting: number[] = [];
  let work = 0;
  for (let i = 0; i < frontierSize; i++) {
    const node = frontier[i]!;
    const pathsHere = paths[node]!;
    const neighbours = graph.neighboursOf(node);
    for (let j = 0; j < neighbours.length; j++) {
      const neighbour = neighbours[j]!;
      const mark = reach[neighbour]!;
      if (mark === here) {
        paths[neighbour]! += pathsHere;
      } else if (mark < stamp) {
        const meets = otherReach[neighbour] === otherHere;
        if (!meets && meeting.length > 0) continue;
        reach[neighbour] = here;
        paths[neighbour] = pathsHere;
        if (meets) {
          meeting.push(neighbour);
        } else {
          next[nextSize++] = neighbour;
          work += graph.degreeOf(neighbour);
        }
      }
    }
  }
  side.level = level;
  side.frontierSize = nextSize;
  side.work = work;
  return meeting;
}

/**
 * The first `limit` shortest chains in the order of their ids along the chain: a walk from the
 * start that tries the smallest id first at each step and only steps onto nodes of a shortest
 * chain, so every step it takes ends in a chain.
 */
function firstChains(
  graph: CreditLookup,
  startNode: number,
  start: Side,
  end: Side,
  meeting: readonly number[],
  limit: number,
  stamp: number,
): OptimalChainPath[] {
  markStartSideOfChains(graph, start, meeting, stamp);
  const length = start.level + end.level;
  const onChain = scratch.onChain;
  const nextSteps = (node: number, at: number): number[] => {
    const steps = Array.from(graph.neighboursOf(node)).filter((n) =>
      at < start.level
        ? start.reach[n] === stamp + at + 1 && onChain[n] === stamp
        : end.reach[n] === stamp + length - at - 1,
    );
    return steps.sort((a, b) => graph.idOf(a) - graph.idOf(b));
  };

  const chains: OptimalChainPath[] = [];
  const path: number[] = [];
  const walk = (node: number, at: number): void => {
    path[at] = node;
    if (at === length) {
      const ids = path.map((n) => graph.idOf(n));
      chains.push({ actorIds: ids.filter((_, i) => i % 2 === 0), movieIds: ids.filter((_, i) => i % 2 === 1) });
      return;
    }
    for (const step of nextSteps(node, at)) {
      if (chains.length >= limit) return;
      walk(step, at + 1);
    }
  };
  walk(startNode, 0);
  return chains;
}

/** Marks the nodes of the start's side, meeting nodes included, that some shortest chain passes through. */
function markStartSideOfChains(graph: CreditLookup, start: Side, meeting: readonly number[], stamp: number) {
  const onChain = scratch.onChain;
  for (const node of meeting) onChain[node] = stamp;
  let level = meeting;
  for (let depth = start.level - 1; depth >= 0; depth--) {
    const previous: number[] = [];
    for (const node of level) {
      const neighbours = graph.neighboursOf(node);
      for (let i = 0; i < neighbours.length; i++) {
        const n = neighbours[i]!;
        if (start.reach[n] === stamp + depth && onChain[n] !== stamp) {
          onChain[n] = stamp;
          previous.push(n);
        }
      }
    }
    level = previous;
  }
}
