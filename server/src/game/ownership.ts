/** Nobody can change someone else's game (DESIGN §5). */
import { timingSafeEqual } from 'node:crypto';
import { forbidden } from '../errors';

export const notYourGameMessage = 'You can only change your own game';

export function isOwnedBy(game: { playerKey: string }, playerKey: string): boolean {
  const owner = Buffer.from(game.playerKey);
  const caller = Buffer.from(playerKey);
  // Constant time, so the answer's timing says nothing about how much of a token was right.
  return owner.length === caller.length && timingSafeEqual(owner, caller);
}

export function assertOwnedBy(game: { playerKey: string }, playerKey: string): void {
  if (!isOwnedBy(game, playerKey)) throw forbidden(notYourGameMessage);
}

const chainInProgressMessage = 'Only its player can see the chain of a game in progress';

/** Anyone may read the chain of a completed game; only its player the chain of one in progress. */
export function assertChainReadableBy(game: { playerKey: string; isComplete: boolean }, playerKey: string): void {
  if (!game.isComplete && !isOwnedBy(game, playerKey)) throw forbidden(chainInProgressMessage);
}
