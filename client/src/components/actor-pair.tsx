import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { actorPath } from '@cinema/shared';
import { ActorAvatar } from './actor-avatar';
import classes from './actor-pair.module.css';

interface PairPerson {
  name: string;
  imageUrl?: string | null;
}

export type PairSize = 'md' | 'lg';

function PairActor({ actor, role, size }: { actor: PairPerson; role: 'start' | 'end'; size: PairSize }) {
  return (
    <Stack align="center" gap={size === 'lg' ? 8 : 6} className={classes.actor} data-testid={`pair-${role}-actor`}>
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

interface ActorPairProps {
  startActor: PairPerson;
  endActor: PairPerson;
  /** `lg` on the game page, where the pair is the page's subject. */
  size?: PairSize;
}

/** The day's start and end actor side by side, each linking to their profile. */
export function ActorPair({ startActor, endActor, size = 'md' }: ActorPairProps) {
  return (
    <Group justify="center" align="flex-start" wrap="nowrap" gap="xs" className={classes.pair} data-size={size}>
      <PairActor actor={startActor} role="start" size={size} />
      <Stack align="center" gap={4} className={classes.connect}>
        <IconArrowsRightLeft size={size === 'lg' ? 28 : 24} color="var(--mantine-color-amber-4)" aria-hidden />
        <Text size="xs" tt="uppercase" fw={700} c="amber.4" lts={1}>
          Connect
        </Text>
      </Stack>
      <PairActor actor={endActor} role="end" size={size} />
    </Group>
  );
}
