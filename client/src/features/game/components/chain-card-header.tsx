import { Badge, Group, Title, Transition } from '@mantine/core';
import { IconCheck, IconTrophy } from '@tabler/icons-react';
import { estimatedScore, type ChainLink } from '@cinema/shared';
import { toScoredLinks } from '../chain';
import { PracticeBadge } from './practice-badge';
import { ScoringPopover } from './scoring-popover-lazy';

interface ChainCardHeaderProps {
  chain: ChainLink[];
  /** A link was just added: "Connection added!" shows for a moment. */
  showAdded: boolean;
  isComplete: boolean;
  score: number | null;
  /** Hints used so far: the Estimated Score takes their cost off. */
  hintsUsed: number;
  isPractice: boolean;
}

/** The chain's title with its connections, and its score: estimated while it goes on, final once complete. */
export function ChainCardHeader({ chain, showAdded, isComplete, score, hintsUsed, isPractice }: ChainCardHeaderProps) {
  // A chain in progress is estimated as if its next link reached the end actor (DESIGN §6).
  const estimate = estimatedScore(toScoredLinks(chain), isComplete, { hintsUsed });
  return (
    <Group justify="space-between" align="center" gap="xs" mb="md">
      <Title order={2} fz="h3" id="chain-card-title">
        Your Cinema Chain (Connections: {chain.length})
      </Title>
      <Group gap="xs">
        <Transition mounted={showAdded} transition="fade" duration={200}>
          {(style) => (
            <Badge
              style={style}
              color="green"
              variant="light"
              tt="none"
              leftSection={<IconCheck size={12} />}
              role="status"
            >
              Connection added!
            </Badge>
          )}
        </Transition>
        {isComplete ? (
          <Badge color="green" size="lg" variant="filled" tt="none" leftSection={<IconTrophy size={14} />}>
            {score != null ? `Score: ${score}` : 'Complete'}
          </Badge>
        ) : (
          <Badge color="amber" size="lg" variant="light" tt="none">
            Estimated Score: {estimate}
          </Badge>
        )}
        {isPractice && <PracticeBadge />}
        <ScoringPopover />
      </Group>
    </Group>
  );
}
