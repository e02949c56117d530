/**
 * The rules of adding a connection (DESIGN §5), as plain functions over ids: the service
 * loads and stores, these decide.
 */
import { messages } from '@cinema/shared';
import { AppError, badRequest, conflict } from '../errors';
import { assertChainHasRoom } from './chain-limit-rules';
import type { LinkIds } from './link-ids';

export interface StoredLinkIds extends LinkIds {
  order: number;
}

export interface TvdbIdsInput {
  actorTvdbId?: string | null;
  movieTvdbId?: string | null;
  nextActorTvdbId?: string | null;
}

export const gameCompleteMessage = 'This game is already complete';
const chainReachesEndMessage = 'The chain already reaches the end actor';
const sameNextActorMessage = 'The next actor must be a different actor';
const notCurrentActorMessage = 'The connection must start from the current actor';

/** The movie database ids a connection needs and the request lacks, named as in the payload. */
export function missingTvdbIds(input: TvdbIdsInput): string[] {
  const names = ['actorTvdbId', 'movieTvdbId', 'nextActorTvdbId'] as const;
  return names.filter((name) => !input[name]);
}

export function assertTvdbIds(input: TvdbIdsInput): asserts input is Required<{ [K in keyof TvdbIdsInput]: string }> {
  const missing = missingTvdbIds(input);
  if (missing.length > 0) throw badRequest(messages.missingTmdbIds(missing), { missing });
}

/** The actor the next connection starts from: the last link's next actor, else the start actor. */
export function currentActorId(startActorId: number, chain: readonly LinkIds[]): number {
  return chain.at(-1)?.nextActorId ?? startActorId;
}

export function reachesEnd(endActorId: number, chain: readonly LinkIds[]): boolean {
  return chain.length > 0 && chain.at(-1)!.nextActorId === endActorId;
}

function isSameLink(a: LinkIds, b: LinkIds): boolean {
  return a.actorId === b.actorId && a.movieId === b.movieId && a.nextActorId === b.nextActorId;
}

export const wrongOrderMessage = (expected: number) => `The next connection must have order ${expected}`;

/**
 * A resubmission of a link already stored at that order answers that link: a retried request
 * must not fail, and must not add anything.
 */
export function repeatedLink<L extends StoredLinkIds>(
  chain: readonly L[],
  order: number,
  candidate: LinkIds,
): L | null {
  const existing = chain.find((link) => link.order === order);
  return existing && isSameLink(existing, candidate) ? existing : null;
}

/**
 * A new link must be the next one of a chain that has room for it, continuing from the current
 * actor to a different actor.
 */
export function assertExtends(
  game: { startActorId: number; endActorId: number; isComplete: boolean },
  chain: readonly LinkIds[],
  order: number,
  candidate: LinkIds,
): void {
  if (game.isComplete) throw conflict(gameCompleteMessage);
  if (reachesEnd(game.endActorId, chain)) throw conflict(chainReachesEndMessage);
  assertChainHasRoom(chain);
  if (order !== chain.length) throw conflict(wrongOrderMessage(chain.length), { expectedOrder: chain.length, order });
  const expectedActorId = currentActorId(game.startActorId, chain);
  if (candidate.actorId !== expectedActorId) {
    throw conflict(notCurrentActorMessage, { expectedActorId, field: 'actor' });
  }
  if (candidate.nextActorId === candidate.actorId) {
    throw new AppError('INVALID_CONNECTION', sameNextActorMessage, { field: 'actor' });
  }
}

/** Both actors must have appeared in the movie; the field named is the one the player should change. */
export function assertAppearedIn(
  names: { actor: string; movie: string; nextActor: string },
  appeared: { actor: boolean; nextActor: boolean },
): void {
  if (!appeared.actor) {
    throw new AppError('INVALID_CONNECTION', messages.didNotAppearIn(names.actor, names.movie), { field: 'movie' });
  }
  if (!appeared.nextActor) {
    throw new AppError('INVALID_CONNECTION', messages.didNotAppearIn(names.nextActor, names.movie), { field: 'actor' });
  }
}
