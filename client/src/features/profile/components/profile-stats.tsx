import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ActorProfile } from '@cinema/shared';
import { latestGameYear } from '../profile-figures';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card padding="md" ta="center" data-testid="profile-stat">
      <Text fz={30} fw={800} c="amber.4" lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Card>
  );
}

/** The four figures of a profile. */
export function ProfileStats({ stats }: { stats: ActorProfile['stats'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      <Stat label="Games Appeared" value={stats.totalGamesAppeared} />
      <Stat label="Total Connections" value={stats.totalConnections ?? 0} />
      <Stat label="Latest Game Year" value={latestGameYear(stats.lastGameAt)} />
      <Stat label="Points Earned" value={stats.totalPointsContributed} />
    </SimpleGrid>
  );
}
