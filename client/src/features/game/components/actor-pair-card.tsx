import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { actorPath, type Actor } from '@cinema/shared';
import { ActorAvatar } from '../../../components/actor-avatar';
import classes from './actor-pair-card.module.css';

function PairActor({ actor, role }: { actor: Actor; role: 'start' | 'end' }) {
  return (
    <Stack align="center" gap={8} className={classes.actor} data-testid={`pair-${role}-actor`}>
      <ActorAvatar
        name={actor.name}
        imageUrl={actor.imageUrl}
        className={classes.avatar}
        radius="50%"
        style={{
          borderColor: role === 'start' ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-green-6)',
        }}
      />
      <Badge color={role === 'start' ? 'indigo' : 'green'} variant="filled" size="sm">
        {role === 'start' ? 'START' : 'END'}
      </Badge>
      <Anchor component={Link} to={actorPath(actor.name)} fw={700} ta="center" c="gray.0" className={classes.name}>
        {actor.name}
      </Anchor>
    </Stack>
  );
}

export function ActorPairCard({ startActor, endActor }: { startActor: Actor | null; endActor: Actor | null }) {
  return (
    <Card data-testid="pair-card" component="section" aria-labelledby="pair-card-title">
      <Title order={2} fz="h3" ta="center" mb="md" id="pair-card-title">
        Connect These Actors
      </Title>
      {startActor && endActor ? (
        <Group justify="center" align="flex-start" wrap="nowrap" gap="xs">
          <PairActor actor={startActor} role="start" />
          <Stack align="center" gap={4} className={classes.connect}>
            <IconArrowsRightLeft size={28} color="var(--mantine-color-amber-4)" aria-hidden />
            <Text size="xs" tt="uppercase" fw={700} c="amber.4" lts={1}>
              Connect
            </Text>
          </Stack>
          <PairActor actor={endActor} role="end" />
        </Group>
      ) : (
        <Text ta="center" c="dimmed" py="lg">
          Loading actors...
        </Text>
      )}
    </Card>
  );
}
