/** When a game may be completed, and how its score and game day are derived (DESIGN §5, §6, §8). */
import { calculateScore } from '@cinema/shared';
import { badRequest, conflict } from '../errors';
import { reachesEnd } from './connection-rules';
import type { LinkIds } from './link-ids';

const chainIncompleteMessage = 'The chain does not reach the end actor yet';
const wrongMoveCountMessage = (expected: number) => `moveCount must equal the number of connections (${expected})`;

export function assertCompletable(game: { endActorId: number }, chain: readonly LinkIds[], moveCount: number): void {
  if (!reachesEnd(game.endActorId, chain)) throw conflict(chainIncompleteMessage);
  if (moveCount !== chain.length)
    throw badRequest(wrongMoveCountMessage(chain.length), { expectedMoveCount: chain.length });
}

/** A repeated completion answers the stored score, but only for the same claim. */
export function assertSameCompletion(game: { moveCount: number }, moveCount: number): void {
  if (moveCount !== game.moveCount) {
    throw conflict(wrongMoveCountMessage(game.moveCount), { expectedMoveCount: game.moveCount });
  }
}

export interface ScoredChainLink extends LinkIds {
  actorBilling: number | null;
  nextActorBilling: number | null;
}

/** The server's score: the shared function over the stored links, the catalog's movie years and the hints used. */
export function scoreOfChain(
  chain: readonly ScoredChainLink[],
  movieYear: (movieId: number) => number | null,
  hintsUsed = 0,
): number {
  return calculateScore(
    chain.map((link) => ({
      movieYear: movieYear(link.movieId),
      actorBilling: link.actorBilling,
      nextActorBilling: link.nextActorBilling,
    })),
    { hintsUsed },
  );
}
