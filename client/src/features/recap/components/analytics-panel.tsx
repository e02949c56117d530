import { lazy, Suspense } from 'react';
import { Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar, IconChartHistogram, IconRoute } from '@tabler/icons-react';
import type { RecapPair } from '@cinema/shared';
import { oneDecimal } from '../recap-figures';
import { RecapCard, RecapFallback } from './recap-card';

// The charting library is large: it loads with the tab that draws it, in a space of the chart's height.
const PathLengthChart = lazy(() => import('./path-length-chart').then((m) => ({ default: m.PathLengthChart })));

function PathFigure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fz={28} fw={800} c="amber.4" lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** Analytics tab: Score Distribution, Path Analysis and the Path Length Distribution chart. */
export function AnalyticsPanel({ recap }: { recap: RecapPair }) {
  const { scoreDistribution, chainAnalysis } = recap;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RecapCard title="Score Distribution" icon={<IconChartBar size={18} />} testId="score-distribution">
          {scoreDistribution.length > 0 ? (
            scoreDistribution.map((band) => (
              <div key={band.range} data-testid="score-band">
                <Group justify="space-between" gap="xs" mb={4}>
                  <Text size="sm" fw={600}>
                    {band.range} points
                  </Text>
                  <Text size="sm" c="dimmed">
                    {band.count} {band.count === 1 ? 'player' : 'players'} ({oneDecimal(band.percentage)}%)
                  </Text>
                </Group>
                <Progress
                  value={band.percentage}
                  color="amber"
                  size="md"
                  aria-label={`${band.range} points: ${oneDecimal(band.percentage)}%`}
                />
              </div>
            ))
          ) : (
            <RecapFallback>No data available</RecapFallback>
          )}
        </RecapCard>
        <RecapCard title="Path Analysis" icon={<IconRoute size={18} />} color="indigo" testId="path-analysis">
          <Group justify="space-around" py="sm">
            <PathFigure label="Shortest" value={String(chainAnalysis.shortestPath)} />
            <PathFigure label="Average" value={oneDecimal(chainAnalysis.averagePath)} />
            <PathFigure label="Longest" value={String(chainAnalysis.longestPath)} />
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            Moves per completed chain
          </Text>
        </RecapCard>
      </SimpleGrid>
      <RecapCard
        title="Path Length Distribution"
        icon={<IconChartHistogram size={18} />}
        color="green"
        testId="path-length-distribution"
      >
        <Suspense fallback={<Skeleton h={220} radius="md" />}>
          <PathLengthChart distribution={recap.pathLengthDistribution} />
        </Suspense>
      </RecapCard>
    </Stack>
  );
}
