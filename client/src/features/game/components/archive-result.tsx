import { Button, Stack, Text } from '@mantine/core';
import { IconArchive, IconRefresh } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { archiveGameLabel } from '../../../lib/archive-day';
import { useGame } from '../hooks/use-game';
import { CompletionScoreSummary } from './completion-score-summary';
import { DayBestLine, OptimalChains } from './par-outcome';
import { ShareResultButton } from './share-result-button';

/** The completion dialog of an archive game: unranked, so its results alone, beside the day's best. */
export function ArchiveResult({
  archiveDay,
  isPractice,
  par,
}: {
  archiveDay: string;
  isPractice: boolean;
  par: number | null;
}) {
  const game = useGame();
  const navigate = useNavigate();
  const { score, outcome } = game;
  return (
    <Stack gap="md" data-testid="archive-result">
      <div>
        <Text fw={600}>{archiveGameLabel(archiveDay, game.puzzleNumber)}</Text>
        <Text c="dimmed" size="sm">
          An archive game is unranked: it is not saved to that day&apos;s leaderboard.
        </Text>
      </div>
      <CompletionScoreSummary isPractice={isPractice} par={par} />
      {outcome && <DayBestLine score={score} dayBestScore={outcome.dayBestScore} />}
      <OptimalChains outcome={outcome} />
      <Stack gap="xs">
        <Button
          leftSection={<IconArchive size={16} />}
          onClick={() => {
            game.setCompletionOpen(false);
            navigate(paths.archive);
          }}
        >
          Back to Archive
        </Button>
        <ShareResultButton kind="basic" isPractice={isPractice} par={par} />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => {
            // Today's game is its own: one in progress is found there as it was left.
            game.setCompletionOpen(false);
            navigate(paths.game);
          }}
        >
          Play Today&apos;s Game
        </Button>
      </Stack>
    </Stack>
  );
}
