import { Button, Stack, Text, TextInput } from '@mantine/core';
import { PLAYER_NAME_MAX } from '@cinema/shared';
import { useGame } from '../hooks/use-game';
import type { SaveScore } from '../hooks/use-save-score';
import { CompletionScoreSummary } from './completion-score-summary';

/** The completion dialog's first step: the result, and the name to save it under (or none). */
export function SaveScoreForm({
  saveScore,
  isPractice,
  par,
}: {
  saveScore: SaveScore;
  isPractice: boolean;
  par: number | null;
}) {
  const { score, isCalculatingScore } = useGame();
  const { name, setName, saving, save, onSaveName } = saveScore;
  return (
    <form onSubmit={onSaveName}>
      <Stack gap="md">
        <Text c="dimmed">Save your score to the leaderboard</Text>
        <CompletionScoreSummary isPractice={isPractice} par={par} />
        <TextInput
          label="Your Name (optional)"
          placeholder="Enter your name"
          value={name}
          maxLength={PLAYER_NAME_MAX}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        <Stack gap="xs">
          <Button
            type="submit"
            color="amber"
            c="dark.9"
            disabled={!name.trim() || score == null || isCalculatingScore || saving != null}
            loading={saving === 'name'}
          >
            Save Score
          </Button>
          <Button
            variant="default"
            onClick={() => void save(null)}
            disabled={isCalculatingScore || saving != null}
            loading={saving === 'anonymous'}
          >
            Continue as Anonymous
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
