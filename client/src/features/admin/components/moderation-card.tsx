import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconUserX } from '@tabler/icons-react';
import { ANONYMOUS_PLAYER, gameDayOf, isCalendarDate, type ModerationEntry } from '@cinema/shared';
import { playerDisplayName } from '../../../lib/player-name';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { useSessionLapse } from '../api/use-admin-session';
import { useModerationEntries, useResetName, useSetHidden } from '../api/use-moderation';

function EntryRow({ entry }: { entry: ModerationEntry }) {
  const utils = trpc.useUtils();
  const resetName = useResetName();
  const setHidden = useSetHidden();
  const sessionLapse = useSessionLapse();
  const name = playerDisplayName(entry.playerName);
  // A reset name is gone for good (a game is named once): only hiding stays to be decided.
  const isReset = entry.playerName === null;

  const after = async (action: Promise<unknown>, done: { title: string; description: string }, failed: string) => {
    try {
      await action;
    } catch (error) {
      console.error(failed, error);
      sessionLapse(error);
      toast({ title: 'Error', description: failed, variant: 'destructive' });
      return;
    }
    toast({ ...done, variant: 'success' });
    await utils.admin.moderation.entries.invalidate();
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="moderation-entry" data-hidden={entry.hidden} data-reset={isReset}>
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Text fw={600} c={isReset ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {entry.hidden && (
              <Badge color="gray" variant="light">
                Hidden
              </Badge>
            )}
            {isReset && (
              <Badge color="orange" variant="light">
                Name reset
              </Badge>
            )}
          </Group>
          {entry.nameBeforeReset !== null && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Was &ldquo;{entry.nameBeforeReset}&rdquo;
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {entry.moveCount} {entry.moveCount === 1 ? 'connection' : 'connections'}
            {entry.score != null && ` · ${entry.score} points`} · game {entry.gameId}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconUserX size={14} />}
            disabled={isReset}
            loading={resetName.isPending}
            onClick={() =>
              void after(
                resetName.mutateAsync({ gameId: entry.gameId }),
                { title: 'Name Reset', description: `"${name}" now shows as ${ANONYMOUS_PLAYER}.` },
                'Failed to reset the name',
              )
            }
          >
            Reset name
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={entry.hidden ? <IconEye size={14} /> : <IconEyeOff size={14} />}
            loading={setHidden.isPending}
            onClick={() =>
              void after(
                setHidden.mutateAsync({ gameId: entry.gameId, hidden: !entry.hidden }),
                entry.hidden
                  ? { title: 'Entry Shown', description: `${name} is back on the leaderboard and recap.` }
                  : { title: 'Entry Hidden', description: `${name} is hidden from the leaderboard and recap.` },
                entry.hidden ? 'Failed to unhide the entry' : 'Failed to hide the entry',
              )
            }
          >
            {entry.hidden ? 'Unhide' : 'Hide'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The named entries of one puzzle day (today unless another is picked), hidden and reset ones
 * included: reset a name to anonymous, or hide an entry (reversible).
 */
export function ModerationCard() {
  const today = gameDayOf(new Date());
  // What the date field holds, and the last full day it held: a half-typed date keeps the list.
  const [typed, setTyped] = useState(today);
  const [day, setDay] = useState(today);
  const entries = useModerationEntries(day);
  const isToday = day === today;
  const onDay = isToday ? 'today' : `on ${day}`;

  const pick = (value: string) => {
    setTyped(value);
    if (isCalendarDate(value)) setDay(value);
  };

  return (
    <Card component="section" aria-labelledby="moderation-title" data-testid="moderation">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <div style={{ flex: '1 1 20rem' }}>
            <Title order={2} fz="h3" id="moderation-title">
              Leaderboard Names
            </Title>
            <Text size="sm" c="dimmed">
              Entries saved under a name on one puzzle day. Reset a name to {ANONYMOUS_PLAYER}, or hide an entry from
              the public leaderboard and recap.
            </Text>
          </div>
          <Group gap="xs" align="flex-end">
            <TextInput
              type="date"
              label="Puzzle day (UTC)"
              value={typed}
              max={today}
              onChange={(e) => pick(e.currentTarget.value)}
              data-testid="moderation-day"
            />
            <Button variant="default" disabled={isToday} onClick={() => pick(today)}>
              Today
            </Button>
          </Group>
        </Group>
        {entries.isPending ? (
          <Group gap="xs" justify="center" py="md">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              Loading entries...
            </Text>
          </Group>
        ) : entries.isError ? (
          <Text size="sm" c="red.4" ta="center" py="md">
            Failed to load the entries {onDay}
          </Text>
        ) : entries.data.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            No named entries {onDay}
          </Text>
        ) : (
          <Stack gap="xs">
            {entries.data.map((entry) => (
              <EntryRow key={entry.gameId} entry={entry} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
