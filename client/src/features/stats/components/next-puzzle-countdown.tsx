import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { countdownText } from '../countdown';

/** "Next puzzle in 05:03:09", ticking each second, and when that is in the player's local time. */
export function NextPuzzleCountdown({ nextPuzzleAt }: { nextPuzzleAt: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const target = new Date(nextPuzzleAt);
  const localTime = target.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  return (
    <div data-testid="next-puzzle">
      <Text fw={700}>
        Next puzzle in{' '}
        <Text component="span" ff="monospace" fw={800}>
          {countdownText(target, now)}
        </Text>
      </Text>
      <Text size="sm" c="dimmed">
        at {localTime} your time
      </Text>
    </div>
  );
}
