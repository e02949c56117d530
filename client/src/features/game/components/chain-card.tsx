import type { ReactNode } from 'react';
import { Card, Text, VisuallyHidden } from '@mantine/core';
import { MAX_CHAIN_LENGTH, type Actor, type ChainLink } from '@cinema/shared';
import { useChainAnnouncements } from '../hooks/use-chain-announcements';
import { ChainCardActions } from './chain-card-actions';
import { ChainCardHeader } from './chain-card-header';
import { ChainScroller } from './chain-scroller';
import classes from './chain-card.module.css';

interface ChainCardProps {
  gameId: number | null;
  startActor: Actor | null;
  chain: ChainLink[];
  /** The game's chain has arrived from the server (so growth is a new link, not the first load). */
  isChainLoaded: boolean;
  isComplete: boolean;
  score: number | null;
  canAddConnection: boolean;
  onAddConnection: () => void;
  onShowResults: () => void;
  /** Hints used so far: the Estimated Score takes their cost off. */
  hintsUsed?: number;
  /** A practice game: its score is marked so beside it. */
  isPractice?: boolean;
  /** Shown under the chain (the hints and their button). */
  children?: ReactNode;
}

export function ChainCard({
  gameId,
  startActor,
  chain,
  isChainLoaded,
  isComplete,
  score,
  canAddConnection,
  onAddConnection,
  onShowResults,
  hintsUsed = 0,
  isPractice = false,
  children,
}: ChainCardProps) {
  const { showAdded, announcement } = useChainAnnouncements(gameId, chain, isChainLoaded, isComplete, score);

  return (
    <Card data-testid="chain-card" component="section" aria-labelledby="chain-card-title" className={classes.card}>
      <ChainCardHeader
        chain={chain}
        showAdded={showAdded}
        isComplete={isComplete}
        score={score}
        hintsUsed={hintsUsed}
        isPractice={isPractice}
      />

      <VisuallyHidden aria-live="polite" role="status" data-testid="chain-announcer">
        {announcement}
      </VisuallyHidden>

      <ChainScroller gameId={gameId} startActor={startActor} chain={chain} isComplete={isComplete} />

      {chain.length === 0 && startActor && !isComplete && (
        <Text size="sm" c="dimmed" mt="sm">
          Start from {startActor.name}: add a movie they appeared in and a co-star from it.
        </Text>
      )}

      {children}

      <ChainCardActions
        isComplete={isComplete}
        isFull={chain.length >= MAX_CHAIN_LENGTH}
        canAddConnection={canAddConnection}
        onAddConnection={onAddConnection}
        onShowResults={onShowResults}
      />
    </Card>
  );
}
