import { Badge, Group, Loader, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { connectionsText, distanceNeedsConfirmation, PAIR_CONFIRM_AT_MOST, type Actor } from '@cinema/shared';
import { hasValidId } from '../admin-messages';
import { usePairPreview } from '../api/use-pair-preview';

/**
 * The shortest chain between the chosen actors, shown before the pair is saved or scheduled;
 * an unusual distance (DESIGN §7) is flagged, and saving it asks the operator to confirm.
 */
export function PairPreview({ startActor, endActor }: { startActor: Actor | null; endActor: Actor | null }) {
  const preview = usePairPreview(startActor, endActor);
  if (!hasValidId(startActor) || !hasValidId(endActor)) return null;

  let content;
  if (preview.isPending) {
    content = (
      <>
        <Loader size={14} />
        <Text size="sm" c="dimmed">
          Finding the shortest chain...
        </Text>
      </>
    );
  } else if (preview.isError) {
    content = (
      <Text size="sm" c="red.4">
        Could not find the shortest chain: {preview.error.message}
      </Text>
    );
  } else if (preview.data.connections == null) {
    content = (
      <Text size="sm" c="red.4">
        No chain connects these actors
      </Text>
    );
  } else {
    const { connections } = preview.data;
    content = (
      <>
        <Text size="sm" fw={600} c="amber.4">
          Shortest chain: {connectionsText(connections)}
        </Text>
        {distanceNeedsConfirmation(connections) && (
          <Badge color="red" variant="light" data-testid="pair-preview-confirm">
            {connections <= PAIR_CONFIRM_AT_MOST ? 'Very short' : 'Very long'}: confirm on save
          </Badge>
        )}
      </>
    );
  }
  return (
    <Group gap="xs" data-testid="pair-preview" aria-live="polite">
      <IconRoute size={16} color="var(--mantine-color-amber-4)" aria-hidden />
      {content}
    </Group>
  );
}
