import { Badge, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SelectionMode } from '@cinema/shared';
import { toast } from '../../../lib/toast';
import { useSessionLapse } from '../api/use-admin-session';
import { useDailyActors, useGameSettings, usePairChanged, useSetSelectionMode } from '../api/use-game-settings';

const modeLabel: Record<SelectionMode, string> = { auto: 'Automatic', manual: 'Manual' };

/** A switch never changes the pair being played (DESIGN §7): the toast says when the new mode acts. */
const switchedDescription: Record<SelectionMode, string> = {
  auto: "The daily pair is now automatic. Today's pair stays; a new one is chosen at 00:00 UTC.",
  manual: 'The daily pair is now manual. The current pair stays until you set another.',
};

const modeExplanation: Record<SelectionMode, string> = {
  auto: 'A new pair is chosen by itself at every UTC midnight; switching to automatic keeps the pair being played until then. Scheduled changes still apply on their day.',
  manual: 'The pair stays as set here until an admin or a scheduled change sets another.',
};

/** The daily pair in force and how it is chosen (DESIGN §7), with the switch between modes. */
export function SelectionModeCard() {
  const settings = useGameSettings();
  const daily = useDailyActors();
  const setMode = useSetSelectionMode();
  const pairChanged = usePairChanged();
  const sessionLapse = useSessionLapse();
  const mode = settings.data?.selectionMode;

  const switchTo = async (next: SelectionMode) => {
    if (next === mode) return;
    try {
      await setMode.mutateAsync({ selectionMode: next });
    } catch (error) {
      console.error('Failed to switch the selection mode', error);
      sessionLapse(error);
      toast({
        title: 'Error',
        description: error instanceof Error && error.message ? error.message : 'Failed to switch the selection mode.',
        variant: 'destructive',
      });
      return;
    }
    await pairChanged();
    toast({ title: 'Mode Updated', description: switchedDescription[next], variant: 'success' });
  };

  const { startActor, endActor } = daily.data ?? { startActor: null, endActor: null };
  return (
    <Card component="section" aria-labelledby="selection-mode-title" data-testid="selection-mode">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h3" id="selection-mode-title">
            Daily Pair
          </Title>
          {mode && (
            <Badge color={mode === 'auto' ? 'indigo' : 'amber'} variant="light" data-testid="selection-mode-badge">
              {modeLabel[mode]}
            </Badge>
          )}
        </Group>
        {daily.isPending ? (
          <Skeleton h={20} w="60%" />
        ) : (
          <Text fw={600} data-testid="current-pair">
            {startActor && endActor ? `${startActor.name} → ${endActor.name}` : 'No pair is set'}
          </Text>
        )}
        {settings.data && (
          <Text size="xs" c="dimmed">
            Last updated {new Date(settings.data.lastUpdated).toLocaleString()}
          </Text>
        )}
        <SegmentedControl
          aria-label="Selection mode"
          value={mode ?? 'manual'}
          onChange={(value) => void switchTo(value as SelectionMode)}
          disabled={!mode || setMode.isPending}
          data={[
            { value: 'auto', label: 'Automatic' },
            { value: 'manual', label: 'Manual' },
          ]}
        />
        {mode && (
          <Text size="sm" c="dimmed">
            {modeExplanation[mode]}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
