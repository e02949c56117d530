/**
 * The TMDB adapter of the movie database port (DESIGN §4). Answers come from TMDB v3 and are
 * cached into the catalog (TmdbCache); when TMDB fails or times out, the local catalog answers
 * instead and a warning is logged, so players never see the outage. Items with catalog ids
 * (the starter catalog or an import) are always answered by the catalog.
 */
import { SEARCH_RESULT_LIMIT, type Actor, type Movie } from '@cinema/shared';
import type { FastifyBaseLogger } from 'fastify';
import { toApiActor, toApiMovie } from '../catalog-entities';
import type { CatalogIndex } from '../catalog-index';
import type { CatalogMovieDatabase } from '../catalog-movie-database';
import type { Appearance, MovieDatabase } from '../movie-database';
import type { TmdbCache } from './tmdb-cache';
import { TmdbNotFoundError, type TmdbClient } from './tmdb-client';
import {
  movieCreditsSchema,
  movieSearchSchema,
  personMovieCreditsSchema,
  personSearchSchema,
  tmdbMovieSchema,
  tmdbPersonSchema,
} from './tmdb-responses';

/** TMDB ids are positive integers; anything else is a catalog id. */
const isTmdbId = (tvdbId: string) => /^[1-9]\d{0,11}$/.test(tvdbId);

export class TmdbMovieDatabase implements MovieDatabase {
  readonly kind = 'tmdb' as const;
  /** Whose TMDB credits this process has cached already: asked once, then answered locally. */
  private readonly actorsWithCredits = new Set<number>();
  private readonly moviesWithCredits = new Set<number>();

  constructor(
    private readonly client: TmdbClient,
    private readonly cache: TmdbCache,
    private readonly catalog: CatalogIndex,
    private readonly local: CatalogMovieDatabase,
    private readonly log: FastifyBaseLogger,
    readonly attribution: string,
  ) {}

  async searchActors(query: string, limit = SEARCH_RESULT_LIMIT): Promise<Actor[]> {
    if (!query.trim()) return [];
    return this.orLocal(
      'search/person',
      () => this.local.searchActors(query, limit),
      async () => {
        const page = await this.client.get('/search/person', { query, include_adult: 'false' }, personSearchSchema);
        // Players link actors: directors and crew would only be dead ends.
        const actors = page.results.filter((p) => p.known_for_department === 'Acting').slice(0, limit);
        return (await this.cache.savePeople(actors)).map((a) => toApiActor(a));
      },
    );
  }

  async searchMovies(query: string, limit = SEARCH_RESULT_LIMIT): Promise<Movie[]> {
    if (!query.trim()) return [];
    return this.orLocal(
      'search/movie',
      () => this.local.searchMovies(query, limit),
      async () => {
        const page = await this.client.get('/search/movie', { query, include_adult: 'false' }, movieSearchSchema);
        return (await this.cache.saveMovies(page.results.slice(0, limit))).map(toApiMovie);
      },
    );
  }

  async actorByTvdbId(tvdbId: string): Promise<Actor | null> {
    const known = this.catalog.actorByTvdbId(tvdbId);
    if (known || !isTmdbId(tvdbId)) return known ? toApiActor(known) : null;
    return this.orLocal(
      'person',
      () => this.local.actorByTvdbId(tvdbId),
      async () => {
        const person = await this.client.get(`/person/${tvdbId}`, {}, tmdbPersonSchema);
        return toApiActor((await this.cache.savePeople([person]))[0]!);
      },
    );
  }

  async movieByTvdbId(tvdbId: string): Promise<Movie | null> {
    const known = this.catalog.movieByTvdbId(tvdbId);
    if (known || !isTmdbId(tvdbId)) return known ? toApiMovie(known) : null;
    return this.orLocal(
      'movie',
      () => this.local.movieByTvdbId(tvdbId),
      async () => {
        const movie = await this.client.get(`/movie/${tvdbId}`, {}, tmdbMovieSchema);
        return toApiMovie((await this.cache.saveMovies([movie]))[0]!);
      },
    );
  }

