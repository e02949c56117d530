import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';
import type { PracticeWarning } from '../game-api';

const reasons: Record<PracticeWarning['reason'], string> = {
  'ranked-complete': 'You have completed your ranked game of today’s puzzle.',
  'solutions-shown': 'You showed today’s solutions on the leaderboard.',
};

/**
 * Said before a new daily game starts that it will be practice (DESIGN §5), with the reason; Cancel
 * keeps the current game.
 */
export function PracticeWarningModal({
  warning,
  onConfirm,
  onCancel,
}: {
  warning: PracticeWarning | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      opened={warning != null}
      onClose={onCancel}
      title="Your next game will be practice"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="practice-warning"
    >
      <Stack gap="md">
        <Text>{warning && reasons[warning.reason]}</Text>
        <Text c="dimmed" size="sm">
          Every later game of today’s pair is practice: it plays and scores as usual, but it is not saved to the
          leaderboard. A new pair comes tomorrow.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="grape.8" leftSection={<IconBarbell size={16} aria-hidden />} onClick={onConfirm}>
            Start Practice Game
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
