import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import type { StoredGame } from '../stored-game';
import type { GameSlot, SetGame } from './use-stored-game';

/**
 * A stored game resumed on load is refreshed from the server, which knows best whether it is
 * complete or practice, and its hints given elsewhere are read back. One the server no longer knows
 * (or no longer lets this player read) is replaced by a new game.
 */
export function useGameResume(
  slot: GameSlot,
  game: StoredGame | null,
  setGame: SetGame,
  { chainError, replaceGame }: { chainError: { data?: { httpStatus?: number } | null } | null; replaceGame(): void },
): void {
  const utils = trpc.useUtils();
  const [resumedGameId] = useState(() => slot.read()?.id ?? null);
  const resumed = trpc.game.get.useQuery({ gameId: resumedGameId ?? 0 }, { enabled: resumedGameId != null });

  useEffect(() => {
    const server = resumed.data;
    if (!server) return;
    setGame((current) =>
      current?.id === server.id
        ? {
            ...current,
            startActor: server.startActor,
            endActor: server.endActor,
            isComplete: current.isComplete || server.isComplete,
            score: server.score ?? current.score,
            scoreFinal: current.scoreFinal || server.score != null,
            nameSaved: current.nameSaved || server.playerName != null,
            hintsUsed: Math.max(current.hintsUsed, server.hintsUsed),
            archiveDay: server.archiveDay ?? current.archiveDay,
            isPractice: server.isPractice,
          }
        : current,
    );
  }, [resumed.data, setGame]);

  // Hints given elsewhere (another tab, or a device whose statistics moved here) are read back.
  const resumedHintsUsed = resumed.data?.hintsUsed ?? 0;
  const storedHintCount = game?.id === resumedGameId ? (game?.hints.length ?? 0) : 0;
  useEffect(() => {
    if (resumedGameId == null || resumedHintsUsed <= storedHintCount) return;
    utils.game.hints
      .fetch({ gameId: resumedGameId })
      .then(({ hints }) =>
        setGame((current) =>
          current?.id === resumedGameId && hints.length > current.hints.length
            ? {
                ...current,
                hints: hints.map((hint, index) => current.hints[index] ?? { hint, actorName: null }),
              }
            : current,
        ),
      )
      .catch((error: unknown) => console.warn('Could not read the hints back', error));
  }, [resumedGameId, resumedHintsUsed, storedHintCount, utils, setGame]);

  const error = chainError ?? (game?.id === resumedGameId ? resumed.error : null);
  const replacedGameId = useRef<number | null>(null);
  useEffect(() => {
    const status = error?.data?.httpStatus;
    if (!game || replacedGameId.current === game.id) return;
    if (status && status >= 400 && status < 500) {
      replacedGameId.current = game.id;
      console.warn('The stored game is no longer available; starting a new one', error);
      replaceGame();
    }
  }, [error, game, replaceGame]);
}
