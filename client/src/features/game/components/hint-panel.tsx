import { Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { HINT_COST, HINT_LIMIT } from '@cinema/shared';
import { toast } from '../../../lib/toast';
import type { StoredHint } from '../stored-game';
import { hintText } from '../hint-text';

interface HintPanelProps {
  hints: StoredHint[];
  hintsUsed: number;
  /** The game is running (not complete, not loading): a hint may be asked for. */
  canAsk: boolean;
  isAsking: boolean;
  onAsk: () => Promise<StoredHint>;
}

/**
 * Up to three hints a game, in order, each showing its cost before it is used; the answers
 * stay listed under the chain. The server decides every hint and charges it in the score.
 */
export function HintPanel({ hints, hintsUsed, canAsk, isAsking, onAsk }: HintPanelProps) {
  const left = HINT_LIMIT - hintsUsed;

  const ask = async () => {
    try {
      await onAsk();
    } catch (error) {
      console.error('Failed to get a hint', error);
      toast({
        title: 'Hint unavailable',
        description: error instanceof Error && error.message ? error.message : 'Failed to get a hint.',
        variant: 'destructive',
      });
    }
  };

  if (!canAsk && hints.length === 0) return null;
  return (
    <Stack gap="xs" mt="md" data-testid="hint-panel">
      {hints.length > 0 && (
        <List
          spacing={4}
          size="sm"
          aria-live="polite"
          aria-label="Hints"
          icon={
            <ThemeIcon size={20} radius="xl" color="amber" c="dark.9">
              <IconBulb size={13} aria-hidden />
            </ThemeIcon>
          }
        >
          {hints.map((given, index) => (
            <List.Item key={index} data-testid="hint">
              <Text span fw={700} size="sm">
                Hint {index + 1}:
              </Text>{' '}
              {hintText(given)}
            </List.Item>
          ))}
        </List>
      )}
      {canAsk && (
        <Group gap="xs" justify="center">
          {left > 0 ? (
            <Button
              variant="outline"
              color="amber"
              size="sm"
              leftSection={<IconBulb size={16} aria-hidden />}
              loading={isAsking}
              onClick={() => void ask()}
            >
              Get Hint {hintsUsed + 1} of {HINT_LIMIT} (−{HINT_COST} points)
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              All {HINT_LIMIT} hints used.
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
