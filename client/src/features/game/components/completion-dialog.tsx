import { useEffect, useRef } from 'react';
import { Group, Modal, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti, IconTrophy } from '@tabler/icons-react';
import { useGame } from '../hooks/use-game';
import { useSaveScore } from '../hooks/use-save-score';
import { ArchiveResult } from './archive-result';
import { CompletionSuccess } from './completion-success';
import { PracticeWarningModal } from './practice-warning-modal';
import { SaveScoreForm } from './save-score-form';

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
  const saveScore = useSaveScore();
  const { completion, archiveDay, outcome } = game;
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
            <ArchiveResult archiveDay={archiveDay} isPractice={isPractice} par={par} />
          ) : step === 'save-score' ? (
            <SaveScoreForm saveScore={saveScore} isPractice={isPractice} par={par} />
          ) : (
            <CompletionSuccess ref={successStep} isPractice={isPractice} par={par} />
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
