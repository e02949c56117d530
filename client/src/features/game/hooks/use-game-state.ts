/**
 * The game state of SPEC §4, put together from hooks of one purpose each: where the game is kept
 * (use-stored-game), starting and resuming it (use-game-start, use-game-resume), its chain
 * (use-game-chain), completion and the name (use-game-completion), hints (use-game-hints), and the
 * settings poll (use-settings-poll). Today's game runs once for the app in the data layer
 * (app/data-layer.tsx), read by the pages with useGame; an archive puzzle's page runs its own.
 */
import { useMemo } from 'react';
import type { GameApi } from '../game-api';
import { gameView } from '../game-view';
import { useGameChain } from './use-game-chain';
import { useGameCompletion } from './use-game-completion';
import { useGameHints } from './use-game-hints';
import { useGameResume } from './use-game-resume';
import { useGameStart } from './use-game-start';
import { useSettingsPoll } from './use-settings-poll';
import { dailySlot, useStoredGame, type GameSlot } from './use-stored-game';

export function useGameState(slot: GameSlot = dailySlot): GameApi {
  const [game, setGame] = useStoredGame(slot);
  useSettingsPoll();
  const start = useGameStart(slot, game, setGame);
  const chain = useGameChain(game);
  const { startNewGame } = start;
  const replaceGame = useMemo(
    // An archive page asks again for its puzzle's game once the gone one is dropped.
    () => (slot.isDaily ? () => void startNewGame() : () => setGame(null)),
    [slot.isDaily, startNewGame, setGame],
  );
  useGameResume(slot, game, setGame, { chainError: chain.error, replaceGame });
  const { completion, savePlayerName, setCompletionOpen, setCompletionStep } = useGameCompletion(
    game,
    chain.chain,
    chain.isLoaded,
    setGame,
  );
  const { requestHint, isRequestingHint } = useGameHints(game, chain.chain, setGame);

  const status = { isStarting: start.isStarting, isChainPending: chain.isPending, isChainLoaded: chain.isLoaded };
  const view = useMemo(
    () => gameView(game, chain.chain, status),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the status object is new each render; its fields are the deps
    [game, chain.chain, status.isStarting, status.isChainPending, status.isChainLoaded],
  );
  // One object per change of state: the pages reading it re-render only when something changed.
  return useMemo(
    () => ({
      ...view,
      completion,
      savePlayerName,
      setCompletionOpen,
      setCompletionStep,
      requestHint,
      isRequestingHint,
      addConnection: chain.addConnection,
      startNewGame: start.startNewGame,
      ensureGame: start.ensureGame,
      practiceWarning: start.practiceWarning,
      confirmPracticeGame: start.confirmPracticeGame,
      dismissPracticeWarning: start.dismissPracticeWarning,
    }),
    [
      view,
      completion,
      savePlayerName,
      setCompletionOpen,
      setCompletionStep,
      requestHint,
      isRequestingHint,
      chain.addConnection,
      start.startNewGame,
      start.ensureGame,
      start.practiceWarning,
      start.confirmPracticeGame,
      start.dismissPracticeWarning,
    ],
  );
}
