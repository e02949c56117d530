/**
 * The catalog's read model (DESIGN §4, §13): actors, movies and credits loaded from the
 * catalog store at start, answering searches, lookups, adjacency and shortest chains without a
 * query. It sits behind the movie database port (the catalog adapter answers from it, the TMDB
 * adapter caches into it); it is only a copy of the tables: `refresh()` rebuilds it after an
 * import, and the TMDB cache adds what it stores through `upsertActor`/`upsertMovie`/`addCredit`.
 */
import { normalizeText, SEARCH_RESULT_LIMIT } from '@cinema/shared';
import type { DataSource } from 'typeorm';
import type { CatalogActor, CatalogCredit, CatalogMovie } from './catalog-entities';
import {
  actorFromRow,
  CatalogStore,
  creditColumnsOf,
  movieFromRow,
  NO_BILLING,
  type CatalogData,
} from './catalog-store';
import { linkCatalog } from './catalog-build';
import { CatalogBuild } from './catalog-build-thread';
import { CreditGraph, type Chain, type CreditGraphSnapshot } from './credit-graph';
import { NameSearch } from './name-search';

export type { Chain } from './credit-graph';
export type { CatalogActor, CatalogCredit, CatalogMovie } from './catalog-entities';

const DEFAULT_MAX_CONNECTIONS = 6;

/** Random picks come from the best-connected quarter of credited actors (at least `count`). */
const WELL_CONNECTED_SHARE = 0.25;

const nameOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

interface Searchable<T> {
  search: NameSearch;
  entries: T[];
}

/** What `fromData` is given: the rows of the three tables, credits as objects. */
export interface CatalogRows {
  actors: CatalogActor[];
  movies: CatalogMovie[];
  credits: readonly CatalogCredit[];
}

export class CatalogIndex {
  private actors = new Map<number, CatalogActor>();
  private movies = new Map<number, CatalogMovie>();
  private actorsByTvdbId = new Map<string, CatalogActor>();
  private moviesByTvdbId = new Map<string, CatalogMovie>();
  /** An actor alone under its slug, or the list of those sharing it (rare): no list for each of 250k actors. */
  private actorsWithSlug = new Map<string, CatalogActor | CatalogActor[]>();
  /**
   * The credits are the graph's links, each carrying its billing (NO_BILLING when unknown): an
   * actor's movies and a movie's actors are their nodes' neighbours, in the order credited.
   */
  private creditTotal = 0;
  /** Bumped whenever what was derived from the catalog may be stale (see `revision`). */
  private changeCount = 0;
  private graph = new CreditGraph();
  // Built on first use after a change: cheap to keep valid, costly to update one item at a time.
  private actorSearch: Searchable<CatalogActor> | null = null;
  private movieSearch: Searchable<CatalogMovie> | null = null;
  private actorsByPopularity: CatalogActor[] | null = null;

  private constructor(private readonly store: CatalogStore | null) {}

  /** Builds the index from the catalog store (or a store over the given database). */
  static async load(source: CatalogStore | DataSource): Promise<CatalogIndex> {
    const index = new CatalogIndex(source instanceof CatalogStore ? source : new CatalogStore(source));
    await index.refresh();
    return index;
  }

  /** An index over given rows, with no database behind it (tests, tools). */
  static fromData({ actors, movies, credits }: CatalogRows): CatalogIndex {
    const index = new CatalogIndex(null);
    index.fill({ actors, movies, credits: creditColumnsOf(credits) });
    return index;
  }

  /**
   * Rebuilds from the database, e.g. after an import. Readers see the old index until the new
   * one is whole; then it takes the old one's place at once.
   */
  async refresh(): Promise<void> {
    if (!this.store) return;
    const fresh = await CatalogIndex.read(this.store);
    fresh.changeCount = this.changeCount + 1;
    Object.assign(this, fresh);
  }

