import { useState, type FormEvent, type ReactNode } from 'react';
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
import { IconConfetti, IconListDetails, IconRefresh, IconShare, IconTrophy } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { ANONYMOUS_PLAYER, PLAYER_NAME_MAX, basicShareText, detailedShareText, type ShareInput } from '@cinema/shared';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useSiteInfo } from '../../site/api/use-site-info';
import { useGame } from '../hooks/use-game';
import { shareResult } from '../share-result';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" ta="center" bg="dark.7">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.5}>
        {label}
      </Text>
      <Text fz={28} fw={800} c="amber.4" component="div" lh={1.3}>
        {children}
      </Text>
    </Paper>
  );
}

/** The completion dialog of SPEC §2: save the score (step 1), then share or play again (step 2). */
export function CompletionDialog() {
  const game = useGame();
  const navigate = useNavigate();
  const { branding } = useSiteInfo();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState<'name' | 'anonymous' | null>(null);
  const { completion, isCalculatingScore, score, chain } = game;
  const moveCount = chain.length;

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

  return (
    <Modal.Root
      opened={completion.open && game.isChainLoaded}
      onClose={() => game.setCompletionOpen(false)}
      centered
      size="md"
    >
      <Modal.Overlay backgroundOpacity={0.65} blur={3} />
      <Modal.Content data-testid="completion-dialog" radius="lg">
        <Modal.Header>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" color={completion.step === 'success' ? 'green' : 'amber'} c="dark.9">
              {completion.step === 'success' ? <IconConfetti size={22} /> : <IconTrophy size={22} />}
            </ThemeIcon>
            <Modal.Title>
              <Title order={2} fz="h3" component="span">
                {completion.step === 'success' ? 'Success!' : 'Great Job!'}
              </Title>
            </Modal.Title>
          </Group>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          {completion.step === 'save-score' ? (
            <form onSubmit={onSaveName}>
              <Stack gap="md">
                <Text c="dimmed">Save your score to the leaderboard</Text>
                <SimpleGrid cols={2} spacing="sm">
                  <Stat label="Score">{scoreValue}</Stat>
                  <Stat label="Connections">{moveCount}</Stat>
                </SimpleGrid>
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
            <Stack gap="md">
              <div>
                <Text fw={600}>You've completed the Cinema Chain!</Text>
                <Text c="dimmed" size="sm">
                  New challenges available daily - come back tomorrow!
                </Text>
              </div>
              <SimpleGrid cols={2} spacing="sm">
                <Stat label="Score">{scoreValue}</Stat>
                <Stat label="Connections">{moveCount}</Stat>
              </SimpleGrid>
              <Stack gap="xs">
                <Button
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => void game.startNewGame({ announce: true })}
                >
                  Play Again
                </Button>
                <Button
                  variant="light"
                  color="amber"
                  leftSection={<IconShare size={16} />}
                  disabled={isCalculatingScore || score == null}
                  onClick={() => void share('basic')}
                >
                  Share Basic Results
                </Button>
                <Button
                  variant="light"
                  color="amber"
                  leftSection={<IconListDetails size={16} />}
                  disabled={isCalculatingScore || score == null}
                  onClick={() => void share('detailed')}
                >
                  Share Details
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconTrophy size={16} />}
                  onClick={() => {
                    game.setCompletionOpen(false);
                    navigate(paths.leaderboard);
                  }}
                >
                  View Leaderboard
                </Button>
              </Stack>
            </Stack>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
