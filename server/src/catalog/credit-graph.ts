/**
 * The actor–movie graph and its shortest chains (DESIGN §4, §7).
 *
 * Actors and movies share one node numbering so the search is a plain bipartite BFS; it runs
 * from both ends at once, always growing the smaller frontier, which keeps the visited set to
 * a few thousand nodes on the 36k-film dataset. Visited marks are generation-stamped typed
 * arrays, so a search never clears memory it did not touch.
 *
 * The graph a catalog is loaded with is built once into flat arrays (each node's neighbours side
 * by side, `offsets` saying where) held in shared memory, so the thread that runs the catalog's
 * searches reads the very same arrays (`snapshot`, `fromSnapshot`). Links and actors added later
 * (films fetched from TMDB: a few at a time) sit beside them, and are logged in order so that a
 * copy elsewhere can add the same (`changesSince`, `apply`) and number its nodes alike.
 *
 * Each link may carry a value (the catalog keeps the credit's billing there), read beside the
 * neighbours (`valuesOf`); only the graph built here holds them, not one over a snapshot.
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

/** The graph as built at load, in shared memory: what another thread needs to search it. */
export interface CreditGraphSnapshot {
  /** Node n's neighbours are `edges[offsets[n]]` to `edges[offsets[n + 1] − 1]`. */
  offsets: Int32Array;
  edges: Int32Array;
  /** Each node's actor or movie id, and whether it is an actor (0) or a movie (1). */
  entity: Int32Array;
  kind: Uint8Array;
}

/** A change made after the build: `[ACTOR_ADDED, actorId, 0]` or `[LINKED, actorId, movieId]`, flattened. */
export type CreditGraphChanges = readonly number[];
const ACTOR_ADDED = 0;
const LINKED = 1;

function sharedInt32(length: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(Math.max(1, length) * Int32Array.BYTES_PER_ELEMENT)).subarray(0, length);
}

const emptySnapshot = (): CreditGraphSnapshot => ({
  offsets: new Int32Array(1),
  edges: new Int32Array(0),
  entity: new Int32Array(0),
  kind: new Uint8Array(0),
});

export class CreditGraph {
  private readonly actorNodes: Map<number, number>;
  private readonly movieNodes: Map<number, number>;
  /** Nodes below `built` are the snapshot's. */
  private readonly built: number;
  /** Nodes added after the build, and the whole neighbour list of any node that gained a link since. */
  private readonly addedNeighbours = new Map<number, number[]>();
  /** The links' values beside `addedNeighbours`, list for list. */
  private readonly addedValues = new Map<number, number[]>();
  private readonly addedEntity: number[] = [];
  private readonly addedKind: number[] = [];
  private readonly changes: number[] = [];
  private seenForward = new Int32Array(0);
  private seenBackward = new Int32Array(0);
  private parentForward = new Int32Array(0);
  private parentBackward = new Int32Array(0);
  private generation = 0;

  /**
   * An empty graph (links and actors added one by one), or one over a built snapshot.
   * @param baseValues each snapshot edge's link value, beside `base.edges` (none where the graph only searches, on the search thread)
   * @param nodes the snapshot's actor and movie nodes by id, when the caller has them already
   */
  constructor(
    private readonly base: CreditGraphSnapshot = emptySnapshot(),
    private readonly baseValues: Int32Array = new Int32Array(0),
    nodes?: { actors: Map<number, number>; movies: Map<number, number> },
  ) {
    this.built = base.entity.length;
    this.actorNodes = nodes?.actors ?? new Map();
    this.movieNodes = nodes?.movies ?? new Map();
  }

