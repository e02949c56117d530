import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArchive,
  IconChartBar,
  IconConfetti,
  IconListDetails,
  IconRefresh,
  IconShare,
  IconTrophy,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { ANONYMOUS_PLAYER, PLAYER_NAME_MAX, basicShareText, detailedShareText, type ShareInput } from '@cinema/shared';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { useSiteInfo } from '../../../lib/use-site-info';
import { useGame } from '../hooks/use-game';
import { shareResult } from '../share-result';
import { openStatistics } from '../../../lib/statistics-dialog-store';
import { archiveGameLabel } from '../../../lib/archive-day';
import { DayBestLine, OptimalChains, ParResultLine } from './par-outcome';
import { PracticeBadge } from './practice-badge';
import { PracticeWarningModal } from './practice-warning-modal';

function Stat({ label, children, mark }: { label: string; children: ReactNode; mark?: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" ta="center" bg="dark.7">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.5}>
        {label}
      </Text>
      {/* The mark goes under the figure when the two do not fit side by side (a phone). */}
      <Group gap={4} justify="center" wrap="wrap">
        <Text fz={28} fw={800} c="amber.4" component="div" lh={1.3}>
          {children}
        </Text>
        {mark}
      </Group>
    </Paper>
  );
}

/**
 * The completion dialog of SPEC §2 and, after it, the warning that the new game asked for will be
 * practice (drawn from this chunk: it mostly follows a completion, and stays out of the first load).
 */
export function CompletionDialog() {
  const game = useGame();
  return (
    <>
      <ResultsDialog />
      <PracticeWarningModal
        warning={game.practiceWarning}
        onConfirm={game.confirmPracticeGame}
        onCancel={game.dismissPracticeWarning}
      />
    </>
  );
}

