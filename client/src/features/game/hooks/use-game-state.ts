/**
 * The game state of SPEC §4: start (daily actors → create), the chain (re-fetched every
 * 30 s while a game exists), adding connections, completion exactly once with a provisional
 * score replaced by the server's, and saving the player name. The current game is kept in
 * localStorage so a reload resumes it (the server's cookie proves it is this player's game).
 * The data layer (app/data-layer.tsx) runs it once for the app; pages read it with useGame.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHAIN_REFRESH_MS,
  SETTINGS_POLL_MS,
  HINT_LIMIT,
  calculateScore,
  messages,
  type Actor,
  type ChainLink,
} from '@cinema/shared';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../lib/toast';
import { reportFailure, reportStartFailure } from '../start-failure';
import { sameActor, toScoredLinks } from '../chain';
import { clearStoredGame, readStoredGame, writeStoredGame, type StoredGame, type StoredHint } from '../stored-game';
import {
  gameView,
  initialCompletion,
  type CompletionStep,
  type GameApi,
  type NewConnection,
  type StartOptions,
} from './use-game';

/** The pair a new game plays, with its par and puzzle number when the server knows them. */
interface PuzzlePair {
  startActor: Actor | null;
  endActor: Actor | null;
  par?: number | null;
  puzzleNumber?: number;
}

/** Invalidates every cached query of one tRPC router (e.g. the leaderboard after a completion). */
function invalidateRouter(queryClient: ReturnType<typeof useQueryClient>, routerName: string) {
  return queryClient.invalidateQueries({
    predicate: (query) => Array.isArray(query.queryKey[0]) && query.queryKey[0][0] === routerName,
  });
}