  /**
   * A new index of the store's rows, read a page at a time with a turn of the event loop after
   * each (a page is a millisecond or two of work), while the graph and the name searches, the
   * seconds-long part on a large catalog, are built on a thread of their own: the process goes
   * on answering requests meanwhile. Their arrays come back without a copy; only the graph's
   * node numbers are put in maps here, a slice at a time too.
   */
  private static async read(store: CatalogStore): Promise<CatalogIndex> {
    const index = new CatalogIndex(store);
    const build = new CatalogBuild();
    try {
      // Movies first: the thread indexes their titles, the longer part, while the actors are read.
      const movies = await sendTable(build, 'movies', store.moviePages(), (movie) => {
        index.movies.set(movie.id, movie);
        index.moviesByTvdbId.set(movie.tvdbId, movie);
        return movie.title;
      });
      const actors = await sendTable(build, 'actors', store.actorPages(), (actor) => {
        index.actors.set(actor.id, actor);
        index.actorsByTvdbId.set(actor.tvdbId, actor);
        addTo(index.actorsWithSlug, actor.slug, actor);
        return actor.name;
      });
      const noCredits = {
        count: 0,
        actorIds: new Int32Array(0),
        movieIds: new Int32Array(0),
        billingPositions: new Int32Array(0),
      };
      for await (const page of lastMarked(store.creditPages(), noCredits)) {
        build.sendCredits(page.rows, page.last);
        await nextTurn();
      }
      const built = await build.built;
      const nodes = await nodesOf(built.graph);
      index.graph = new CreditGraph(built.graph, built.billings, nodes);
      index.creditTotal = built.creditCount;
      index.actorSearch = { search: NameSearch.fromParts(actors.names, built.actorSearch), entries: actors.rows };
      index.movieSearch = { search: NameSearch.fromParts(movies.names, built.movieSearch), entries: movies.rows };
      return index;
    } finally {
      await build.close();
    }
  }

  /** Bulk load of given rows: like the upsert/add methods, without their per-item bookkeeping. */
  private fill({ actors, movies, credits }: CatalogData): void {
    for (const actor of actors) {
      this.actors.set(actor.id, actor);
      this.actorsByTvdbId.set(actor.tvdbId, actor);
      addTo(this.actorsWithSlug, actor.slug, actor);
    }
    for (const movie of movies) {
      this.movies.set(movie.id, movie);
      this.moviesByTvdbId.set(movie.tvdbId, movie);
    }
    const { graph, creditCount } = linkCatalog(
      [...this.actors.keys()],
      (id) => this.actors.has(id),
      (id) => this.movies.has(id),
      credits,
    );
    this.graph = graph;
    this.creditTotal = creditCount;
  }

  get actorCount(): number {
    return this.actors.size;
  }

  get movieCount(): number {
    return this.movies.size;
  }

  get creditCount(): number {
    return this.creditTotal;
  }

  /**
   * Changes whenever what was derived from the catalog may be stale: a chain between two actors
   * (a credit added, a refresh) or how an actor or movie is shown (one stored or changed).
   */
  get revision(): number {
    return this.changeCount;
  }

  actorById(id: number): CatalogActor | undefined {
    return this.actors.get(id);
  }

  movieById(id: number): CatalogMovie | undefined {
    return this.movies.get(id);
  }

  actorByTvdbId(tvdbId: string): CatalogActor | undefined {
    return this.actorsByTvdbId.get(tvdbId);
  }

  movieByTvdbId(tvdbId: string): CatalogMovie | undefined {
    return this.moviesByTvdbId.get(tvdbId);
  }

  /** Actors whose profile slug is `slug`, most credits first (DESIGN §8: most credits wins a tie). */
  actorsBySlug(slug: string): CatalogActor[] {
    const found = this.actorsWithSlug.get(slug);
    return this.byPopularity(found === undefined ? [] : Array.isArray(found) ? found : [found]);
  }

  /** Actors whose name equals `name` ignoring case, accents and punctuation, most credits first. */
  actorsByName(name: string): CatalogActor[] {
    const wanted = normalizeText(name);
    // Exact matches rank first in a search, most credits first.
    return wanted ? this.searchActors(wanted, 50).filter((a) => normalizeText(a.name) === wanted) : [];
  }

  /** Number of credits: the popularity searches rank by. */
  popularityOfActor(actorId: number): number {
    const node = this.graph.actorNode(actorId);
    return node === undefined ? 0 : this.graph.degreeOf(node);
  }

