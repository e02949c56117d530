import type { ChainLink } from '@cinema/shared';
import type { GameApi, GameState } from './game-api';
import type { StoredGame } from './stored-game';

/** What the state of a game reads as, for useGameState and for the stand-in before it runs. */
export function gameView(
  game: StoredGame | null,
  chain: ChainLink[],
  status: { isStarting: boolean; isChainPending: boolean; isChainLoaded: boolean },
): GameState & Pick<GameApi, 'currentActor' | 'isChainLoaded' | 'isCalculatingScore'> {
  const startActor = game?.startActor ?? null;
  return {
    gameId: game?.id ?? null,
    startActor,
    endActor: game?.endActor ?? null,
    chain,
    score: game?.score ?? null,
    isGameComplete: game?.isComplete ?? false,
    isLoading: status.isStarting || (game != null && status.isChainPending),
    par: game?.par ?? null,
    puzzleNumber: game?.puzzleNumber ?? null,
    archiveDay: game?.archiveDay ?? null,
    isPractice: game?.isPractice ?? false,
    hintsUsed: game?.hintsUsed ?? 0,
    hints: game?.hints ?? [],
    outcome: game?.outcome ?? null,
    currentActor: chain.length > 0 ? chain[chain.length - 1]!.nextActor : startActor,
    isChainLoaded: game != null && status.isChainLoaded,
    isCalculatingScore: Boolean(game?.isComplete && !game.scoreFinal),
  };
}

/**
 * The completion dialog of a resumed game: open when it is complete, at the step it reached. A
 * practice game has no name to save: its dialog starts at the results.
 */
export function initialCompletion(stored: StoredGame | null): GameApi['completion'] {
  return {
    open: Boolean(stored?.isComplete),
    step: stored?.nameSaved || stored?.isPractice ? 'success' : 'save-score',
  };
}