export function useGameState(): GameApi {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const { mutateAsync: createGame } = trpc.game.create.useMutation();
  const { mutateAsync: addConnectionOnServer } = trpc.game.addConnection.useMutation();
  const { mutateAsync: completeGame } = trpc.game.complete.useMutation();
  const { mutateAsync: savePlayerNameOnServer } = trpc.game.savePlayerName.useMutation();
  const { mutateAsync: hintOnServer, isPending: isRequestingHint } = trpc.game.hint.useMutation();

  const [game, setGame] = useState<StoredGame | null>(() => readStoredGame());
  const [isStarting, setIsStarting] = useState(false);
  const [completion, setCompletion] = useState<{ open: boolean; step: CompletionStep }>(() =>
    initialCompletion(readStoredGame()),
  );
  const startPromise = useRef<Promise<boolean> | null>(null);
  const completingGameId = useRef<number | null>(null);
  const autoStarted = useRef(false);

  useEffect(() => {
    if (game) writeStoredGame(game);
    else clearStoredGame();
  }, [game]);

  const chainQuery = trpc.game.chain.useQuery(
    { gameId: game?.id ?? 0 },
    { enabled: game != null, refetchInterval: CHAIN_REFRESH_MS },
  );
  const chain = useMemo(() => (game ? (chainQuery.data ?? []) : []), [game, chainQuery.data]);

  // Settings are polled; when the daily pair changes the next new game must use the new pair.
  const settings = trpc.settings.gameSettings.useQuery(undefined, { refetchInterval: SETTINGS_POLL_MS, staleTime: 0 });
  const settingsVersion = settings.data
    ? `${settings.data.lastUpdated}|${settings.data.startActorId}|${settings.data.endActorId}`
    : null;
  const seenSettingsVersion = useRef<string | null>(null);
  useEffect(() => {
    if (!settingsVersion) return;
    if (seenSettingsVersion.current && seenSettingsVersion.current !== settingsVersion) {
      void utils.settings.dailyActors.invalidate();
    }
    seenSettingsVersion.current = settingsVersion;
  }, [settingsVersion, utils]);

  const fetchDailyPuzzle = useCallback(async (): Promise<PuzzlePair> => {
    await utils.settings.dailyActors.invalidate();
    return utils.settings.dailyActors.fetch(undefined, { staleTime: 0 });
  }, [utils]);

  const startNewGame = useCallback(
    (options: StartOptions = {}): Promise<boolean> => {
      if (startPromise.current) return startPromise.current;
      const run = async (): Promise<boolean> => {
        setGame(null);
        setCompletion({ open: false, step: 'save-score' });
        completingGameId.current = null;
        setIsStarting(true);
        void invalidateRouter(queryClient, 'leaderboard');
        const { archive } = options;
        let daily: PuzzlePair;
        try {
          daily = archive ?? (await fetchDailyPuzzle());
        } catch (error) {
          return reportFailure(
            {
              logged: 'Failed to get actors from server',
              description: 'Failed to load actors. Please try refreshing the page.',
            },
            error,
          );
        }
        const { startActor, endActor } = daily;
        if (!startActor || !endActor) {
          return reportFailure(
            {
              logged: messages.configuredActorsNotAvailable,
              title: 'Error starting game',
              description: 'Failed to load actor data from server. Please try again.',
            },
            daily,
          );
        }
        try {
          const created = await createGame({
            startActorId: startActor.id,
            endActorId: endActor.id,
            isDailyGame: !archive,
            ...(archive ? { archiveDay: archive.day } : {}),
          });
          utils.game.chain.setData({ gameId: created.id }, []);
          setGame({
            id: created.id,
            startActor: created.startActor,
            endActor: created.endActor,
            isComplete: false,
            score: null,
            scoreFinal: false,
            nameSaved: false,
            par: daily.par ?? null,
            puzzleNumber: daily.puzzleNumber ? daily.puzzleNumber : null,
            archiveDay: archive?.day ?? null,
            hintsUsed: 0,
            hints: [],
            outcome: null,
          });
          if (options.announce) toast({ title: 'New game started', description: 'Try to connect the two actors!' });
          return true;
        } catch (error) {
          return reportStartFailure(error);
        }
      };
      const promise = run().finally(() => {
        setIsStarting(false);
        startPromise.current = null;
      });
      startPromise.current = promise;
      return promise;
    },
    [createGame, fetchDailyPuzzle, queryClient, utils],
  );

  const ensureGame = useCallback(() => {
    if (autoStarted.current) return;
    autoStarted.current = true;
    if (!game) void startNewGame();
  }, [game, startNewGame]);

  // A resumed game is refreshed from the server, which knows best whether it is complete.
  const [resumedGameId] = useState(() => readStoredGame()?.id ?? null);
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
          }
        : current,
    );
  }, [resumed.data]);

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
  }, [resumedGameId, resumedHintsUsed, storedHintCount, utils]);

  // A stored game the server no longer knows (or no longer lets us read) is replaced by a new one.
  const chainError = chainQuery.error ?? (game?.id === resumedGameId ? resumed.error : null);
  const replacedGameId = useRef<number | null>(null);
  useEffect(() => {
    const status = chainError?.data?.httpStatus;
    if (!game || replacedGameId.current === game.id) return;
    if (status && status >= 400 && status < 500) {
      replacedGameId.current = game.id;
      console.warn('The stored game is no longer available; starting a new one', chainError);
      void startNewGame();
    }
  }, [chainError, game, startNewGame]);

  // Completion: the last link's next actor is the end actor. Happens exactly once per game.
  useEffect(() => {
    if (!game || chain.length === 0 || !chainQuery.isSuccess) return;
    if (game.isComplete && game.scoreFinal) return;
    if (completingGameId.current === game.id) return;
    const last = chain[chain.length - 1]!;
    if (!sameActor(last.nextActor, game.endActor)) return;
    completingGameId.current = game.id;
    const gameId = game.id;
    const provisional = calculateScore(toScoredLinks(chain), { hintsUsed: game.hintsUsed });
    setGame((current) =>
      current?.id === gameId
        ? { ...current, isComplete: true, score: current.score ?? provisional, scoreFinal: false }
        : current,
    );
    setCompletion((current) => (current.open ? current : { open: true, step: 'save-score' }));
    completeGame({ id: gameId, isComplete: true, moveCount: chain.length })
      .then((result) => {
        setGame((current) =>
          current?.id === gameId
            ? {
                ...current,
                score: result.score,
                scoreFinal: true,
                outcome: {
                  score: result.score,
                  par: result.par,
                  result: result.result,
                  optimalChains: result.optimalChains,
                  dayBestScore: result.dayBestScore ?? null,
                },
                par: result.par ?? current.par,
              }
            : current,
        );
      })
      .catch((error: unknown) => {
        console.error('Failed to complete the game', error);
        setGame((current) => (current?.id === gameId ? { ...current, scoreFinal: true } : current));
      })
      .finally(() => {
        void invalidateRouter(queryClient, 'leaderboard');
        // Statistics and the archive's completed marks count this game now.
        void invalidateRouter(queryClient, 'stats');
        void invalidateRouter(queryClient, 'archive');
      });
  }, [game, chain, chainQuery.isSuccess, completeGame, queryClient]);

  const addConnection = useCallback(
    async ({ actor, movie, nextActor }: NewConnection): Promise<ChainLink[]> => {
      if (!game) throw new Error(messages.noActiveGame);
      const missing = [!actor.tvdbId && 'actor', !movie.tvdbId && 'movie', !nextActor.tvdbId && 'next actor'].filter(
        (name): name is string => Boolean(name),
      );
      if (missing.length > 0) throw new Error(messages.missingTmdbIds(missing));
      let result: Awaited<ReturnType<typeof addConnectionOnServer>>;
      try {
        result = await addConnectionOnServer({
          gameId: game.id,
          actorId: actor.id > 0 ? actor.id : null,
          movieId: movie.id > 0 ? movie.id : null,
          nextActorId: nextActor.id > 0 ? nextActor.id : null,
          order: chain.length,
          actorTvdbId: actor.tvdbId,
          movieTvdbId: movie.tvdbId,
          nextActorTvdbId: nextActor.tvdbId,
        });
      } catch (error) {
        // The chain may have moved on elsewhere (another tab): resynchronise before the next try.
        void utils.game.chain.invalidate({ gameId: game.id });
        throw error;
      }
      utils.game.chain.setData({ gameId: game.id }, result.chain);
      return result.chain;
    },
    [game, chain.length, addConnectionOnServer, utils],
  );

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
    [game, savePlayerNameOnServer, queryClient],
  );

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
  }, [game, chain, hintOnServer]);

  const setCompletionOpen = useCallback((open: boolean) => setCompletion((c) => ({ ...c, open })), []);
  const setCompletionStep = useCallback((step: CompletionStep) => setCompletion((c) => ({ ...c, step })), []);

  const isChainPending = chainQuery.isPending;
  const isChainLoaded = chainQuery.isSuccess;
  // One object per change of state: the pages reading it re-render only when something changed.
  return useMemo(
    () => ({
      ...gameView(game, chain, { isStarting, isChainPending, isChainLoaded }),
      requestHint,
      isRequestingHint,
      completion,
      startNewGame,
      ensureGame,
      addConnection,
      savePlayerName,
      setCompletionOpen,
      setCompletionStep,
    }),
    [
      game,
      chain,
      isStarting,
      isChainPending,
      isChainLoaded,
      requestHint,
      isRequestingHint,
      completion,
      startNewGame,
      ensureGame,
      addConnection,
      savePlayerName,
      setCompletionOpen,
      setCompletionStep,
    ],
  );
}
