/**
 * Today's puzzle as the server wrote it into the first HTML (settings.dailyActors's answer, JSON
 * in the element DAILY_PUZZLE_ELEMENT_ID): the game page shows its pair before the data layer
 * runs, and the first game starts on it without asking the server again
 * (features/game/hooks/use-game-start.ts). The server's first render (entry-server.tsx) hands it
 * over with setPageDailyPuzzle instead.
 */
import { DAILY_PUZZLE_ELEMENT_ID, type DailyPuzzle } from '@cinema/shared';

let puzzle: DailyPuzzle | null | undefined;

/** The server's first render: the puzzle the page is drawn with. */
export function setPageDailyPuzzle(value: DailyPuzzle | null): void {
  puzzle = value;
}

/** Today's puzzle of the page (its actors null when none is set), or null when the page carries none. */
export function pageDailyPuzzle(): DailyPuzzle | null {
  if (puzzle === undefined) {
    try {
      puzzle = JSON.parse(document.getElementById(DAILY_PUZZLE_ELEMENT_ID)!.textContent!) as DailyPuzzle | null;
    } catch {
      // No such element (a page of an older server), or not JSON.
      puzzle = null;
    }
  }
  return puzzle;
}
