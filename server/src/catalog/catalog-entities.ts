/** What the in-memory catalog holds, and how it is answered in the API's shapes (SPEC §3). */
import type { Actor, Movie } from '@cinema/shared';
import type { ActorRow, MovieRow } from '../db/entities';

/** An actor as the index holds it: the table row without its bookkeeping. */
export type CatalogActor = Omit<ActorRow, 'createdAt'>;

/** A movie as the index holds it. */
export type CatalogMovie = Omit<MovieRow, 'createdAt'>;

/** An actor's credit in a movie: billing 1 = top billed, null when the source does not say. */
export interface CatalogCredit {
  actorId: number;
  movieId: number;
  billingPosition: number | null;
}

export function toApiActor(actor: CatalogActor, billingPosition?: number | null): Actor {
  const answer: Actor = { id: actor.id, tvdbId: actor.tvdbId, name: actor.name, imageUrl: actor.imageUrl };
  if (billingPosition !== undefined) answer.billingPosition = billingPosition;
  return answer;
}

export function toApiMovie(movie: CatalogMovie): Movie {
  return { id: movie.id, tvdbId: movie.tvdbId, title: movie.title, year: movie.year, imageUrl: movie.imageUrl };
}
