import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { RecapPair, RecapChainItem } from '@cinema/shared';
import { ChainPath } from '../../../components/chain-path';
import { paths } from '../../../config/paths';
import { playerDisplayName } from '../../../lib/player-name';

interface SolutionProps {
  title: string;
  moveCount: number;
  score: number;
  playerName: string | null;
  chain: RecapChainItem[];
}

function Solution({ title, moveCount, score, playerName, chain }: SolutionProps) {
  const player = playerDisplayName(playerName);
  return (
    <Card padding="md" component="section" aria-label={title}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={3} fz="h4">
          {title}
        </Title>
        <Badge variant="light" color="amber" tt="none" size="lg">
          {moveCount} moves • {score} points
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        by {player}
      </Text>
      {chain.length > 0 ? (
        <ChainPath links={chain} label={`${title} by ${player}`} />
      ) : (
        <Text c="dimmed" size="sm">
          No solution chain available to display
        </Text>
      )}
    </Card>
  );
}

/** Connections tab: the best path and, when it has a chain, the longest. */
export function ConnectionsPanel({ recap }: { recap: RecapPair }) {
  const { topScore, longestConnection } = recap;
  return (
    <Stack gap="md">
      {topScore ? (
        <Solution title="Best Connection Path" {...topScore} />
      ) : (
        <Card padding="md">
          <Text c="dimmed" size="sm">
            No solution chain available to display
          </Text>
        </Card>
      )}
      {longestConnection && longestConnection.chain.length > 0 && (
        <Solution title="Longest Connection Path" {...longestConnection} />
      )}
      <Group justify="center">
        <Button component={Link} to={paths.game} color="amber" c="dark.9">
          Try Today's Challenge
        </Button>
      </Group>
    </Stack>
  );
}
