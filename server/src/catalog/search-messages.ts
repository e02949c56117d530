/** What the main thread and the search thread say to each other (see `CatalogSearches`). */
import type { Chain, CreditGraphChanges, CreditGraphSnapshot } from './credit-graph';
import type { OptimalChains } from './optimal-chains';

export type Search =
  | { kind: 'shortestChain'; from: number; to: number; maxConnections: number }
  | {
      kind: 'optimalChains';
      from: number;
      to: number;
      maxConnections: number;
      limit?: number;
      avoidActors?: number[];
      avoidMovies?: number[];
    };

export type SearchThreadMessage =
  /** A new graph (a catalog loaded or refreshed): its shared arrays and the changes made since. */
  | { type: 'graph'; snapshot: CreditGraphSnapshot; changes: CreditGraphChanges }
  /** Changes made to the current graph since the last message. */
  | { type: 'changes'; changes: CreditGraphChanges }
  | { type: 'search'; id: number; search: Search };

export type SearchReply =
  { id: number; answer: Chain | OptimalChains | null; error?: undefined } | { id: number; error: string };
