import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { calculateScore, type ChainLink } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';
import { sameActor, toScoredLinks } from '../chain';
import type { StoredGame } from '../stored-game';
import { invalidateRouter } from './invalidate-router';
import { useCompletionDialog } from './use-completion-dialog';
import type { SetGame } from './use-stored-game';

/**
 * Completion (SPEC §4): once the last link's next actor is the end actor, exactly once per game, a
 * provisional score is shown until the server's arrives with the outcome; then the name is saved
 * (ranked games only: a practice game's dialog goes straight to its results), the dialog opening
 * on completion (use-completion-dialog).
 */
export function useGameCompletion(
  game: StoredGame | null,
  chain: ChainLink[],
  isChainLoaded: boolean,
  setGame: SetGame,
) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const { mutateAsync: completeGame } = trpc.game.complete.useMutation();
  const { mutateAsync: savePlayerNameOnServer } = trpc.game.savePlayerName.useMutation();
  const completingGameId = useRef<number | null>(null);
  const { completion, setDialog, setCompletionOpen, setCompletionStep } = useCompletionDialog(game);

  useEffect(() => {
    if (!game || chain.length === 0 || !isChainLoaded) return;
    if (game.isComplete && game.scoreFinal) return;
    if (completingGameId.current === game.id) return;
    const last = chain[chain.length - 1]!;
    if (!sameActor(last.nextActor, game.endActor)) return;
    completingGameId.current = game.id;
    const id = game.id;
    const provisional = calculateScore(toScoredLinks(chain), { hintsUsed: game.hintsUsed });
    setGame((current) =>
      current?.id === id
        ? { ...current, isComplete: true, score: current.score ?? provisional, scoreFinal: false }
        : current,
    );
    setDialog((current) =>
      current.gameId === id && current.open
        ? current
        : { gameId: id, open: true, step: game.isPractice ? 'success' : 'save-score' },
    );
    completeGame({ id, isComplete: true, moveCount: chain.length })
      .then((result) => {
        setGame((current) =>
          current?.id === id
            ? {
                ...current,
                score: result.score,
                scoreFinal: true,
                isPractice: result.isPractice,
                outcome: {
                  score: result.score,
                  par: result.par,
                  result: result.result,
                  optimalChains: result.optimalChains,
                  optimalChainCount: result.optimalChainCount,
                  isPractice: result.isPractice,
                  dayBestScore: result.dayBestScore ?? null,
                },
                par: result.par ?? current.par,
              }
            : current,
        );
        // A game that turned practice at completion (another game of the day was completed first) saves no name.
        if (result.isPractice)
          setDialog((current) => (current.gameId === id ? { ...current, step: 'success' } : current));
      })
      .catch((error: unknown) => {
        console.error('Failed to complete the game', error);
        setGame((current) => (current?.id === id ? { ...current, scoreFinal: true } : current));
      })
      .finally(() => {
        void invalidateRouter(queryClient, 'leaderboard');
        // Statistics, the archive's completed marks and the day's status count this game now.
        void invalidateRouter(queryClient, 'stats');
        void invalidateRouter(queryClient, 'archive');
        void utils.game.dayStatus.invalidate();
      });
  }, [game, chain, isChainLoaded, completeGame, queryClient, setGame, setDialog, utils]);

  const savePlayerName = useCallback(
    async (playerName: string | null): Promise<boolean> => {
      if (!game) return false;
      try {
        await savePlayerNameOnServer({ id: game.id, playerName });
        setGame((current) => (current?.id === game.id ? { ...current, nameSaved: true } : current));
        return true;
      } catch (error) {
        console.error('Failed to save the player name', error);
        return false;
      } finally {
        void invalidateRouter(queryClient, 'leaderboard');
      }
    },
    [game, savePlayerNameOnServer, queryClient, setGame],
  );
  return { completion, savePlayerName, setCompletionOpen, setCompletionStep };
}
