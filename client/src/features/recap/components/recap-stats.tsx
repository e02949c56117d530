import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { RecapPair } from '@cinema/shared';
import { oneDecimal, wholeNumber } from '../recap-figures';

function StatCard({ label, value, caption }: { label: string; value: string; caption: string }) {
  return (
    <Card padding="md" ta="center" data-testid="recap-stat">
      <Text size="sm" fw={700} c="dimmed" tt="uppercase" lts={0.5}>
        {label}
      </Text>
      <Text fz={36} fw={800} c="amber.4" lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
    </Card>
  );
}

/** The share of the day's completions at or under par. */
function ParShare({ parShare }: { parShare: number }) {
  return (
    <Group gap={6} justify="center" data-testid="recap-par-share">
      <IconStarFilled size={16} color="var(--mantine-color-amber-5)" aria-hidden />
      <Text fw={600}>{parShare.toFixed(1)}% of players reached par</Text>
    </Group>
  );
}

/** The three stat cards: completions, average score (whole number), average moves (one decimal). */
export function RecapStats({ recap }: { recap: RecapPair }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard
          label="Total Completions"
          value={String(recap.totalCompletions)}
          caption="Players completed the challenge"
        />
        <StatCard label="Average Score" value={wholeNumber(recap.averageScore)} caption="Points per completion" />
        <StatCard label="Average Moves" value={oneDecimal(recap.averageMoves)} caption="Steps to connection" />
      </SimpleGrid>
      {recap.parShare != null && <ParShare parShare={recap.parShare} />}
    </Stack>
  );
}
