import { useCallback, useMemo, useState } from 'react';
import type { CompletionStep, GameApi } from '../game-api';
import { initialCompletion } from '../game-view';
import type { StoredGame } from '../stored-game';

/**
 * Whether the completion dialog is open, and at which step. Its state belongs to one game: a new
 * game starts with it as that game left it (closed unless it is complete).
 */
export function useCompletionDialog(game: StoredGame | null) {
  const [dialog, setDialog] = useState(() => ({ gameId: game?.id ?? null, ...initialCompletion(game) }));
  const gameId = game?.id ?? null;
  const completion: GameApi['completion'] = useMemo(
    () => (dialog.gameId === gameId ? { open: dialog.open, step: dialog.step } : initialCompletion(game)),
    [dialog, gameId, game],
  );
  const updateDialog = useCallback(
    (change: Partial<GameApi['completion']>) =>
      setDialog((current) => {
        const base = current.gameId === gameId ? current : { gameId, ...initialCompletion(game) };
        return { ...base, ...change };
      }),
    [gameId, game],
  );
  const setCompletionOpen = useCallback((open: boolean) => updateDialog({ open }), [updateDialog]);
  const setCompletionStep = useCallback((step: CompletionStep) => updateDialog({ step }), [updateDialog]);
  return { completion, setDialog, setCompletionOpen, setCompletionStep };
}