  private castSizeOf(movieId: number): number {
    const node = this.graph.movieNode(movieId);
    return node === undefined ? 0 : this.graph.degreeOf(node);
  }

  searchActors(query: string, limit = SEARCH_RESULT_LIMIT): CatalogActor[] {
    this.actorSearch ??= this.buildSearch(
      [...this.actors.values()],
      (a) => a.name,
      (a) => this.popularityOfActor(a.id),
    );
    return this.actorSearch.search.search(query, limit).map((i) => this.actorSearch!.entries[i]!);
  }

  searchMovies(query: string, limit = SEARCH_RESULT_LIMIT): CatalogMovie[] {
    this.movieSearch ??= this.buildSearch(
      [...this.movies.values()],
      (m) => m.title,
      (m) => this.castSizeOf(m.id),
    );
    return this.movieSearch.search.search(query, limit).map((i) => this.movieSearch!.entries[i]!);
  }

  /** The actor's credits in insertion order; [] when the actor has none or is unknown. */
  moviesOfActor(actorId: number): readonly CatalogCredit[] {
    const node = this.graph.actorNode(actorId);
    if (node === undefined) return [];
    const movies = this.graph.neighboursOf(node);
    const billings = this.graph.valuesOf(node);
    return Array.from({ length: movies.length }, (_, i) => ({
      actorId,
      movieId: this.graph.idOf(movies[i]!),
      billingPosition: billingOf(billings[i]!),
    }));
  }

  /** The movie's credits in billing order (unknown billing last, ties in insertion order); [] when unknown. */
  actorsOfMovie(movieId: number): readonly CatalogCredit[] {
    const node = this.graph.movieNode(movieId);
    if (node === undefined) return [];
    const actors = this.graph.neighboursOf(node);
    const billings = this.graph.valuesOf(node);
    const cast = Array.from({ length: actors.length }, (_, i) => ({
      actorId: this.graph.idOf(actors[i]!),
      movieId,
      billingPosition: billingOf(billings[i]!),
    }));
    // A stable sort: credits of equal billing keep the order they were credited in.
    return inBillingOrder(cast) ? cast : cast.sort(byBilling);
  }

  /** Billing position of the actor in the movie: null when unknown, undefined when not credited. */
  billing(actorId: number, movieId: number): number | null | undefined {
    return this.creditOf(actorId, movieId)?.billingPosition;
  }

  hasCredit(actorId: number, movieId: number): boolean {
    return this.creditOf(actorId, movieId) !== undefined;
  }

  /** A scan of the actor's credits: a few dozen at most, cheaper than a map of every pair. */
  private creditOf(actorId: number, movieId: number): CatalogCredit | undefined {
    const actorNode = this.graph.actorNode(actorId);
    const movieNode = this.graph.movieNode(movieId);
    if (actorNode === undefined || movieNode === undefined) return undefined;
    const movies = this.graph.neighboursOf(actorNode);
    for (let i = 0; i < movies.length; i++) {
      if (movies[i] === movieNode) {
        return { actorId, movieId, billingPosition: billingOf(this.graph.valuesOf(actorNode)[i]!) };
      }
    }
    return undefined;
  }

  /** The `limit` actors with the most credits, most first (ties by name, then id): the well-known ones. */
  wellKnownActors(limit: number): CatalogActor[] {
    this.actorsByPopularity ??= this.byPopularity(
      [...this.actors.values()].filter((a) => this.popularityOfActor(a.id) > 0),
    );
    return this.actorsByPopularity.slice(0, limit);
  }

