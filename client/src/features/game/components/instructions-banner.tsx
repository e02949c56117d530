import { memo, useState } from 'react';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useHydrated } from '../../../lib/use-hydrated';
import { HowToPlaySteps } from './how-to-play-steps';

/** Where the dismissal is kept: a player who has read the panel once does not meet it on every visit. */
const DISMISSED_KEY = 'cinema-chain-instructions-dismissed'; // public/color-scheme.js reads it too

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false; // Storage refused (private mode): the panel shows, as on a first visit.
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, 'true');
  } catch {
    // Storage refused: dismissed for this visit only.
  }
}

/**
 * The focus goes on to the game, the pair card's heading, once the panel (and the button that had
 * the focus) is gone; otherwise it would fall back to the top of the page.
 */
function focusGame(): void {
  window.requestAnimationFrame(() => {
    const heading = document.getElementById('pair-card-title');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  });
}

/**
 * The How to Play panel shown on arrival, until the player dismisses it (remembered across visits).
 * Memoised: the game page draws itself again with each new state of the game, several times as the
 * page loads, and this panel (a good part of the page) depends on none of them.
 */
export const InstructionsBanner = memo(function InstructionsBanner({ onDismiss }: { onDismiss: () => void }) {
  // The server draws the panel for everyone, and hydration must meet the same markup: the stored
  // dismissal is read from the render after it. Until then a dismissed panel is hidden by
  // global.css (public/color-scheme.js marks the page before the first paint), so it never shows
  // for a moment nor moves the page when it goes.
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || (hydrated && wasDismissed())) return null;

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
    onDismiss();
    focusGame();
  };

  return (
    <Card component="section" aria-labelledby="how-to-play-title" className="instructions-banner" bg="dark.6">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconBulb size={22} color="var(--mantine-color-amber-4)" aria-hidden />
          <Title order={2} fz="h4" id="how-to-play-title">
            How to Play
          </Title>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Connect the START actor to the END actor through the movies they appeared in.
      </Text>
      <HowToPlaySteps />
      <Group justify="flex-end" mt="md">
        <Button color="amber" c="dark.9" onClick={dismiss}>
          Got it!
        </Button>
      </Group>
    </Card>
  );
});
