/**
 * Finds the stored actor, movie and next actor a submitted connection names. The movie
 * database id is the authority (SPEC §3: ids may be 0 when not stored locally); a local id
 * sent with it must name the same row.
 */
import type { Actor, Movie } from '@cinema/shared';
import { badRequest, notFound } from '../errors';
import type { MovieDatabase } from '../catalog/movie-database';

export interface ConnectionRequest {
  actorId?: number | null;
  movieId?: number | null;
  nextActorId?: number | null;
  actorTvdbId: string;
  movieTvdbId: string;
  nextActorTvdbId: string;
}

export interface ResolvedConnection {
  actor: Actor;
  movie: Movie;
  nextActor: Actor;
}

type Field = 'actor' | 'movie' | 'nextActor';

/** Resolves through the port, which gets-or-creates what is not stored yet (DESIGN §5). */
export async function resolveConnection(
  movieDatabase: MovieDatabase,
  request: ConnectionRequest,
): Promise<ResolvedConnection> {
  const [actor, movie, nextActor] = await Promise.all([
    movieDatabase.actorByTvdbId(request.actorTvdbId),
    movieDatabase.movieByTvdbId(request.movieTvdbId),
    movieDatabase.actorByTvdbId(request.nextActorTvdbId),
  ]);
  return {
    actor: checked('actor', actor, request.actorId, request.actorTvdbId),
    movie: checked('movie', movie, request.movieId, request.movieTvdbId),
    nextActor: checked('nextActor', nextActor, request.nextActorId, request.nextActorTvdbId),
  };
}

function checked<T extends { id: number }>(
  field: Field,
  found: T | null,
  localId: number | null | undefined,
  tvdbId: string,
): T {
  const noun = field === 'movie' ? 'movie' : 'actor';
  if (!found) throw notFound(`Unknown ${noun}: no ${noun} has movie database id ${tvdbId}`, { field });
  if (localId && localId !== found.id) {
    throw badRequest(`${field}Id ${localId} and ${field}TvdbId ${tvdbId} name different ${noun}s`, { field });
  }
  return found;
}
