/**
 * What bounds a chain (DESIGN §5, §6): it never revisits an actor (the start actor included) or
 * a movie, and it holds at most MAX_CHAIN_LENGTH connections. Without these a looping chain
 * would add its link bonuses without end.
 */
import { MAX_CHAIN_LENGTH } from '@cinema/shared';
import { conflict } from '../errors';
import type { LinkIds } from './link-ids';

export const chainFullMessage = `A chain has at most ${MAX_CHAIN_LENGTH} connections`;
const actorAlreadyInChainMessage = (actor: string) => `${actor} is already in your chain`;
const movieAlreadyInChainMessage = (movie: string) => `"${movie}" is already in your chain`;

/** A chain of MAX_CHAIN_LENGTH links takes no more. */
export function assertChainHasRoom(chain: readonly LinkIds[]): void {
  if (chain.length >= MAX_CHAIN_LENGTH) throw conflict(chainFullMessage, { maxConnections: MAX_CHAIN_LENGTH });
}

/** The actors a chain has visited: the start actor and every link's next actor. */
export function actorsInChain(startActorId: number, chain: readonly LinkIds[]): Set<number> {
  return new Set([startActorId, ...chain.map((link) => link.nextActorId)]);
}

export function moviesInChain(chain: readonly LinkIds[]): Set<number> {
  return new Set(chain.map((link) => link.movieId));
}

/**
 * A new link may bring neither a movie already used nor an actor already visited. Its own actor
 * is the current actor, visited by definition; what it adds is the movie and the next actor, so
 * those are what is checked. The field named is the one the player should change.
 */
export function assertNoRevisit(
  startActorId: number,
  chain: readonly LinkIds[],
  candidate: LinkIds,
  names: { movie: string; nextActor: string },
): void {
  if (moviesInChain(chain).has(candidate.movieId)) {
    throw conflict(movieAlreadyInChainMessage(names.movie), { field: 'movie', movieId: candidate.movieId });
  }
  if (actorsInChain(startActorId, chain).has(candidate.nextActorId)) {
    throw conflict(actorAlreadyInChainMessage(names.nextActor), { field: 'actor', actorId: candidate.nextActorId });
  }
}
