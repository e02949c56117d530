import type { Ref } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconChartBar, IconRefresh, IconTrophy } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { trpc } from '../../../lib/trpc';
import { openStatistics } from '../../../lib/statistics-dialog-store';
import { useGame } from '../hooks/use-game';
import { CompletionScoreSummary } from './completion-score-summary';
import { OptimalChains } from './par-outcome';
import { ShareResultButton } from './share-result-button';

/**
 * The completion dialog's second step (a practice game's only one): the results, the optimal
 * chains, and what to do next. `ref` takes the keyboard focus when the save form gives way to it.
 */
export function CompletionSuccess({
  ref,
  isPractice,
  par,
}: {
  ref: Ref<HTMLDivElement>;
  isPractice: boolean;
  par: number | null;
}) {
  const game = useGame();
  const navigate = useNavigate();
  const utils = trpc.useUtils();

  const showStatistics = () => {
    game.setCompletionOpen(false);
    // Opened once the focus has left this dialog for View Results, where the statistics dialog gives it back.
    window.setTimeout(() => {
      document.querySelector<HTMLElement>('[data-testid="view-results"]')?.focus();
      openStatistics();
    }, 20);
  };

  return (
    <Stack gap="md" ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
      <div>
        <Text fw={600}>You've completed the Cinema Chain!</Text>
        {isPractice && (
          <Text size="sm" data-testid="practice-note">
            A practice game: it plays and scores as usual, but it is not on the leaderboard.
          </Text>
        )}
        <Text c="dimmed" size="sm">
          New challenges available daily - come back tomorrow!
        </Text>
      </div>
      <CompletionScoreSummary isPractice={isPractice} par={par} />
      <OptimalChains outcome={game.outcome} />
      <Stack gap="xs">
        <Button leftSection={<IconRefresh size={16} />} onClick={() => void game.startNewGame({ announce: true })}>
          Play Again
        </Button>
        <ShareResultButton kind="basic" isPractice={isPractice} par={par} />
        <ShareResultButton kind="detailed" isPractice={isPractice} par={par} />
        <Button
          variant="default"
          leftSection={<IconTrophy size={16} />}
          onClick={() => {
            game.setCompletionOpen(false);
            // Opening the leaderboard after completion shows it fresh (SPEC §4).
            void utils.leaderboard.invalidate();
            navigate(paths.leaderboard);
          }}
        >
          View Leaderboard
        </Button>
        <Button variant="default" leftSection={<IconChartBar size={16} />} onClick={showStatistics}>
          Statistics
        </Button>
      </Stack>
    </Stack>
  );
}