  /**
   * The graph of a whole catalog in one pass: every actor (in order, so nodes 0 to n − 1), then
   * the links, in order; each node's neighbours stay in the order of its links. `linkValues`
   * gives each link's value (0 without it).
   */
  static build(
    actorIds: ArrayLike<number>,
    linkActors: ArrayLike<number>,
    linkMovies: ArrayLike<number>,
    linkValues?: ArrayLike<number>,
  ): CreditGraph {
    const actorNodes = new Map<number, number>();
    const movieNodes = new Map<number, number>();
    const entity: number[] = [];
    for (let i = 0; i < actorIds.length; i++) {
      const id = actorIds[i]!;
      if (actorNodes.has(id)) continue;
      actorNodes.set(id, entity.length);
      entity.push(id);
    }
    const actorCount = entity.length;
    const ends = new Int32Array(2 * linkActors.length);
    for (let i = 0; i < linkActors.length; i++) {
      let a = actorNodes.get(linkActors[i]!);
      if (a === undefined) {
        a = entity.length;
        actorNodes.set(linkActors[i]!, a);
        entity.push(linkActors[i]!);
      }
      let m = movieNodes.get(linkMovies[i]!);
      if (m === undefined) {
        m = entity.length;
        movieNodes.set(linkMovies[i]!, m);
        entity.push(linkMovies[i]!);
      }
      ends[2 * i] = a;
      ends[2 * i + 1] = m;
    }
    const count = entity.length;
    const offsets = sharedInt32(count + 1);
    for (let i = 0; i < ends.length; i++) offsets[ends[i]! + 1]!++;
    for (let n = 0; n < count; n++) offsets[n + 1]! += offsets[n]!;
    const edges = sharedInt32(ends.length);
    const values = new Int32Array(linkValues ? ends.length : 0);
    const cursor = offsets.slice(0, count);
    for (let i = 0; i < ends.length; i += 2) {
      const a = ends[i]!;
      const m = ends[i + 1]!;
      if (linkValues) {
        const value = linkValues[i >>> 1]!;
        values[cursor[a]!] = value;
        values[cursor[m]!] = value;
      }
      edges[cursor[a]!++] = m;
      edges[cursor[m]!++] = a;
    }
    const sharedEntity = sharedInt32(count);
    sharedEntity.set(entity);
    const kind = new Uint8Array(new SharedArrayBuffer(Math.max(1, count))).subarray(0, count);
    // Actors added as actors come first; an actor met only in a link is one too.
    for (let n = actorCount; n < count; n++) kind[n] = movieNodes.get(entity[n]!) === n ? MOVIE : ACTOR;
    return new CreditGraph({ offsets, edges, entity: sharedEntity, kind }, values, {
      actors: actorNodes,
      movies: movieNodes,
    });
  }

  /** A graph over another thread's snapshot: the same arrays, read in place. */
  static fromSnapshot(snapshot: CreditGraphSnapshot): CreditGraph {
    const graph = new CreditGraph(snapshot);
    const { entity, kind } = snapshot;
    for (let n = 0; n < entity.length; n++)
      (kind[n] === ACTOR ? graph.actorNodes : graph.movieNodes).set(entity[n]!, n);
    return graph;
  }

  /** The arrays built at load (changes made since are not in them: see `changesSince`). */
  snapshot(): CreditGraphSnapshot {
    return this.base;
  }

  /** The links' values beside the built arrays' edges (`snapshot().edges`). */
  builtValues(): Int32Array {
    return this.baseValues;
  }

  /** How many changes were made since the build (an index for `changesSince`). */
  get changeCount(): number {
    return this.changes.length / 3;
  }

  /** The changes made since the first `from`, to `apply` to a copy. */
  changesSince(from: number): CreditGraphChanges {
    return this.changes.slice(3 * from);
  }

  /** Makes the changes of another graph's `changesSince`, in the same order. */
  apply(changes: CreditGraphChanges): void {
    for (let i = 0; i < changes.length; i += 3) {
      if (changes[i] === ACTOR_ADDED) this.addActor(changes[i + 1]!);
      else this.link(changes[i + 1]!, changes[i + 2]!);
    }
  }

  /**
   * Links an actor and a movie (both are added when new), the link carrying `value`; a repeated
   * link is ignored by the caller.
   */
  link(actorId: number, movieId: number, value = 0): void {
    const a = this.node(this.actorNodes, actorId, ACTOR);
    const m = this.node(this.movieNodes, movieId, MOVIE);
    this.changes.push(LINKED, actorId, movieId);
    this.addedNeighboursOf(a).push(m);
    this.addedValues.get(a)!.push(value);
    this.addedNeighboursOf(m).push(a);
    this.addedValues.get(m)!.push(value);
  }

