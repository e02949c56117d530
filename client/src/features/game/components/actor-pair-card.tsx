import { memo } from 'react';
import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { parLabel, type Actor } from '@cinema/shared';
import { ActorPair } from '../../../components/actor-pair';

interface ActorPairCardProps {
  startActor: Actor | null;
  endActor: Actor | null;
  /** Connections of the pair's shortest chain, when known. */
  par?: number | null;
  /** A past day's pair replayed from the archive (unranked), e.g. "Puzzle #12 · 2026-11-20". */
  archiveLabel?: string | null;
}

/**
 * Memoised: the game page draws itself again with each new state of the game, several times as the
 * page loads, and the pair stays the same through most of them.
 */
export const ActorPairCard = memo(function ActorPairCard({
  startActor,
  endActor,
  par = null,
  archiveLabel = null,
}: ActorPairCardProps) {
  return (
    <Card data-testid="pair-card" component="section" aria-labelledby="pair-card-title">
      <Title order={2} fz="h3" ta="center" mb={par != null || archiveLabel ? 'xs' : 'md'} id="pair-card-title">
        Connect These Actors
      </Title>
      {(par != null || archiveLabel) && (
        <Group justify="center" gap="xs" mb="md">
          {archiveLabel && (
            <Badge variant="default" tt="none" data-testid="archive-badge">
              {archiveLabel} · unranked
            </Badge>
          )}
          {par != null && (
            <Badge
              variant="light"
              color="amber"
              size="lg"
              tt="none"
              leftSection={<IconFlag size={14} aria-hidden />}
              data-testid="pair-par"
              title="The fewest connections that join these actors"
            >
              {parLabel(par)}
            </Badge>
          )}
        </Group>
      )}
      {startActor && endActor ? (
        <ActorPair startActor={startActor} endActor={endActor} size="lg" />
      ) : (
        <Text ta="center" c="dimmed" py="lg">
          Loading actors...
        </Text>
      )}
    </Card>
  );
});