/** Save the score (step 1), then share or play again (step 2). */
function ResultsDialog() {
  const game = useGame();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { branding } = useSiteInfo();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState<'name' | 'anonymous' | null>(null);
  const { completion, isCalculatingScore, score, chain, archiveDay, outcome } = game;
  const moveCount = chain.length;
  const par = outcome?.par ?? game.par;
  // A practice game has no name to save (DESIGN §5): its dialog is the results alone.
  const isPractice = game.isPractice || outcome?.isPractice === true;
  const step = isPractice ? 'success' : completion.step;
  const successStep = useRef<HTMLDivElement>(null);
  // Held behind the practice warning of Play Again, and back if the player keeps this game.
  const opened = completion.open && game.isChainLoaded && game.practiceWarning == null;
  const isSuccessShown = opened && step === 'success';

  // The save form gives way to the results: the keyboard focus moves on to them, inside the dialog.
  useEffect(() => {
    if (isSuccessShown && !successStep.current?.contains(document.activeElement)) successStep.current?.focus();
  }, [isSuccessShown]);
  const showStatistics = () => {
    game.setCompletionOpen(false);
    // Opened once the focus has left this dialog for View Results, where the statistics dialog gives it back.
    window.setTimeout(() => {
      document.querySelector<HTMLElement>('[data-testid="view-results"]')?.focus();
      openStatistics();
    }, 20);
  };

  const save = async (playerName: string | null) => {
    setSaving(playerName ? 'name' : 'anonymous');
    const saved = await game.savePlayerName(playerName);
    setSaving(null);
    if (saved) {
      toast({
        title: 'Score saved!',
        description: playerName
          ? 'Your score has been saved to the leaderboard.'
          : `Your score has been saved to the leaderboard as '${ANONYMOUS_PLAYER}'.`,
        variant: 'success',
      });
    }
    game.setCompletionStep('success');
  };

  const onSaveName = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || score == null || isCalculatingScore) return;
    void save(trimmed);
  };

  const shareInput = (): ShareInput | null =>
    game.startActor && game.endActor && score != null
      ? {
          productName: branding.productName,
          siteUrl: window.location.origin,
          moveCount,
          score,
          startActorName: game.startActor.name,
          endActorName: game.endActor.name,
          isPractice,
          ...(game.puzzleNumber != null
            ? { puzzle: { number: game.puzzleNumber, par, hintsUsed: game.hintsUsed } }
            : {}),
        }
      : null;

  const share = async (kind: 'basic' | 'detailed') => {
    const input = shareInput();
    if (!input) return;
    const text = kind === 'basic' ? basicShareText(input) : detailedShareText(input, chain);
    const outcome = await shareResult(text);
    if (outcome === 'copied') {
      toast({
        title: 'Copied to clipboard',
        description:
          kind === 'basic'
            ? 'Basic results copied to clipboard!'
            : 'Detailed results with your path copied to clipboard!',
        variant: 'success',
      });
    } else if (outcome === 'failed') {
      toast({ title: 'Copy failed', description: 'Failed to copy to clipboard.', variant: 'destructive' });
    }
  };

  const scoreValue =
    isCalculatingScore || score == null ? (
      <Group gap={8} justify="center" h={36}>
        <Loader size="sm" color="amber" />
        <Text size="sm" c="dimmed">
          Calculating
        </Text>
      </Group>
    ) : (
      score
    );

  // The figures every step shows: score, connections and the result against par.
  const results = (
    <>
      <SimpleGrid cols={2} spacing="sm">
        <Stat label="Score" mark={isPractice && <PracticeBadge size="md" />}>
          {scoreValue}
        </Stat>
        <Stat label="Connections">{moveCount}</Stat>
      </SimpleGrid>
      <ParResultLine moveCount={moveCount} par={par} hintsUsed={game.hintsUsed} />
    </>
  );

  const shareButton = (kind: 'basic' | 'detailed') => (
    <Button
      variant="light"
      color="amber"
      leftSection={kind === 'basic' ? <IconShare size={16} /> : <IconListDetails size={16} />}
      disabled={isCalculatingScore || score == null}
      onClick={() => void share(kind)}
    >
      {kind === 'basic' ? 'Share Basic Results' : 'Share Details'}
    </Button>
  );

  return (
    <Modal.Root
      opened={opened}
      onClose={() => game.setCompletionOpen(false)}
      onExitTransitionEnd={() => {
        // The element that had the focus before the dialog may be gone (the add-connection form),
        // and a dialog first mounted open (loaded lazily) has none to give it back to.
        const active = document.activeElement;
        if (active == null || active === document.body || active.closest('[data-testid="completion-dialog"]')) {
          document.querySelector<HTMLElement>('[data-testid="view-results"]')?.focus();
        }
      }}
      centered
      size="md"
    >
      <Modal.Overlay backgroundOpacity={0.65} blur={3} />
      <Modal.Content data-testid="completion-dialog" radius="lg">
        <Modal.Header>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" color={archiveDay || step === 'success' ? 'green' : 'amber'} c="dark.9">
              {archiveDay || step === 'success' ? <IconConfetti size={22} /> : <IconTrophy size={22} />}
            </ThemeIcon>
            <Modal.Title>
              <Title order={2} fz="h3" component="span">
                {archiveDay ? 'Puzzle Complete!' : step === 'success' ? 'Success!' : 'Great Job!'}
              </Title>
            </Modal.Title>
          </Group>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          {archiveDay ? (
            <Stack gap="md" data-testid="archive-result">
              <div>
                <Text fw={600}>{archiveGameLabel(archiveDay, game.puzzleNumber)}</Text>
                <Text c="dimmed" size="sm">
                  An archive game is unranked: it is not saved to that day&apos;s leaderboard.
                </Text>
              </div>
              {results}
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
                {shareButton('basic')}
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
          ) : step === 'save-score' ? (
            <form onSubmit={onSaveName}>
              <Stack gap="md">
                <Text c="dimmed">Save your score to the leaderboard</Text>
                {results}
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
          ) : (
            <Stack gap="md" ref={successStep} tabIndex={-1} style={{ outline: 'none' }}>
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
              {results}
              <OptimalChains outcome={outcome} />
              <Stack gap="xs">
                <Button
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => void game.startNewGame({ announce: true })}
                >
                  Play Again
                </Button>
                {shareButton('basic')}
                {shareButton('detailed')}
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
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