  async moviesOfActor(actorId: number): Promise<Movie[] | null> {
    const actor = this.catalog.actorById(actorId);
    if (actor?.source === 'tmdb' && !this.actorsWithCredits.has(actorId)) {
      await this.orLocal(
        'person movie_credits',
        async () => undefined,
        async () => {
          const credits = await this.client.get(`/person/${actor.tvdbId}/movie_credits`, {}, personMovieCreditsSchema);
          const movies = await this.cache.saveMovies(credits.cast);
          await this.cache.saveCredits(
            credits.cast.map((c, i) => ({ actorId, movieId: movies[i]!.id, billingPosition: billingOf(c.order) })),
          );
          this.actorsWithCredits.add(actorId);
        },
      );
    }
    return this.local.moviesOfActor(actorId);
  }

  async actorsOfMovie(movieId: number): Promise<Actor[] | null> {
    const movie = this.catalog.movieById(movieId);
    if (movie?.source === 'tmdb') await this.cacheCastOf(movie.id, movie.tvdbId);
    return this.local.actorsOfMovie(movieId);
  }

  /** 'cache' when the credit is stored already, 'tmdb' when TMDB was asked, 'catalog' for catalog ids or on failure. */
  async appearedIn(actorTvdbId: string, movieTvdbId: string): Promise<Appearance> {
    const actor = this.catalog.actorByTvdbId(actorTvdbId);
    const movie = this.catalog.movieByTvdbId(movieTvdbId);
    const stored = actor && movie ? this.catalog.billing(actor.id, movie.id) : undefined;
    if (stored !== undefined) return { appeared: true, billingPosition: stored, source: 'cache' };
    if (!isTmdbId(actorTvdbId) || !isTmdbId(movieTvdbId)) return this.local.appearedIn(actorTvdbId, movieTvdbId);

    const local = await this.movieByTvdbId(movieTvdbId);
    if (!local || !(await this.cacheCastOf(local.id, movieTvdbId, true)))
      return this.local.appearedIn(actorTvdbId, movieTvdbId);
    const cached = this.catalog.actorByTvdbId(actorTvdbId);
    const billing = cached ? this.catalog.billing(cached.id, local.id) : undefined;
    return { appeared: billing !== undefined, billingPosition: billing ?? null, source: 'tmdb' };
  }

  // Local reads: what games, the daily pair and random picks refer to is stored already.
  actorsByIds(ids: readonly number[]): Promise<Map<number, Actor>> {
    return this.local.actorsByIds(ids);
  }

  moviesByIds(ids: readonly number[]): Promise<Map<number, Movie>> {
    return this.local.moviesByIds(ids);
  }

  actorsBySlug(slug: string): Promise<Actor[]> {
    return this.local.actorsBySlug(slug);
  }

  actorsByName(name: string): Promise<Actor[]> {
    return this.local.actorsByName(name);
  }

  randomActors(count: number): Promise<Actor[]> {
    return this.local.randomActors(count);
  }

  /** From what the catalog holds (imported, or cached from TMDB): TMDB has no credit graph to ask. */
  wellKnownActors(limit: number): Promise<Actor[]> {
    return this.local.wellKnownActors(limit);
  }

  shortestChainLength(fromActorId: number, toActorId: number, maxConnections: number): Promise<number | null> {
    return this.local.shortestChainLength(fromActorId, toActorId, maxConnections);
  }

  /** Caches the movie's cast from TMDB once per process (or again when `refresh`); false when TMDB failed. */
  private async cacheCastOf(movieId: number, tvdbId: string, refresh = false): Promise<boolean> {
    if (this.moviesWithCredits.has(movieId) && !refresh) return true;
    return this.orLocal(
      'movie credits',
      async () => false,
      async () => {
        const credits = await this.client.get(`/movie/${tvdbId}/credits`, {}, movieCreditsSchema);
        const actors = await this.cache.savePeople(credits.cast);
        await this.cache.saveCredits(
          credits.cast.map((c, i) => ({ actorId: actors[i]!.id, movieId, billingPosition: billingOf(c.order) })),
        );
        this.moviesWithCredits.add(movieId);
        return true;
      },
    );
  }

  /** Runs the TMDB call; on a failure (not a 404), logs a warning and lets the catalog answer. */
  private async orLocal<T>(what: string, local: () => Promise<T>, remote: () => Promise<T>): Promise<T> {
    try {
      return await remote();
    } catch (error) {
      if (error instanceof TmdbNotFoundError) return local();
      this.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        `TMDB ${what} failed; answering from the catalog`,
      );
      return local();
    }
  }
}

/** TMDB's `order` counts from 0 at the top of the bill. */
const billingOf = (order: number | null | undefined) => (typeof order === 'number' && order >= 0 ? order + 1 : null);
