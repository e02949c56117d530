import { Group, SimpleGrid, Text } from '@mantine/core';
import { IconClockHour4, IconDiamond, IconStar, IconTrophy } from '@tabler/icons-react';
import type { RecapPair } from '@cinema/shared';
import { ActorAvatar } from '../../../components/actor-avatar';
import { MoviePoster } from '../../../components/movie-poster';
import { RecapCard, RecapFallback } from './recap-card';

function Subject({ visual, name, detail }: { visual: React.ReactNode; name: string; detail: React.ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      {visual}
      <div>
        <Text fw={700}>{name}</Text>
        <Text size="sm" c="amber.4" fw={600}>
          {detail}
        </Text>
      </div>
    </Group>
  );
}

const times = (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`;

/** Insights tab: Movie MVP, Time Machine Discovery, Breakout Star and Deep Cut Discovery. */
export function InsightsPanel({ recap }: { recap: RecapPair }) {
  const { mostUsedMovie, oldestMovie } = recap.movieInsights;
  const { mostPopularActor, deepCutActor } = recap.actorInsights;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <RecapCard title="Movie MVP" icon={<IconTrophy size={18} />} testId="movie-mvp">
        {mostUsedMovie ? (
          <Subject
            visual={
              <MoviePoster title={mostUsedMovie.title} imageUrl={mostUsedMovie.imageUrl} width={48} height={72} />
            }
            name={mostUsedMovie.title}
            detail={`Used ${times(mostUsedMovie.usageCount)}`}
          />
        ) : (
          <RecapFallback>No data available</RecapFallback>
        )}
      </RecapCard>
      <RecapCard
        title="Time Machine Discovery"
        icon={<IconClockHour4 size={18} />}
        color="indigo"
        testId="oldest-movie"
      >
        {oldestMovie ? (
          <Subject
            visual={<MoviePoster title={oldestMovie.title} imageUrl={oldestMovie.imageUrl} width={48} height={72} />}
            name={oldestMovie.title}
            detail={oldestMovie.year ?? 'Year unknown'}
          />
        ) : (
          <RecapFallback>No data available</RecapFallback>
        )}
      </RecapCard>
      <RecapCard title="Breakout Star" icon={<IconStar size={18} />} color="green" testId="breakout-star">
        {mostPopularActor ? (
          <Subject
            visual={
              <ActorAvatar name={mostPopularActor.name} imageUrl={mostPopularActor.imageUrl} size={56} radius="50%" />
            }
            name={mostPopularActor.name}
            detail={`Used ${times(mostPopularActor.usageCount)}`}
          />
        ) : (
          <RecapFallback>No data available</RecapFallback>
        )}
      </RecapCard>
      <RecapCard title="Deep Cut Discovery" icon={<IconDiamond size={18} />} color="grape" testId="deep-cut">
        {deepCutActor ? (
          <Subject
            visual={<ActorAvatar name={deepCutActor.name} imageUrl={deepCutActor.imageUrl} size={56} radius="50%" />}
            name={deepCutActor.name}
            detail={`Billed #${deepCutActor.lowestBilling}`}
          />
        ) : (
          <RecapFallback>No data available</RecapFallback>
        )}
      </RecapCard>
    </SimpleGrid>
  );
}
