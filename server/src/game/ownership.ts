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