  /** `count` distinct actors drawn from the well-connected ones (fewer if the catalog is smaller). */
  randomActors(count: number, random: () => number = Math.random): CatalogActor[] {
    this.actorsByPopularity ??= this.byPopularity(
      [...this.actors.values()].filter((a) => this.popularityOfActor(a.id) > 0),
    );
    const ranked = this.actorsByPopularity;
    const pool = ranked.slice(
      0,
      Math.min(ranked.length, Math.max(count, Math.ceil(ranked.length * WELL_CONNECTED_SHARE))),
    );
    // Partial Fisher–Yates: the first `count` places end up a uniform sample of the pool.
    const picks = Math.min(count, pool.length);
    for (let i = 0; i < picks; i++) {
      const j = i + Math.floor(random() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, picks);
  }

  /** A shortest actor → movie → actor chain, or null when none has at most `maxConnections` links. */
  shortestChain(fromActorId: number, toActorId: number, maxConnections = DEFAULT_MAX_CONNECTIONS): Chain | null {
    return this.graph.shortestChain(fromActorId, toActorId, maxConnections);
  }

  /** The actor–movie graph as it is now: a refresh replaces it, so read it afresh for each search. */
  get creditGraph(): CreditGraph {
    return this.graph;
  }

  /**
   * Actors of these ids, from the index; ids it lacks (stored by another instance after this one
   * loaded, DESIGN §13) are read from the store and kept. Unknown ids are absent from the map.
   */
  async actorsByIds(ids: readonly number[]): Promise<Map<number, CatalogActor>> {
    return this.byIds(
      ids,
      this.actors,
      (missing) => this.store!.actorsByIds(missing),
      (row) => this.upsertActor(row),
    );
  }

  /** Movies of these ids, like `actorsByIds`. */
  async moviesByIds(ids: readonly number[]): Promise<Map<number, CatalogMovie>> {
    return this.byIds(
      ids,
      this.movies,
      (missing) => this.store!.moviesByIds(missing),
      (row) => this.upsertMovie(row),
    );
  }

  private async byIds<T extends CatalogActor | CatalogMovie>(
    ids: readonly number[],
    known: Map<number, T>,
    read: (missing: number[]) => Promise<T[]>,
    keep: (row: T) => void,
  ): Promise<Map<number, T>> {
    const found = new Map<number, T>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const item = known.get(id);
      if (item) found.set(id, item);
      else missing.push(id);
    }
    if (missing.length === 0 || !this.store) return found;
    for (const row of await read(missing)) {
      keep(row);
      const kept = known.get(row.id);
      if (kept) found.set(kept.id, kept);
    }
    return found;
  }

  /** Adds or replaces an actor (same id), e.g. one the TMDB adapter just stored. */
  upsertActor(row: CatalogActor): void {
    const actor = actorFromRow(row);
    const previous = this.actors.get(actor.id);
    if (previous) {
      this.actorsByTvdbId.delete(previous.tvdbId);
      removeFrom(this.actorsWithSlug, previous.slug, previous);
      // Credits point at the actor by id: they stay.
    }
    const stored = actor;
    this.actors.set(stored.id, stored);
    this.actorsByTvdbId.set(stored.tvdbId, stored);
    addTo(this.actorsWithSlug, stored.slug, stored);
    this.graph.addActor(stored.id);
    this.changeCount++;
    this.actorSearch = null;
    this.actorsByPopularity = null;
  }

  /** Adds or replaces a movie (same id). */
  upsertMovie(row: CatalogMovie): void {
    const movie = movieFromRow(row);
    const previous = this.movies.get(movie.id);
    if (previous) this.moviesByTvdbId.delete(previous.tvdbId);
    const stored = movie;
    this.movies.set(stored.id, stored);
    this.moviesByTvdbId.set(stored.tvdbId, stored);
    this.changeCount++;
    this.movieSearch = null;
  }

  /** Adds a credit between known entries; a repeated (actor, movie) pair is ignored, as in the table. */
  addCredit(credit: CatalogCredit): void {
    if (!this.actors.has(credit.actorId) || !this.movies.has(credit.movieId)) return;
    if (this.hasCredit(credit.actorId, credit.movieId)) return;
    this.creditTotal++;
    this.changeCount++;
    this.graph.link(credit.actorId, credit.movieId, credit.billingPosition ?? NO_BILLING);
    this.actorSearch = null;
    this.movieSearch = null;
    this.actorsByPopularity = null;
  }

  /** Most credits first, then name, then id, so equal inputs always give equal answers. */
  private byPopularity(actors: CatalogActor[]): CatalogActor[] {
    const popularity = (a: CatalogActor) => this.popularityOfActor(a.id);
    return [...actors].sort(
      (a, b) => popularity(b) - popularity(a) || nameOrder.compare(a.name, b.name) || a.id - b.id,
    );
  }

