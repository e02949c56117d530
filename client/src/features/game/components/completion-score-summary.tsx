import type { ReactNode } from 'react';
import { Group, Loader, Paper, SimpleGrid, Text } from '@mantine/core';
import { useGame } from '../hooks/use-game';
import { ParResultLine } from './par-outcome';
import { PracticeBadge } from './practice-badge';

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

/** The figures every step of the completion dialog shows: score, connections and the result against par. */
export function CompletionScoreSummary({ isPractice, par }: { isPractice: boolean; par: number | null }) {
  const { isCalculatingScore, score, chain, hintsUsed } = useGame();
  const moveCount = chain.length;
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
    <>
      <SimpleGrid cols={2} spacing="sm">
        <Stat label="Score" mark={isPractice && <PracticeBadge size="md" />}>
          {scoreValue}
        </Stat>
        <Stat label="Connections">{moveCount}</Stat>
      </SimpleGrid>
      <ParResultLine moveCount={moveCount} par={par} hintsUsed={hintsUsed} />
    </>
  );
}
