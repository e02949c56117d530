import { Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconBulb, IconStarFilled } from '@tabler/icons-react';
import { hintPenalty, parLabel, parResult, parResultText, type CompleteGameOutcome } from '@cinema/shared';
import { optimalChainsHeading, optimalChainsShown } from '../optimal-chains-text';

const resultIcon = {
  under: <IconArrowDown size={14} aria-hidden />,
  par: <IconStarFilled size={14} aria-hidden />,
  over: <IconArrowUp size={14} aria-hidden />,
} as const;

/** "Par 3 · At par" with an icon, and the hints' cost when any was used. */
export function ParResultLine({
  moveCount,
  par,
  hintsUsed,
}: {
  moveCount: number;
  par: number | null;
  hintsUsed: number;
}) {
  const result = par != null ? parResult(moveCount, par) : null;
  return (
    <Group gap="xs" justify="center" data-testid="par-result">
      {par != null && result ? (
        <Badge
          size="lg"
          tt="none"
          variant={result === 'over' ? 'outline' : 'light'}
          color={result === 'over' ? 'gray' : 'amber'}
          leftSection={resultIcon[result]}
        >
          {parLabel(par)} · {parResultText(moveCount, par)}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          Par unknown for this pair
        </Text>
      )}
      {hintsUsed > 0 && (
        <Badge size="lg" tt="none" variant="default" leftSection={<IconBulb size={14} aria-hidden />}>
          {hintsUsed} {hintsUsed === 1 ? 'hint' : 'hints'} used (−{hintPenalty(hintsUsed)} points)
        </Badge>
      )}
    </Group>
  );
}

/**
 * The pair's shortest chains as the server counted them, and up to three of them, revealed only once
 * the game is complete, one step a line.
 */
export function OptimalChains({ outcome }: { outcome: CompleteGameOutcome | null }) {
  if (!outcome || outcome.optimalChains.length === 0) return null;
  const shown = outcome.optimalChains.length;
  // The server's count; an older answer without it is known to hold at least the chains shown.
  const count = Math.max(outcome.optimalChainCount ?? shown, shown);
  const connections = outcome.par ?? outcome.optimalChains[0]!.length;
  const showing = optimalChainsShown(shown, count);
  return (
    <Stack gap="xs" data-testid="optimal-chains">
      <div>
        <Text fw={700} size="sm" data-testid="optimal-chain-count">
          {optimalChainsHeading(count, connections)}
        </Text>
        {showing && (
          <Text size="xs" c="dimmed">
            {showing}
          </Text>
        )}
      </div>
      {outcome.optimalChains.map((chain, index) => (
        <Paper key={index} withBorder radius="md" p="xs" data-testid="optimal-chain">
          <List
            type="ordered"
            size="sm"
            spacing={2}
            aria-label={`Optimal chain ${index + 1} of ${shown}`}
            styles={{ itemWrapper: { display: 'inline' } }}
          >
            {chain.map((step, stepIndex) => (
              <List.Item key={stepIndex} data-testid="optimal-step">
                {step.actor.name} →{' '}
                <Text span fw={600} size="sm">
                  {step.movie.title}
                </Text>{' '}
                ({step.movie.year ?? 'N/A'}) → {step.nextActor.name}
              </List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}

/** An archive game against the day's best ranked score. */
export function DayBestLine({
  score,
  dayBestScore,
}: {
  score: number | null;
  dayBestScore: number | null | undefined;
}) {
  if (dayBestScore == null) {
    return (
      <Text size="sm" ta="center" data-testid="day-best">
        Nobody completed this day&apos;s ranked game.
      </Text>
    );
  }
  const verdict =
    score == null ? '' : score > dayBestScore ? ' You beat it!' : score === dayBestScore ? ' You matched it!' : '';
  return (
    <Text size="sm" ta="center" data-testid="day-best">
      The day&apos;s best score: <strong>{dayBestScore} points</strong>.{verdict}
    </Text>
  );
}
