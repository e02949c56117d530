import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconMovie, IconRoute, IconTrophy } from '@tabler/icons-react';
import type { RecapPair } from '@cinema/shared';
import { MoviePoster } from '../../../components/movie-poster';
import { playerDisplayName } from '../../../lib/player-name';
import { RecapCard, RecapFallback } from './recap-card';

function Figure({ value, unit }: { value: number; unit: string }) {
  return (
    <Text fz={32} fw={800} c="amber.4" lh={1.1}>
      {value}{' '}
      <Text span size="sm" c="dimmed" fw={600}>
        {unit}
      </Text>
    </Text>
  );
}

/** Champions tab: Best Connection, Longest Connection and Most Used Movie. */
export function ChampionsPanel({ recap, onViewConnection }: { recap: RecapPair; onViewConnection: () => void }) {
  const { topScore, longestConnection } = recap;
  const movie = recap.movieInsights.mostUsedMovie;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <RecapCard title="Best Connection" icon={<IconTrophy size={18} />} testId="best-connection">
        {topScore ? (
          <>
            <Figure value={topScore.score} unit="points" />
            <Text fw={600}>{playerDisplayName(topScore.playerName)}</Text>
            <Text size="sm" c="dimmed">
              {topScore.moveCount} {topScore.moveCount === 1 ? 'move' : 'moves'}
            </Text>
            <Button size="xs" variant="light" onClick={onViewConnection} mt={4}>
              View Connection
            </Button>
          </>
        ) : (
          <RecapFallback>No games completed</RecapFallback>
        )}
      </RecapCard>
      <RecapCard title="Longest Connection" icon={<IconRoute size={18} />} color="indigo" testId="longest-connection">
        {longestConnection ? (
          <>
            <Figure value={longestConnection.moveCount} unit={longestConnection.moveCount === 1 ? 'move' : 'moves'} />
            <Text fw={600}>{playerDisplayName(longestConnection.playerName)}</Text>
            <Text size="sm" c="dimmed">
              {longestConnection.score} points
            </Text>
            <Button size="xs" variant="light" onClick={onViewConnection} mt={4}>
              View Connection
            </Button>
          </>
        ) : (
          <RecapFallback>No games completed</RecapFallback>
        )}
      </RecapCard>
      <RecapCard title="Most Used Movie" icon={<IconMovie size={18} />} color="green" testId="most-used-movie">
        {movie ? (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <MoviePoster title={movie.title} imageUrl={movie.imageUrl} width={56} height={84} />
            <div>
              <Text fw={700}>{movie.title}</Text>
              <Text size="sm" c="dimmed">
                {movie.year ?? 'Year unknown'}
              </Text>
              <Text size="sm" c="amber.4" fw={600}>
                Used {movie.usageCount} {movie.usageCount === 1 ? 'time' : 'times'}
              </Text>
            </div>
          </Group>
        ) : (
          <RecapFallback>No data available</RecapFallback>
        )}
      </RecapCard>
    </SimpleGrid>
  );
}
