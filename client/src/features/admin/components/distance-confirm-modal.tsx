import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { connectionsText, PAIR_CONFIRM_ABOVE, PAIR_CONFIRM_AT_MOST } from '@cinema/shared';
import type { DistanceQuestion } from '../hooks/use-distance-confirmation';

/** Why the distance is worth a second look: a one-link puzzle is trivial, a long one a slog. */
function distanceNote(connections: number): string {
  return connections <= PAIR_CONFIRM_AT_MOST
    ? 'Players can solve it with a single movie.'
    : 'Players need a long chain of movies to solve it.';
}

/** Asks the operator to confirm a pair at an unusual distance before it is saved or scheduled. */
export function DistanceConfirmModal({
  question,
  onAnswer,
}: {
  question: DistanceQuestion | null;
  onAnswer: (confirmed: boolean) => void;
}) {
  const connections = question?.connections ?? 0;
  return (
    <Modal
      opened={question != null}
      onClose={() => onAnswer(false)}
      centered
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-amber-4)" aria-hidden />
          <Text fw={700} component="span">
            Confirm the distance
          </Text>
        </Group>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="distance-confirm"
    >
      <Stack gap="md">
        <Text data-testid="distance-confirm-text">
          These actors are <strong>{connectionsText(connections)}</strong> apart. {distanceNote(connections)}
        </Text>
        <Text size="sm" c="dimmed">
          Daily pairs are usually {PAIR_CONFIRM_AT_MOST + 1} to {PAIR_CONFIRM_ABOVE} connections apart.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onAnswer(false)}>
            Choose Other Actors
          </Button>
          <Button color="amber" onClick={() => onAnswer(true)} data-autofocus>
            Use This Pair
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
