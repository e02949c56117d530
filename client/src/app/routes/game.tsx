import { useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import { SCROLL_AFTER_ADD_MS } from '@cinema/shared';
import { PageContainer } from '../../components/page-container';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../features/site/api/use-site-info';
import { useGame } from '../../features/game/hooks/use-game';
import { InstructionsBanner } from '../../features/game/components/instructions-banner';
import { ActorPairCard } from '../../features/game/components/actor-pair-card';
import { ChainCard } from '../../features/game/components/chain-card';
import { AddConnectionForm } from '../../features/game/components/add-connection-form';
import { CompletionDialog } from '../../features/game/components/completion-dialog';

export function GameRoute() {
  const { branding } = useSiteInfo();
  usePageMeta(
    `${branding.productName} - Daily Six Degrees of Hollywood Game`,
    'Connect two Hollywood actors through the movies they appeared in. A new six-degrees challenge every day.',
  );
  const game = useGame();
  const [showInstructions, setShowInstructions] = useState(true);
  const [formOpen, setFormOpen] = useState(false);

  const { ensureGame, gameId } = game;
  useEffect(() => ensureGame(), [ensureGame]);
  // A new game closes a form that belonged to the previous one.
  useEffect(() => setFormOpen(false), [gameId]);

  const onAdded = () => {
    setFormOpen(false);
    window.setTimeout(() => {
      document.querySelector('[data-testid="chain-card"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, SCROLL_AFTER_ADD_MS);
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        {showInstructions && <InstructionsBanner onDismiss={() => setShowInstructions(false)} />}
        <ActorPairCard startActor={game.startActor} endActor={game.endActor} />
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
        />
        {formOpen && game.currentActor && !game.isGameComplete && (
          <AddConnectionForm
            key={`${game.gameId}-${game.chain.length}`}
            currentActor={game.currentActor}
            onCancel={() => setFormOpen(false)}
            onAdded={onAdded}
          />
        )}
      </Stack>
      <CompletionDialog />
    </PageContainer>
  );
}
