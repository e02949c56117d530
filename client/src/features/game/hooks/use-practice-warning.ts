import { useCallback, useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import type { PracticeWarning, StartOptions } from '../game-api';
import type { StoredGame } from '../stored-game';

/**
 * DESIGN §5: a daily game the player asks for while their ranked game of the day is complete (or
 * after they showed the day's solutions) is practice, and they are told before it starts. The game
 * asked for is held here until they confirm or keep the current one.
 */
export function usePracticeWarning(game: StoredGame | null) {
  const utils = trpc.useUtils();
  const [practiceWarning, setPracticeWarning] = useState<PracticeWarning | null>(null);
  const current = useRef(game);
  current.current = game;

  /** Why the daily game asked for would be practice; null when it would be ranked or the player knows already. */
  const practiceReason = useCallback(async (): Promise<PracticeWarning['reason'] | null> => {
    const playing = current.current;
    if (playing?.isPractice && playing.archiveDay == null) return null;
    try {
      const status = await utils.game.dayStatus.fetch(undefined, { staleTime: 0 });
      if (!status.nextGameIsPractice) return null;
      return status.rankedGameId != null ? 'ranked-complete' : 'solutions-shown';
    } catch (error) {
      // The server decides at completion anyway; a warning it cannot give does not hold the game back.
      console.warn('Could not read the puzzle day status', error);
      return null;
    }
  }, [utils]);

  /** Holds a daily game the player asked for when it would be practice; answers whether it was held. */
  const holdIfPractice = useCallback(
    async (options: StartOptions): Promise<boolean> => {
      if (options.archive || !options.announce || options.practiceConfirmed) return false;
      const reason = await practiceReason();
      if (reason) setPracticeWarning({ reason, options });
      return reason != null;
    },
    [practiceReason],
  );

  const dismissPracticeWarning = useCallback(() => setPracticeWarning(null), []);
  return { practiceWarning, holdIfPractice, dismissPracticeWarning };
}
