/**
 * The thread that runs the catalog's graph searches (see `CatalogSearches`): it reads the credit
 * graph the catalog built, in the same shared memory, adds the changes made to it since, and
 * answers each search in turn.
 */
import { parentPort } from 'node:worker_threads';
import { CreditGraph } from './credit-graph';
import { optimalChains } from './optimal-chains';
import type { SearchReply, SearchThreadMessage } from './search-messages';

let graph = new CreditGraph();

parentPort!.on('message', (message: SearchThreadMessage) => {
  if (message.type === 'graph') {
    graph = CreditGraph.fromSnapshot(message.snapshot);
    graph.apply(message.changes);
    return;
  }
  if (message.type === 'changes') {
    graph.apply(message.changes);
    return;
  }
  let reply: SearchReply;
  try {
    const { search } = message;
    const answer =
      search.kind === 'shortestChain'
        ? graph.shortestChain(search.from, search.to, search.maxConnections)
        : optimalChains(graph, search.from, search.to, {
            maxConnections: search.maxConnections,
            limit: search.limit,
            avoidActors: search.avoidActors ? new Set(search.avoidActors) : undefined,
            avoidMovies: search.avoidMovies ? new Set(search.avoidMovies) : undefined,
          });
    reply = { id: message.id, answer };
  } catch (error) {
    reply = { id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
