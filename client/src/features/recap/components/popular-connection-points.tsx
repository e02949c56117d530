import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { RECAP_BRIDGE_ACTORS_MAX, actorPath, type RecapPair } from '@cinema/shared';
import { ActorAvatar } from '../../../components/actor-avatar';

/** "Popular Connection Points": the actors most used between the pair (up to 6). */
export function PopularConnectionPoints({ recap }: { recap: RecapPair }) {
  const actors = recap.actorInsights.bridgeActors.slice(0, RECAP_BRIDGE_ACTORS_MAX);
  return (
    <Card component="section" aria-labelledby="popular-connection-points">
      <Title order={2} fz="h3" id="popular-connection-points">
        Popular Connection Points
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Most frequently used actors (excluding start/end pair)
      </Text>
      {actors.length > 0 ? (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }} spacing="md">
          {actors.map((actor) => {
            const count = actor.connectionCount ?? actor.usageCount ?? 0;
            return (
              <Stack key={actor.id} align="center" gap={6} ta="center" data-testid="bridge-actor">
                <ActorAvatar name={actor.name} imageUrl={actor.imageUrl} size={64} radius="50%" />
                <Anchor component={Link} to={actorPath(actor.name)} size="sm" fw={600} c="gray.0" lineClamp={2}>
                  {actor.name}
                </Anchor>
                <Text size="xs" c="amber.4" fw={600}>
                  {count} {count === 1 ? 'connection' : 'connections'}
                </Text>
              </Stack>
            );
          })}
        </SimpleGrid>
      ) : (
        <Text c="dimmed" size="sm">
          No actor data available to display
        </Text>
      )}
    </Card>
  );
}
