import { useCallback, useRef } from 'react';
import type { PuzzlePair, StartOptions } from '../game-api';
import type { StoredGame } from '../stored-game';

import type { GameSlot } from './use-stored-game';

/**
 * Today's page starts a game on the first visit, and a new one when the stored game is complete
 * and of another day's pair (the home page is always today's game; one in progress is finished
 * first, as its puzzle day is the day it started). An archive page asks for its puzzle's game.
 */
export function useEnsureGame(
  slot: GameSlot,
  game: StoredGame | null,
  startNewGame: (options?: StartOptions) => Promise<boolean>,
  fetchDailyPuzzle: (onPagePuzzle?: boolean) => Promise<PuzzlePair>,
) {
  const autoStarted = useRef(false);
  return useCallback(
    (wanted?: StartOptions) => {
      if (wanted?.archive) {
        if (game?.archiveDay !== wanted.archive.day) void startNewGame(wanted);
        return;
      }
      if (!slot.isDaily || autoStarted.current) return;
      autoStarted.current = true;
      // On the pair the page came with: the page shows it already, and it is not asked for again.
      if (!game) {
        void startNewGame({ onPagePuzzle: true });
        return;
      }
      if (!game.isComplete) return;
      const { startActor, endActor } = game;
      fetchDailyPuzzle(true)
        .then((today) => {
          if (today.startActor?.id !== startActor.id || today.endActor?.id !== endActor.id)
            void startNewGame({ onPagePuzzle: true });
        })
        .catch((error: unknown) => console.warn('Could not read the daily pair', error));
    },
    [game, slot.isDaily, startNewGame, fetchDailyPuzzle],
  );
}
