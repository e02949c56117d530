/**
 * The thread that builds a catalog's graph and name searches (see `CatalogBuild`): it is sent
 * the actors' and movies' normalized names page by page, indexes each list as soon as it is
 * whole (while the main thread reads the next table), then the credits, and hands the arrays
 * back. What it was sent is dropped as soon as it is used: this thread's memory adds to the
 * process's peak at start-up.
 */
import { parentPort } from 'node:worker_threads';
import { degreesIn, linkCatalog, rankedParts, type BuiltCatalog, type IndexedNames } from './catalog-build';
import type { CatalogBuildMessage, CatalogBuildReply } from './catalog-build-messages';
import type { CreditColumns } from './catalog-store';
import { indexNames } from './name-search';
import { indexOfSorted } from './sorted-arrays';

interface Pages {
  ids: Int32Array[];
  normalized: string[];
}

const pages: Record<'actors' | 'movies', Pages> = {
  actors: { ids: [], normalized: [] },
  movies: { ids: [], normalized: [] },
};
const indexed: Partial<Record<'actors' | 'movies', { ids: Int32Array; names: IndexedNames }>> = {};
const creditPages: CreditColumns[] = [];

parentPort!.on('message', (message: CatalogBuildMessage) => {
  try {
    if (message.type === 'credits') {
      creditPages.push(message.credits);
      if (!message.last) return;
      const built = build(joinedColumns(creditPages.splice(0)));
      const buffers = new Set<ArrayBuffer>();
      for (const part of [built.billings, ...Object.values(built.actorSearch), ...Object.values(built.movieSearch)]) {
        if (part.buffer instanceof ArrayBuffer) buffers.add(part.buffer);
      }
      parentPort!.postMessage({ built } satisfies CatalogBuildReply, [...buffers]);
      return;
    }
    const list = pages[message.type];
    list.ids.push(message.ids);
    for (const name of message.normalized) list.normalized.push(name);
    if (!message.last) return;
    indexed[message.type] = {
      ids: joined(list.ids),
      names: { normalized: list.normalized, index: indexNames(list.normalized) },
    };
    pages[message.type] = { ids: [], normalized: [] };
  } catch (error) {
    parentPort!.postMessage({
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies CatalogBuildReply);
  }
});

function build(credits: CreditColumns): BuiltCatalog {
  const { actors, movies } = indexed;
  if (!actors || !movies) throw new Error('the credits came before the last actors and movies');
  const { graph, creditCount } = linkCatalog(actors.ids, isIn(actors.ids), isIn(movies.ids), credits);
  return {
    graph: graph.snapshot(),
    billings: graph.builtValues(),
    creditCount,
    actorSearch: rankedParts(
      actors.names,
      degreesIn(graph, actors.ids, (id) => graph.actorNode(id)),
      actors.ids,
    ),
    movieSearch: rankedParts(
      movies.names,
      degreesIn(graph, movies.ids, (id) => graph.movieNode(id)),
      movies.ids,
    ),
  };
}

/** Whether an id is among these: by bisection of a sorted copy, lighter than a set of 300k ids. */
function isIn(ids: Int32Array): (id: number) => boolean {
  const sorted = ids.slice().sort();
  return (id) => indexOfSorted(sorted, id) !== -1;
}

function joined(parts: Int32Array[]): Int32Array {
  const all = new Int32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

function joinedColumns(parts: CreditColumns[]): CreditColumns {
  const column = (of: (page: CreditColumns) => Int32Array) =>
    joined(parts.map((page) => of(page).subarray(0, page.count)));
  return {
    count: parts.reduce((sum, page) => sum + page.count, 0),
    actorIds: column((page) => page.actorIds),
    movieIds: column((page) => page.movieIds),
    billingPositions: column((page) => page.billingPositions),
  };
}
