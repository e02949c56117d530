/** The catalog adapter of the movie database port (DESIGN §4): answers from the in-memory index. */
import type { Actor, Movie } from '@cinema/shared';
import { SEARCH_RESULT_LIMIT } from '@cinema/shared';
import type { CatalogIndex } from './catalog-index';
import { CatalogSearches } from './catalog-searches';
import { toApiActor, toApiMovie, type CatalogMovie } from './catalog-entities';
import type { Appearance, MovieDatabase } from './movie-database';

export class CatalogMovieDatabase implements MovieDatabase {
  readonly kind = 'catalog' as const;

  constructor(
    private readonly catalog: CatalogIndex,
    readonly attribution: string,
  ) {}

  async searchActors(query: string, limit = SEARCH_RESULT_LIMIT): Promise<Actor[]> {
    return this.catalog.searchActors(query, limit).map((a) => toApiActor(a));
  }

  async searchMovies(query: string, limit = SEARCH_RESULT_LIMIT): Promise<Movie[]> {
    return this.catalog.searchMovies(query, limit).map(toApiMovie);
  }

  async actorByTvdbId(tvdbId: string): Promise<Actor | null> {
    const actor = this.catalog.actorByTvdbId(tvdbId);
    return actor ? toApiActor(actor) : null;
  }

  async movieByTvdbId(tvdbId: string): Promise<Movie | null> {
    const movie = this.catalog.movieByTvdbId(tvdbId);
    return movie ? toApiMovie(movie) : null;
  }

  async moviesOfActor(actorId: number): Promise<Movie[] | null> {
    if (!this.catalog.actorById(actorId)) return null;
    const movies = this.catalog.moviesOfActor(actorId).map((c) => this.catalog.movieById(c.movieId)!);
    return movies.sort(mostRecentFirst).map(toApiMovie);
  }

  async actorsOfMovie(movieId: number): Promise<Actor[] | null> {
    if (!this.catalog.movieById(movieId)) return null;
    return this.catalog
      .actorsOfMovie(movieId)
      .map((c) => toApiActor(this.catalog.actorById(c.actorId)!, c.billingPosition));
  }

  async appearedIn(actorTvdbId: string, movieTvdbId: string): Promise<Appearance> {
    const actor = this.catalog.actorByTvdbId(actorTvdbId);
    const movie = this.catalog.movieByTvdbId(movieTvdbId);
    const billing = actor && movie ? this.catalog.billing(actor.id, movie.id) : undefined;
    return { appeared: billing !== undefined, billingPosition: billing ?? null, source: 'catalog' };
  }

  async actorsByIds(ids: readonly number[]): Promise<Map<number, Actor>> {
    const found = await this.catalog.actorsByIds(ids);
    return new Map([...found].map(([id, actor]) => [id, toApiActor(actor)]));
  }

  async moviesByIds(ids: readonly number[]): Promise<Map<number, Movie>> {
    const found = await this.catalog.moviesByIds(ids);
    return new Map([...found].map(([id, movie]) => [id, toApiMovie(movie)]));
  }

  async actorsBySlug(slug: string): Promise<Actor[]> {
    return this.catalog.actorsBySlug(slug).map((a) => toApiActor(a));
  }

  async actorsByName(name: string): Promise<Actor[]> {
    return this.catalog.actorsByName(name).map((a) => toApiActor(a));
  }

  async randomActors(count: number): Promise<Actor[]> {
    return this.catalog.randomActors(count).map((a) => toApiActor(a));
  }

  async wellKnownActors(limit: number): Promise<Actor[]> {
    return this.catalog.wellKnownActors(limit).map((a) => toApiActor(a));
  }

  async shortestChainLength(fromActorId: number, toActorId: number, maxConnections: number): Promise<number | null> {
    // On the search thread: the main thread stays free while it runs.
    const chain = await CatalogSearches.of(this.catalog).shortestChain(fromActorId, toActorId, maxConnections);
    return chain?.connections ?? null;
  }
}

/** Newest first; undated films last; then by title. */
function mostRecentFirst(a: CatalogMovie | Movie, b: CatalogMovie | Movie): number {
  return (b.year ?? -Infinity) - (a.year ?? -Infinity) || a.title.localeCompare(b.title);
}
