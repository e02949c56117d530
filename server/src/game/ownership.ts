/** Nobody can change someone else's game (DESIGN §5). */
import { timingSafeEqual } from 'node:crypto';
import { forbidden } from '../errors';

export const notYourGameMessage = 'You can only change your own game';

export function isOwnedBy(game: { playerToken: string }, playerToken: string): boolean {
  const owner = Buffer.from(game.playerToken);
  const caller = Buffer.from(playerToken);
  // Constant time, so the answer's timing says nothing about how much of a token was right.
  return owner.length === caller.length && timingSafeEqual(owner, caller);
}

export function assertOwnedBy(game: { playerToken: string }, playerToken: string): void {
  if (!isOwnedBy(game, playerToken)) throw forbidden(notYourGameMessage);
}
