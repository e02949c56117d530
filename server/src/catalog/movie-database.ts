/**
 * The movie database port (DESIGN §4). The game, the API and the admin speak only to this;
 * adapters: the local catalog (default) and TMDB with read-through caching into the catalog.
 */
import type { Actor, Movie, MovieDatabaseKind, ValidationType } from '@cinema/shared';

/** An actor's credit in a movie: billing 1 = top billed, null when unknown. */
export interface Appearance {
  appeared: boolean;
  billingPosition: number | null;
  source: ValidationType;
}

export interface MovieDatabase {
  readonly kind: MovieDatabaseKind;
  /** Footer attribution, e.g. "Movie data from the Cinema Chain starter catalog". */
  readonly attribution: string;
  searchActors(query: string, limit?: number): Promise<Actor[]>;
  searchMovies(query: string, limit?: number): Promise<Movie[]>;
  /** Stored locally (get-or-create through the provider); null when the provider does not know the id. */
  actorByTvdbId(tvdbId: string): Promise<Actor | null>;
  movieByTvdbId(tvdbId: string): Promise<Movie | null>;
  /** Movies of a locally stored actor, most recent first; null when the actor is unknown. */
  moviesOfActor(actorId: number): Promise<Movie[] | null>;
  /** Cast of a locally stored movie in billing order (billingPosition set); null when unknown. */
  actorsOfMovie(movieId: number): Promise<Actor[] | null>;
  /** Did the actor appear in the movie? Both by tvdbId. */
  appearedIn(actorTvdbId: string, movieTvdbId: string): Promise<Appearance>;
  /**
   * Locally stored actors of these ids, including any another instance stored after this one
   * started (DESIGN §13). Unknown ids are absent from the map.
   */
  actorsByIds(ids: readonly number[]): Promise<Map<number, Actor>>;
  /** Locally stored movies of these ids, like `actorsByIds`. */
  moviesByIds(ids: readonly number[]): Promise<Map<number, Movie>>;
  /**
   * Locally stored actors whose profile slug is exactly `slug`, most credits first, as this
   * instance holds them: one another instance stored since this one started may be missing.
   */
  actorsBySlug(slug: string): Promise<Actor[]>;
  /** Locally stored actors whose name equals `name` ignoring case, accents and punctuation, most credits first. */
  actorsByName(name: string): Promise<Actor[]>;
  /** `count` distinct well-connected local actors (fewer if the catalog is smaller), so a random pair is playable. */
  randomActors(count: number): Promise<Actor[]>;
  /** The `limit` local actors with the most credits, most first, in a stable order (the automatic daily pair's candidates). */
  wellKnownActors(limit: number): Promise<Actor[]>;
  /** Connections (actor → movie → actor links) of a shortest chain between two local actors; null when none has at most `maxConnections`. */
  shortestChainLength(fromActorId: number, toActorId: number, maxConnections: number): Promise<number | null>;
}
