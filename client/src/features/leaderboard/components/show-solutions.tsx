import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { toast } from '../../../lib/toast';
import { useShowSolutions } from '../api/use-show-solutions';

/**
 * Above a board whose chains are folded: why, and "Show solutions", which warns first that the
 * player's next game today becomes practice (DESIGN §5) and makes it so once confirmed.
 */
export function ShowSolutions() {
  const [confirming, setConfirming] = useState(false);
  const showSolutions = useShowSolutions();

  const confirm = () => {
    showSolutions.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: (error) => {
        console.error('Failed to show the solutions', error);
        toast({
          title: 'Error',
          description: 'Failed to show the solutions. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="sm" mb="md" data-testid="chains-folded">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 16rem' }}>
          <IconLock size={18} aria-hidden style={{ flex: '0 0 auto' }} />
          <Text size="sm">Today&apos;s chains are folded until you complete your game of today&apos;s pair.</Text>
        </Group>
        <Button variant="light" leftSection={<IconEye size={16} aria-hidden />} onClick={() => setConfirming(true)}>
          Show solutions
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Show today's solutions?"
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
        data-testid="show-solutions-warning"
      >
        <Stack gap="md">
          <Text>Your next game today will be practice, and so will a game you have not finished yet.</Text>
          <Text c="dimmed" size="sm">
            A practice game plays and scores as usual, but it is not saved to the leaderboard. Tomorrow&apos;s pair is
            ranked again.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button leftSection={<IconEye size={16} aria-hidden />} onClick={confirm} loading={showSolutions.isPending}>
              Show Solutions
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
