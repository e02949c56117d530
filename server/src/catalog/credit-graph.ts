/**
 * The actor–movie graph and its shortest chains (DESIGN §4, §7).
 *
 * Actors and movies share one node numbering so the search is a plain bipartite BFS; it runs
 * from both ends at once, always growing the smaller frontier, which keeps the visited set to
 * a few thousand nodes on the 36k-film dataset. Visited marks are generation-stamped typed
 * arrays, so a search never clears memory it did not touch.
 */

export interface Chain {
  /** Start actor first, end actor last. */
  actorIds: number[];
  /** `movieIds[i]` links `actorIds[i]` to `actorIds[i + 1]`. */
  movieIds: number[];
  /** Actor → movie → actor links: `movieIds.length`; 0 for the same actor. */
  connections: number;
}

const ACTOR = 0;
const MOVIE = 1;

export class CreditGraph {
  private readonly neighbours: number[][] = [];
  private readonly nodeKind: number[] = [];
  private readonly nodeEntity: number[] = [];
  private readonly actorNodes = new Map<number, number>();
  private readonly movieNodes = new Map<number, number>();
  private seenForward = new Int32Array(0);
  private seenBackward = new Int32Array(0);
  private parentForward = new Int32Array(0);
  private parentBackward = new Int32Array(0);
  private generation = 0;

  /** Links an actor and a movie (both are added when new); a repeated link is ignored by the caller. */
  link(actorId: number, movieId: number): void {
    const a = this.node(this.actorNodes, actorId, ACTOR);
    const m = this.node(this.movieNodes, movieId, MOVIE);
    this.neighbours[a]!.push(m);
    this.neighbours[m]!.push(a);
  }

  addActor(actorId: number): void {
    this.node(this.actorNodes, actorId, ACTOR);
  }

  /** Nodes are numbered from 0 to nodeCount − 1, actors and movies alike. */
  get nodeCount(): number {
    return this.neighbours.length;
  }

  actorNode(actorId: number): number | undefined {
    return this.actorNodes.get(actorId);
  }

  movieNode(movieId: number): number | undefined {
    return this.movieNodes.get(movieId);
  }

  /** An actor node's movie nodes, or a movie node's actor nodes. */
  neighboursOf(node: number): readonly number[] {
    return this.neighbours[node]!;
  }

  /** The actor or movie id of a node. */
  idOf(node: number): number {
    return this.nodeEntity[node]!;
  }

  shortestChain(fromActorId: number, toActorId: number, maxConnections: number): Chain | null {
    const start = this.actorNodes.get(fromActorId);
    const end = this.actorNodes.get(toActorId);
    if (start === undefined || end === undefined) return null;
    if (start === end) return { actorIds: [fromActorId], movieIds: [], connections: 0 };

    this.ensureScratch();
    const generation = ++this.generation;
    this.seenForward[start] = generation;
    this.parentForward[start] = -1;
    this.seenBackward[end] = generation;
    this.parentBackward[end] = -1;

    let forward = [start];
    let backward = [end];
    // Each connection is two edges (actor → movie → actor); together the two searches may
    // walk at most that many.
    const maxEdges = 2 * maxConnections;
    for (let walked = 0; walked < maxEdges && forward.length > 0 && backward.length > 0; walked++) {
      const growForward = forward.length <= backward.length;
      const frontier = growForward ? forward : backward;
      const seen = growForward ? this.seenForward : this.seenBackward;
      const parent = growForward ? this.parentForward : this.parentBackward;
      const seenByOther = growForward ? this.seenBackward : this.seenForward;
      const next: number[] = [];
      for (const node of frontier) {
        for (const neighbour of this.neighbours[node]!) {
          if (seen[neighbour] === generation) continue;
          seen[neighbour] = generation;
          parent[neighbour] = node;
          // The first meeting is a shortest chain: every node met at this level lies on a
          // path of the same length (both sides have explored everything nearer).
          if (seenByOther[neighbour] === generation) return this.chainThrough(neighbour);
          next.push(neighbour);
        }
      }
      if (growForward) forward = next;
      else backward = next;
    }
    return null;
  }

  private chainThrough(meeting: number): Chain {
    const path: number[] = [];
    for (let n = meeting; n !== -1; n = this.parentForward[n]!) path.push(n);
    path.reverse();
    for (let n = this.parentBackward[meeting]!; n !== -1; n = this.parentBackward[n]!) path.push(n);
    const actorIds: number[] = [];
    const movieIds: number[] = [];
    for (const n of path) (this.nodeKind[n] === ACTOR ? actorIds : movieIds).push(this.nodeEntity[n]!);
    return { actorIds, movieIds, connections: movieIds.length };
  }

  private node(nodes: Map<number, number>, entityId: number, kind: number): number {
    let n = nodes.get(entityId);
    if (n === undefined) {
      n = this.neighbours.length;
      nodes.set(entityId, n);
      this.neighbours.push([]);
      this.nodeKind.push(kind);
      this.nodeEntity.push(entityId);
    }
    return n;
  }

  private ensureScratch(): void {
    const size = this.neighbours.length;
    if (this.seenForward.length >= size) return;
    const capacity = Math.max(size, Math.ceil(this.seenForward.length * 1.5));
    this.seenForward = new Int32Array(capacity);
    this.seenBackward = new Int32Array(capacity);
    this.parentForward = new Int32Array(capacity);
    this.parentBackward = new Int32Array(capacity);
    this.generation = 0;
  }
}
