import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { SCROLL_AFTER_ADD_MS, gameMeta, type DailyPuzzle } from '@cinema/shared';
import { PageContainer } from '../../components/page-container';
import { usePageMeta } from '../../lib/page-meta';
import { pageDailyPuzzle } from '../../lib/page-daily-puzzle';
import { useHydrated } from '../../lib/use-hydrated';
import { useSiteInfo } from '../../lib/use-site-info';
import type { GameApi } from '../../features/game/game-api';
import { useGame, useGameFailed } from '../../features/game/hooks/use-game';
import { InstructionsBanner } from '../../features/game/components/instructions-banner';
import { ActorPairCard } from '../../features/game/components/actor-pair-card';
import { ChainCard } from '../../features/game/components/chain-card';
import { archiveGameLabel } from '../../lib/archive-day';
import { LoadFailure, LoadFailureBoundary } from '../../components/load-failure';
import { retryableLazy } from '../../lib/retryable-lazy';
import { lazyWithData } from '../load-data-layer';

// Loaded when first wanted (the first load of `/` stays small): the add-connection form
// with its searches when the player opens it, the completion dialog once a game is complete, the
// hint panel after the first paint.
const AddConnectionForm = lazyWithData(
  () => import('../../features/game/components/add-connection-form'),
  (m) => m.AddConnectionForm,
);
const loadCompletionDialog = () => import('../../features/game/components/completion-dialog');
const CompletionDialog = lazyWithData(loadCompletionDialog, (m) => m.CompletionDialog);
// The hints under the chain: of no use before the game has loaded, which takes longer.
const HintPanel = retryableLazy(() =>
  import('../../features/game/components/hint-panel').then((m) => ({ default: m.HintPanel })),
);

export function GameRoute() {
  const { branding } = useSiteInfo();
  usePageMeta(gameMeta(branding));
  const game = useGame();
  const failed = useGameFailed();
  const [showInstructions, setShowInstructions] = useState(true);
  // The same function on every render: the banner (memoised) is not drawn again with each new state of the game.
  const hideInstructions = useCallback(() => setShowInstructions(false), []);

  const { ensureGame } = game;
  useEffect(() => ensureGame(), [ensureGame]);

  // The data layer could not be fetched: nothing here works without it (the header and footer stay).
  if (failed) {
    return (
      <PageContainer size="sm">
        <LoadFailure what="the game" />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <GameBoard game={game} todaysPuzzle={pageDailyPuzzle()}>
        {showInstructions && <InstructionsBanner onDismiss={hideInstructions} />}
      </GameBoard>
    </PageContainer>
  );
}

/**
 * A game being played: the pair, the chain with its hints, the add-connection form and the
 * completion dialog. Today's page and an archive puzzle's page each draw it with their own game (the
 * dialog and the form read it through GameContext, or today's game).
 */
export function GameBoard({
  game,
  todaysPuzzle = null,
  children,
}: {
  game: GameApi;
  /** Today's page: the puzzle the page came with, shown until the game has its pair. */
  todaysPuzzle?: DailyPuzzle | null;
  children?: ReactNode;
}) {
  const [formOpen, setFormOpen] = useState(false);
  // The hints load after the first paint: not in the server's first render.
  const hydrated = useHydrated();
  // Mounted from the first completion (or resumed complete game) on, as it was before it loaded lazily.
  const [completionMounted, setCompletionMounted] = useState(false);
  // The dialog's chunk also draws the warning that a new game will be practice (which mostly follows a completion).
  if (!completionMounted && (game.isGameComplete || game.completion.open || game.practiceWarning)) {
    setCompletionMounted(true);
  }
  // A player adding links may complete: the dialog's chunk is fetched while they search.
  useEffect(() => {
    if (formOpen) loadCompletionDialog().catch(() => {}); // A failed fetch is tried again when it is drawn.
  }, [formOpen]);

  const { gameId } = game;
  // A new game closes a form that belonged to the previous one.
  useEffect(() => setFormOpen(false), [gameId]);

  // Until a game exists (its start is under way), the page's puzzle: the pair never gives way to "Loading actors...".
  const shownPair = game.startActor ? game : (todaysPuzzle ?? game);

  const onAdded = () => {
    setFormOpen(false);
    window.setTimeout(() => {
      document.querySelector('[data-testid="chain-card"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, SCROLL_AFTER_ADD_MS);
  };

  return (
    <>
      <Stack gap="lg">
        {children}
        <ActorPairCard
          startActor={shownPair.startActor}
          endActor={shownPair.endActor}
          par={shownPair.par}
          archiveLabel={game.archiveDay ? archiveGameLabel(game.archiveDay, game.puzzleNumber) : null}
        />
        <ChainCard
          gameId={game.gameId}
          startActor={game.startActor}
          chain={game.chain}
          isChainLoaded={game.isChainLoaded}
          isComplete={game.isGameComplete}
          score={game.score}
          canAddConnection={!formOpen && game.currentActor != null && game.gameId != null && !game.isLoading}
          onAddConnection={() => setFormOpen(true)}
          onShowResults={() => game.setCompletionOpen(true)}
          hintsUsed={game.hintsUsed}
          isPractice={game.isPractice}
        >
          {hydrated && (
            <LoadFailureBoundary fallback={null}>
              <Suspense fallback={null}>
                <HintPanel
                  hints={game.hints}
                  hintsUsed={game.hintsUsed}
                  canAsk={!game.isGameComplete && game.gameId != null && game.isChainLoaded}
                  isAsking={game.isRequestingHint}
                  onAsk={game.requestHint}
                />
              </Suspense>
            </LoadFailureBoundary>
          )}
        </ChainCard>
        {formOpen && game.currentActor && !game.isGameComplete && (
          <LoadFailureBoundary fallback={<LoadFailure what="the connection form" />}>
            <Suspense
              fallback={
                <Center py="md">
                  <Loader size="sm" aria-label="Loading the connection form" />
                </Center>
              }
            >
              <AddConnectionForm
                key={`${game.gameId}-${game.chain.length}`}
                currentActor={game.currentActor}
                onCancel={() => setFormOpen(false)}
                onAdded={onAdded}
              />
            </Suspense>
          </LoadFailureBoundary>
        )}
      </Stack>
      {completionMounted && (
        <LoadFailureBoundary
          fallback={
            game.completion.open && <LoadFailure what="your results" onClose={() => game.setCompletionOpen(false)} />
          }
        >
          <Suspense fallback={null}>
            <CompletionDialog />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </>
  );
}
