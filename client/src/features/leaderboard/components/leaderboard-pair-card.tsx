import { Card, Text } from '@mantine/core';
import { ActorPair } from '../../../components/actor-pair';
import { ActorPairPlaceholder } from '../../../components/actor-pair-placeholder';
import { trpc } from '../../../lib/trpc';

/** The current pair the scores belong to, each actor linking to their profile. */
export function LeaderboardPairCard() {
  const daily = trpc.settings.dailyActors.useQuery(undefined, { staleTime: 0 });
  const { startActor, endActor } = daily.data ?? { startActor: null, endActor: null };
  return (
    <Card component="section" aria-label="Current actor pair" aria-busy={daily.isPending} data-testid="pair-card">
      <Text size="sm" c="dimmed" ta="center" mb="sm">
        Scores for connecting
      </Text>
      {startActor && endActor ? (
        <ActorPair startActor={startActor} endActor={endActor} />
      ) : daily.isPending ? (
        <ActorPairPlaceholder />
      ) : (
        <Text ta="center" c="dimmed">
          The current actor pair is not available.
        </Text>
      )}
    </Card>
  );
}