  addActor(actorId: number): void {
    if (this.actorNodes.has(actorId)) return;
    this.changes.push(ACTOR_ADDED, actorId, 0);
    this.node(this.actorNodes, actorId, ACTOR);
  }

  /** Nodes are numbered from 0 to nodeCount − 1, actors and movies alike. */
  get nodeCount(): number {
    return this.built + this.addedEntity.length;
  }

  actorNode(actorId: number): number | undefined {
    return this.actorNodes.get(actorId);
  }

  movieNode(movieId: number): number | undefined {
    return this.movieNodes.get(movieId);
  }

  /** An actor node's movie nodes, or a movie node's actor nodes. */
  neighboursOf(node: number): ArrayLike<number> {
    if (this.addedNeighbours.size > 0) {
      const added = this.addedNeighbours.get(node);
      if (added) return added;
    }
    if (node >= this.built) return [];
    return this.base.edges.subarray(this.base.offsets[node]!, this.base.offsets[node + 1]!);
  }

  /** The values of the node's links, beside `neighboursOf(node)` (on the graph that was built or linked here). */
  valuesOf(node: number): ArrayLike<number> {
    if (this.addedValues.size > 0) {
      const added = this.addedValues.get(node);
      if (added) return added;
    }
    if (node >= this.built || this.baseValues.length === 0) return [];
    return this.baseValues.subarray(this.base.offsets[node]!, this.base.offsets[node + 1]!);
  }

  /** How many neighbours a node has. */
  degreeOf(node: number): number {
    if (this.addedNeighbours.size > 0) {
      const added = this.addedNeighbours.get(node);
      if (added) return added.length;
    }
    return node < this.built ? this.base.offsets[node + 1]! - this.base.offsets[node]! : 0;
  }

  /** The actor or movie id of a node. */
  idOf(node: number): number {
    return node < this.built ? this.base.entity[node]! : this.addedEntity[node - this.built]!;
  }

  private kindOf(node: number): number {
    return node < this.built ? this.base.kind[node]! : this.addedKind[node - this.built]!;
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
        const neighbours = this.neighboursOf(node);
        for (let i = 0; i < neighbours.length; i++) {
          const neighbour = neighbours[i]!;
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
    for (const n of path) (this.kindOf(n) === ACTOR ? actorIds : movieIds).push(this.idOf(n));
    return { actorIds, movieIds, connections: movieIds.length };
  }

  private node(nodes: Map<number, number>, entityId: number, kind: number): number {
    let n = nodes.get(entityId);
    if (n === undefined) {
      n = this.nodeCount;
      nodes.set(entityId, n);
      this.addedEntity.push(entityId);
      this.addedKind.push(kind);
    }
    return n;
  }

  /**
   * The node's whole neighbour list, kept apart from the snapshot's from its first added link on
   * (and its values beside it, in `addedValues`).
   */
  private addedNeighboursOf(node: number): number[] {
    let list = this.addedNeighbours.get(node);
    if (!list) {
      const neighbours = this.neighboursOf(node);
      const values = this.valuesOf(node);
      list = Array.from(neighbours);
      this.addedNeighbours.set(node, list);
      this.addedValues.set(
        node,
        values.length === neighbours.length ? Array.from(values) : Array.from(neighbours, () => 0),
      );
    }
    return list;
  }

  private ensureScratch(): void {
    const size = this.nodeCount;
    if (this.seenForward.length >= size) return;
    const capacity = Math.max(size, Math.ceil(this.seenForward.length * 1.5));
    this.seenForward = new Int32Array(capacity);
    this.seenBackward = new Int32Array(capacity);
    this.parentForward = new Int32Array(capacity);
    this.parentBackward = new Int32Array(capacity);
    this.generation = 0;
  }
}
