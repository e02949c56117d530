import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { RecapPair } from '@cinema/shared';
import { pathLengthBars } from '../recap-figures';
import { RecapFallback } from './recap-card';

/** "Path Length Distribution": how many players finished in each number of moves (real counts). */
export function PathLengthChart({ distribution }: { distribution: RecapPair['pathLengthDistribution'] }) {
  const bars = pathLengthBars(distribution);
  if (bars.length === 0) return <RecapFallback>No data available</RecapFallback>;
  return (
    <BarChart
      h={220}
      data={bars}
      dataKey="moves"
      series={[{ name: 'players', label: 'Players', color: 'amber.5' }]}
      xAxisLabel="Moves"
      yAxisLabel="Players"
      withBarValueLabel
      maxBarWidth={48}
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false }}
      data-testid="path-length-chart"
      aria-label={`Path length distribution: ${bars.map((bar) => `${bar.players} with ${bar.moves} moves`).join(', ')}`}
      role="img"
    />
  );
}
