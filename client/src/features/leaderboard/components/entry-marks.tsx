import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconBulb, IconStarFilled, IconUser } from '@tabler/icons-react';
import type { LeaderboardEntry } from '@cinema/shared';
import classes from './leaderboard-table.module.css';

/**
 * Under an entry's rank: "You" on the viewer's own entries, a mark when the chain reached par
 * (icon and text), and its hints counted (the player cell keeps the name alone). Each mark stays on
 * one line, at 390 px too.
 */
export function EntryMarks({ entry }: { entry: LeaderboardEntry }) {
  const hints = entry.hintsUsed ?? 0;
  if (!entry.isMine && !entry.reachedPar && hints === 0) return null;
  return (
    <Stack gap={2} mt={4} align="flex-start" data-testid="entry-marks">
      {entry.isMine && (
        <Badge
          size="xs"
          variant="filled"
          color="indigo"
          tt="none"
          leftSection={<IconUser size={10} aria-hidden />}
          data-testid="entry-mine"
          className={classes.mark}
        >
          You
        </Badge>
      )}
      {entry.reachedPar && (
        <Group gap={3} wrap="nowrap" className={classes.mark}>
          <IconStarFilled size={11} color="var(--mantine-color-amber-5)" aria-hidden />
          <Text size="xs" fw={700} lh={1.2}>
            Par
          </Text>
        </Group>
      )}
      {hints > 0 && (
        <Group gap={3} wrap="nowrap" className={classes.mark} data-testid="entry-hints">
          <IconBulb size={11} aria-hidden />
          <Text size="xs" lh={1.2} className={classes.mark}>
            {hints} {hints === 1 ? 'hint' : 'hints'}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
