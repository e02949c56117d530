/**
 * The catalog's graph searches (par, optimal chains, hints, shortest chains), run on a thread of
 * their own: a search may take tens of milliseconds on a large catalog, and the main thread only
 * awaits the answer, free for every other request meanwhile.
 *
 * The thread reads the credit graph in the same shared memory as the catalog (no second copy of
 * the links). Before each search it is told what changed: a new graph after a catalog refresh,
 * or the links added since (films fetched from TMDB). Messages arrive in order, so a search sees
 * every change made before it was asked. One thread per catalog, started on the first search; it
 * does not keep the process alive while idle.
 */
import type { Worker } from 'node:worker_threads';
import type { CatalogIndex } from './catalog-index';
import { startCatalogThread } from './catalog-threads';
import type { Chain, CreditGraph } from './credit-graph';
import type { OptimalChains, OptimalChainsOptions } from './optimal-chains';
import type { Search, SearchReply, SearchThreadMessage } from './search-messages';

interface Waiting {
  resolve: (answer: Chain | OptimalChains | null) => void;
  reject: (error: Error) => void;
}

const byCatalog = new WeakMap<CatalogIndex, CatalogSearches>();

export class CatalogSearches {
  private thread: Worker | null = null;
  /** The graph the thread holds, and how many of its changes it was told. */
  private sentGraph: CreditGraph | null = null;
  private sentChanges = 0;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  private constructor(private readonly catalog: CatalogIndex) {}

  /** The searches of a catalog: one thread per catalog, whoever asks. */
  static of(catalog: CatalogIndex): CatalogSearches {
    let searches = byCatalog.get(catalog);
    if (!searches) byCatalog.set(catalog, (searches = new CatalogSearches(catalog)));
    return searches;
  }

  /** A shortest chain (CatalogIndex.shortestChain), or null when none has at most `maxConnections`. */
  shortestChain(from: number, to: number, maxConnections: number): Promise<Chain | null> {
    return this.ask({ kind: 'shortestChain', from, to, maxConnections }) as Promise<Chain | null>;
  }

  /** The shortest chains' length, count and first ones (see `optimalChains`). */
  optimalChains(
    from: number,
    to: number,
    { maxConnections, limit, avoidActors, avoidMovies }: OptimalChainsOptions,
  ): Promise<OptimalChains | null> {
    return this.ask({
      kind: 'optimalChains',
      from,
      to,
      maxConnections,
      limit,
      avoidActors: avoidActors && [...avoidActors],
      avoidMovies: avoidMovies && [...avoidMovies],
    }) as Promise<OptimalChains | null>;
  }

  /** Stops the thread (searches asked later start another). */
  async close(): Promise<void> {
    const thread = this.thread;
    if (!thread) return;
    this.stopped(thread, new Error('the catalog searches were closed'));
    await thread.terminate();
  }

  /** Forgets a thread that stopped, failing the searches it had not answered. */
  private stopped(thread: Worker, error: Error): void {
    if (this.thread !== thread) return;
    this.thread = null;
    this.sentGraph = null;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }

  private ask(search: Search): Promise<Chain | OptimalChains | null> {
    const thread = this.started();
    this.sendChanges(thread);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      thread.ref();
      thread.postMessage({ type: 'search', id, search } satisfies SearchThreadMessage);
    });
  }

  private sendChanges(thread: Worker): void {
    const graph = this.catalog.creditGraph;
    let message: SearchThreadMessage | null = null;
    if (graph !== this.sentGraph) {
      message = { type: 'graph', snapshot: graph.snapshot(), changes: graph.changesSince(0) };
    } else if (graph.changeCount > this.sentChanges) {
      message = { type: 'changes', changes: graph.changesSince(this.sentChanges) };
    }
    if (!message) return;
    thread.postMessage(message);
    this.sentGraph = graph;
    this.sentChanges = graph.changeCount;
  }

  private started(): Worker {
    if (this.thread) return this.thread;
    const thread = startCatalogThread('search');
    thread.unref();
    thread.on('message', (reply: SearchReply) => {
      const waiting = this.waiting.get(reply.id);
      if (!waiting) return;
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) thread.unref();
      if (reply.error !== undefined) waiting.reject(new Error(`catalog search failed: ${reply.error}`));
      else waiting.resolve(reply.answer);
    });
    thread.on('error', (error) => this.stopped(thread, error));
    thread.on('exit', (code) =>
      this.stopped(thread, new Error(`the catalog search thread stopped (exit code ${code})`)),
    );
    this.thread = thread;
    return thread;
  }
}
