import { useCallback } from 'react';
import { HINT_LIMIT, messages, type ChainLink } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';
import type { StoredGame, StoredHint } from '../stored-game';
import type { SetGame } from './use-stored-game';

/** Asking the server for the game's next hint, kept with the actor the chain stood at. */
export function useGameHints(game: StoredGame | null, chain: ChainLink[], setGame: SetGame) {
  const { mutateAsync: hintOnServer, isPending: isRequestingHint } = trpc.game.hint.useMutation();
  const requestHint = useCallback(async (): Promise<StoredHint> => {
    if (!game) throw new Error(messages.noActiveGame);
    if (game.hintsUsed >= HINT_LIMIT) throw new Error(`No more hints: a game allows ${HINT_LIMIT}`);
    const gameId = game.id;
    const actorName = (chain.length > 0 ? chain[chain.length - 1]!.nextActor : game.startActor).name;
    const result = await hintOnServer({ gameId });
    const given: StoredHint = { hint: result.hint, actorName };
    setGame((current) =>
      current?.id === gameId ? { ...current, hintsUsed: result.hintsUsed, hints: [...current.hints, given] } : current,
    );
    return given;
  }, [game, chain, hintOnServer, setGame]);
  return { requestHint, isRequestingHint };
}
