import { Group, Loader, Text } from '@mantine/core';
import { ChainPath } from '../../../components/chain-path';
import { useLeaderboardChain } from '../api/use-leaderboard-chain';

/** The expanded row: the entry's connection path, loaded on demand. */
export function EntryPath({ gameId, playerName }: { gameId: number; playerName: string }) {
  const { chain, isPending } = useLeaderboardChain(gameId);
  if (isPending) {
    return (
      <Group gap="xs" py="sm" justify="center">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Loading connection data...
        </Text>
      </Group>
    );
  }
  if (!chain || chain.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm" ta="center">
        No connection path to display.
      </Text>
    );
  }
  return <ChainPath links={chain} label={`Connection path of ${playerName}`} />;
}
