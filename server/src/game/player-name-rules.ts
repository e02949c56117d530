/** When a name may be saved on a game (DESIGN §5): completed games only, once. */
import { conflict } from '../errors';

const notCompleteMessage = 'Only a completed game can be saved to the leaderboard';
export const nameAlreadySavedMessage = "This game's score has already been saved";

export function assertNameCanBeSaved(game: { isComplete: boolean; nameSaved: boolean }): void {
  if (!game.isComplete) throw conflict(notCompleteMessage);
  if (game.nameSaved) throw conflict(nameAlreadySavedMessage);
}
