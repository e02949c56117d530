import { useEffect, useRef } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrophy } from '@tabler/icons-react';
import { MAX_CHAIN_LENGTH } from '@cinema/shared';

interface ChainCardActionsProps {
  isComplete: boolean;
  /** The chain has its most connections: no more can be added. */
  isFull: boolean;
  canAddConnection: boolean;
  onAddConnection: () => void;
  onShowResults: () => void;
}

/** Under the chain: Add Connection while it goes on, View Results once it is complete. */
export function ChainCardActions({
  isComplete,
  isFull,
  canAddConnection,
  onAddConnection,
  onShowResults,
}: ChainCardActionsProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const couldAdd = useRef(canAddConnection);
  const formOpened = useRef(false);

  // Closing the add-connection form (added or cancelled) gives the keyboard focus back to its button.
  useEffect(() => {
    const reopened = canAddConnection && !couldAdd.current;
    couldAdd.current = canAddConnection;
    const lost = document.activeElement == null || document.activeElement === document.body;
    if (reopened && formOpened.current) {
      formOpened.current = false;
      if (lost) addButton.current?.focus();
    }
  }, [canAddConnection]);

  return (
    <Group justify="center" mt="md">
      {isComplete ? (
        <Button color="green" leftSection={<IconTrophy size={16} />} onClick={onShowResults} data-testid="view-results">
          View Results
        </Button>
      ) : isFull ? (
        <Text size="sm" c="dimmed" role="status">
          A chain has at most {MAX_CHAIN_LENGTH} connections: start a new game to try another path.
        </Text>
      ) : (
        canAddConnection && (
          <Button
            ref={addButton}
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              formOpened.current = true;
              onAddConnection();
            }}
            size="md"
          >
            Add Connection
          </Button>
        )
      )}
    </Group>
  );
}
