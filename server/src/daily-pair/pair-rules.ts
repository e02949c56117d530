/**
 * Which pairs can be the daily pair (DESIGN §7): both actors stored, different, and joined by a
 * chain a game allows; a pair 1 or more than 6 connections apart only with the operator's
 * confirmation of that very distance.
 */
import {
  distanceConfirmationMessage,
  distanceNeedsConfirmation,
  MAX_CHAIN_LENGTH,
  PAIR_CONFIRM_ABOVE,
} from '@cinema/shared';
import type { MovieDatabase } from '../catalog/movie-database';
import { AppError, conflict } from '../errors';
import { sameActorsMessage, type ActorPair } from '../game/create-rules';

export type { ActorPair } from '../game/create-rules';

/** The farthest a pair is without the operator's confirmation; par and its optimal chains are searched this deep. */
export const PAIR_MAX_CONNECTIONS = PAIR_CONFIRM_ABOVE;
/** A pair no chain of a game's length joins cannot be played: ACTOR_VALIDATION_FAILED. */
const PAIR_PLAYABLE_MAX_CONNECTIONS = MAX_CHAIN_LENGTH;

const bothActorsRequiredMessage = 'Please select both start and end actors';
const actorsNotFoundMessage = (missing: string[]) =>
  `Actor not found: ${missing.map((side) => (side === 'startActor' ? 'start actor' : 'end actor')).join(' and ')}`;
const noChainMessage = 'Actor validation failed: no chain of movies joins these actors';

/** The shortest chain's length between two stored actors, or null when no chain a game allows joins them. */
export function connectionsBetween(movieDatabase: MovieDatabase, pair: ActorPair): Promise<number | null> {
  return movieDatabase.shortestChainLength(pair.startActorId, pair.endActorId, PAIR_PLAYABLE_MAX_CONNECTIONS);
}

/**
 * Refuses unknown actors (ACTORS_NOT_FOUND naming the side), pairs no chain joins
 * (ACTOR_VALIDATION_FAILED), and a pair 1 or more than 6 connections apart unless the operator
 * confirmed that very distance (CONFLICT, details.connections).
 */
export async function assertPlayable(
  movieDatabase: MovieDatabase,
  pair: { startActorId?: number | null; endActorId?: number | null },
  confirmDistance?: number,
): Promise<ActorPair> {
  const { startActorId, endActorId } = pair;
  if (!startActorId || !endActorId) throw new AppError('BAD_REQUEST', bothActorsRequiredMessage);
  const known = await movieDatabase.actorsByIds([startActorId, endActorId]);
  const missing = [...(known.has(startActorId) ? [] : ['startActor']), ...(known.has(endActorId) ? [] : ['endActor'])];
  if (missing.length > 0) throw new AppError('ACTORS_NOT_FOUND', actorsNotFoundMessage(missing), { missing });
  if (startActorId === endActorId) throw new AppError('ACTOR_VALIDATION_FAILED', sameActorsMessage);
  const connections = await connectionsBetween(movieDatabase, { startActorId, endActorId });
  if (connections === null) throw new AppError('ACTOR_VALIDATION_FAILED', noChainMessage);
  // A confirmation of another distance was given for another pair, or before the catalog changed.
  if (distanceNeedsConfirmation(connections) && confirmDistance !== connections) {
    throw conflict(distanceConfirmationMessage(connections), { connections });
  }
  return { startActorId, endActorId };
}
