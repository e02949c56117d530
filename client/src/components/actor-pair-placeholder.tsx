/**
 * The pair's place while it loads, in a module of its own: only pages loaded later draw it, and
 * in actor-pair.tsx (in the game page's first load) it would be carried by every first visit.
 */
import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import type { PairSize } from './actor-pair';
import classes from './actor-pair.module.css';

/** One side of the pair while it loads: the avatar, badge and name line at their final sizes. */
function PairActorPlaceholder({ size }: { size: PairSize }) {
  return (
    <Stack align="center" gap={size === 'lg' ? 8 : 6} className={classes.actor}>
      <Skeleton
        circle
        className={classes.avatar}
        w="var(--avatar-size)"
        h="var(--avatar-size)"
        style={{ borderColor: 'transparent' }}
      />
      <Skeleton h={18} w={48} radius="xl" />
      <Skeleton className={`${classes.name} ${classes.namePlaceholder}`} w="70%" />
    </Stack>
  );
}

/**
 * The pair's place while the actors load, as tall as the pair will be: the page below does not
 * move when they arrive.
 */
export function ActorPairPlaceholder({ size = 'md' }: { size?: PairSize }) {
  return (
    <Group
      justify="center"
      align="flex-start"
      wrap="nowrap"
      gap="xs"
      className={classes.pair}
      data-size={size}
      data-testid="pair-placeholder"
      aria-hidden
    >
      <PairActorPlaceholder size={size} />
      <Stack align="center" gap={4} className={classes.connect}>
        <IconArrowsRightLeft size={size === 'lg' ? 28 : 24} color="var(--mantine-color-amber-4)" aria-hidden />
        <Text size="xs" tt="uppercase" fw={700} c="amber.4" lts={1}>
          Connect
        </Text>
      </Stack>
      <PairActorPlaceholder size={size} />
    </Group>
  );
}
