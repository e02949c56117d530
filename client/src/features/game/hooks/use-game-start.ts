import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';
import { pageDailyPuzzle } from '../../../lib/page-daily-puzzle';
import { toast } from '../../../lib/toast';
import type { PuzzlePair, StartOptions } from '../game-api';
import { reportFailure, reportStartFailure } from '../start-failure';
import type { StoredGame } from '../stored-game';
import { invalidateRouter } from './invalidate-router';
import { useEnsureGame } from './use-ensure-game';
import { usePracticeWarning } from './use-practice-warning';
import type { GameSlot, SetGame } from './use-stored-game';

/**
 * How long after the page's request its puzzle stands for today's when the page starts its game on
 * it: the page is never served from a cache (no-cache, an ETag of the day and the pair), so in the
 * first minute of the page the answer is the one the server would give. Any later start, and any
 * start the player asks for, reads the pair afresh (SPEC §4).
 */
const PAGE_PUZZLE_FRESH_MS = 60_000;

/**
 * Starting a game (SPEC §4: the daily pair read afresh, then the game created) and resuming the
 * stored one. A new daily game the player asks for while their next one would be practice waits for
 * them to confirm (DESIGN §5: they are told before it starts, not after).
 */
export function useGameStart(slot: GameSlot, game: StoredGame | null, setGame: SetGame) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const { mutateAsync: createGame } = trpc.game.create.useMutation();
  const [isStarting, setIsStarting] = useState(false);
  const startUnderWay = useRef<{ promise: Promise<boolean>; asked: boolean } | null>(null);
  const { practiceWarning, holdIfPractice, dismissPracticeWarning } = usePracticeWarning(game);

  const fetchDailyPuzzle = useCallback(
    async (onPagePuzzle = false): Promise<PuzzlePair> => {
      const fromPage =
        onPagePuzzle && slot.isDaily && performance.now() < PAGE_PUZZLE_FRESH_MS ? pageDailyPuzzle() : null;
      if (fromPage) {
        utils.settings.dailyActors.setData(undefined, fromPage);
        return fromPage;
      }
      await utils.settings.dailyActors.invalidate();
      return utils.settings.dailyActors.fetch(undefined, { staleTime: 0 });
    },
    [slot.isDaily, utils],
  );

  const startNewGame = useCallback(
    (options: StartOptions = {}): Promise<boolean> => {
      // One start at a time: a call while one is under way shares it, but for the player's own New
      // Game while the page's automatic start runs, which follows it, reads the pair afresh and says
      // so (shared, it would be answered by a start on the page's pair, unannounced).
      const underWay = startUnderWay.current;
      const asked = Boolean(options.announce);
      if (underWay && (underWay.asked || !asked)) return underWay.promise;
      const run = async (): Promise<boolean> => {
        const { archive } = options;
        if (await holdIfPractice(options)) return false;
        dismissPracticeWarning();
        setGame(null);
        setIsStarting(true);
        void invalidateRouter(queryClient, 'leaderboard');
        let daily: PuzzlePair;
        try {
          daily = archive ?? (await fetchDailyPuzzle(options.onPagePuzzle));
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
            isPractice: created.isPractice,
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
      const promise = (underWay ? underWay.promise.then(run, run) : run()).finally(() => {
        setIsStarting(false);
        if (startUnderWay.current?.promise === promise) startUnderWay.current = null;
      });
      startUnderWay.current = { promise, asked };
      return promise;
    },
    [createGame, fetchDailyPuzzle, holdIfPractice, dismissPracticeWarning, queryClient, setGame, utils],
  );

  const ensureGame = useEnsureGame(slot, game, startNewGame, fetchDailyPuzzle);
  const confirmPracticeGame = useCallback(() => {
    if (practiceWarning) void startNewGame({ ...practiceWarning.options, practiceConfirmed: true });
  }, [practiceWarning, startNewGame]);

  return { startNewGame, ensureGame, isStarting, practiceWarning, confirmPracticeGame, dismissPracticeWarning };
}
