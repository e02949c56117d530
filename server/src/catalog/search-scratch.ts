/**
 * The marks of a two-way search over the credit graph's numbered nodes, kept from one search to
 * the next: typed arrays sized to the graph, so a search never clears (or allocates) memory for
 * nodes it does not touch. A node's mark packs the search that set it and the node's depth, one
 * read where a search looks at a node most (see `SearchScratch.prepare`).
 */

/** Depths a mark can hold (0 to DEPTHS − 2): a side never walks more edges than that. */
export const DEPTHS = 128;
/** The depth of a node the search may not step on: a depth no side reaches. */
export const BLOCKED = DEPTHS - 1;

/** What one side of the search knows of the nodes it reached. */
export interface SideMarks {
  /** `stamp + depth` (edges from that side's end) where the search reached it, less elsewhere. */
  reach: Int32Array;
  /** Shortest paths from that side's end, where reached. */
  paths: Float64Array;
  /** Room for a frontier and the next one: no level allocates as it grows. */
  levels: [Int32Array, Int32Array];
}

const marksOf = (size: number): SideMarks => ({
  reach: new Int32Array(size),
  paths: new Float64Array(size),
  levels: [new Int32Array(size), new Int32Array(size)],
});

export class SearchScratch {
  sides: [SideMarks, SideMarks] = [marksOf(0), marksOf(0)];
  /** `stamp` where a node lies on some shortest chain, for listing chains. */
  onChain = new Int32Array(0);
  private stamp = 0;

  /**
   * The stamp of a new search over `size` nodes: above every mark an earlier search left, so
   * `reach[n] >= stamp` says the node was reached by this search. The arrays grow with the graph,
   * and start again from zero when the stamps run out.
   */
  prepare(size: number): number {
    const length = this.onChain.length;
    if (length < size || this.stamp >= 0x7fffffff - 2 * DEPTHS) {
      const capacity = length < size ? Math.max(size, Math.ceil(length * 1.5)) : length;
      this.sides = [marksOf(capacity), marksOf(capacity)];
      this.onChain = new Int32Array(capacity);
      this.stamp = 0;
    }
    this.stamp += DEPTHS;
    return this.stamp;
  }
}
