import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { actorPath, type ActorProfile } from '@cinema/shared';
import { ActorAvatar } from '../../../components/actor-avatar';
import { plural } from '../profile-figures';

/** "Top Game Co-Stars": the actors most often linked with this one, each linking to their profile. */
export function CoStarsCard({ coStars }: { coStars: ActorProfile['topCoStars'] }) {
  return (
    <Card component="section" aria-labelledby="co-stars-title">
      <Title order={2} fz="h3" mb="md" id="co-stars-title">
        Top Game Co-Stars
      </Title>
      <Stack gap="sm">
        {coStars.map(({ actor, connectionCount }) => (
          <Group key={actor.id} gap="sm" wrap="nowrap" data-testid="co-star">
            <ActorAvatar name={actor.name} imageUrl={actor.imageUrl} size={44} radius="50%" />
            <Anchor component={Link} to={actorPath(actor.name)} fw={600} c="gray.0" style={{ flex: 1, minWidth: 0 }}>
              {actor.name}
            </Anchor>
            <Text size="sm" c="amber.4" fw={600} style={{ flexShrink: 0 }}>
              {plural(connectionCount, 'connection', 'connections')}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