  private buildSearch<T extends { id: number }>(
    entries: T[],
    nameOf: (entry: T) => string,
    popularityOf: (entry: T) => number,
  ): Searchable<T> {
    const names = entries.map(nameOf);
    const normalized = names.map((n) => normalizeText(n));
    const popularity = Int32Array.from(entries, popularityOf);
    const ids = Int32Array.from(entries, (entry) => entry.id);
    // Names compare in their normalized form: alphabetical regardless of accents and case.
    return { search: NameSearch.ranked(names, normalized, popularity, ids), entries };
  }
}

function addTo<K, V extends object>(map: Map<K, V | V[]>, key: K, value: V): void {
  const found = map.get(key);
  if (found === undefined) map.set(key, value);
  else if (Array.isArray(found)) found.push(value);
  else map.set(key, [found, value]);
}

function removeFrom<K, V extends object>(map: Map<K, V | V[]>, key: K, value: V): void {
  const found = map.get(key);
  if (found === value) map.delete(key);
  if (!Array.isArray(found)) return;
  const at = found.indexOf(value);
  if (at !== -1) found.splice(at, 1);
  if (found.length === 0) map.delete(key);
  else if (found.length === 1) map.set(key, found[0]!);
}

/** Lets the event loop run what is waiting (requests, timers) before going on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A table's rows read a page at a time, each row kept by `keep` (which answers its name), the
 * page's ids and normalized names sent to the build, a turn of the event loop after each page.
 */
async function sendTable<T extends { id: number }>(
  build: CatalogBuild,
  type: 'actors' | 'movies',
  pages: AsyncGenerator<T[]>,
  keep: (row: T) => string,
): Promise<{ rows: T[]; names: string[] }> {
  const rows: T[] = [];
  const names: string[] = [];
  for await (const page of lastMarked(pages, [])) {
    const normalized = page.rows.map((row) => normalizeText(keep(row)));
    for (const row of page.rows) rows.push(row);
    for (const name of normalized) names.push(name);
    build.send(
      type,
      Int32Array.from(page.rows, (row) => row.id),
      normalized,
      page.last,
    );
    await nextTurn();
  }
  return { rows, names };
}

/** The pages of a reading, each told whether it is the last (`empty` alone when there are none). */
async function* lastMarked<P>(pages: AsyncGenerator<P>, empty: P): AsyncGenerator<{ rows: P; last: boolean }> {
  let current = await pages.next();
  if (current.done) yield { rows: empty, last: true };
  while (!current.done) {
    const next = await pages.next();
    yield { rows: current.value, last: next.done === true };
    current = next;
  }
}

const ACTOR_NODE = 0; // CreditGraphSnapshot.kind of an actor

/** Nodes a slice: a few milliseconds of map insertions. */
const NODES_PER_TURN = 20_000;

/** The graph's actor and movie nodes by id, a slice at a time. */
async function nodesOf(
  graph: CreditGraphSnapshot,
): Promise<{ actors: Map<number, number>; movies: Map<number, number> }> {
  const actors = new Map<number, number>();
  const movies = new Map<number, number>();
  for (let from = 0; from < graph.entity.length; from += NODES_PER_TURN) {
    const to = Math.min(graph.entity.length, from + NODES_PER_TURN);
    for (let n = from; n < to; n++) (graph.kind[n] === ACTOR_NODE ? actors : movies).set(graph.entity[n]!, n);
    await nextTurn();
  }
  return { actors, movies };
}

function billingOf(value: number): number | null {
  return value === NO_BILLING ? null : value;
}

/** Billing order: 1 first, unknown billing last; a stable sort keeps arrival order for ties. */
function byBilling(a: CatalogCredit, b: CatalogCredit): number {
  return (a.billingPosition ?? Number.POSITIVE_INFINITY) - (b.billingPosition ?? Number.POSITIVE_INFINITY);
}

function inBillingOrder(cast: readonly CatalogCredit[]): boolean {
  for (let i = 1; i < cast.length; i++) if (byBilling(cast[i - 1]!, cast[i]!) > 0) return false;
  return true;
}
