import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Actor, Movie } from '@cinema/shared';
import { ActorAvatar } from '../../../components/actor-avatar';
import { MoviePoster } from '../../../components/movie-poster';

function isMovie(result: Actor | Movie): result is Movie {
  return 'title' in result && typeof result.title === 'string';
}

export function SearchResultsGrid({ results }: { results: readonly (Actor | Movie)[] }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing="md">
      {results.map((result) => (
        <Card key={`${result.tvdbId}-${result.id}`} padding="sm" data-testid="search-result">
          {isMovie(result) ? (
            <Stack gap={6} align="center" ta="center">
              <MoviePoster title={result.title} imageUrl={result.imageUrl} width={96} height={144} />
              <Text fw={600} size="sm" lineClamp={2}>
                {result.title}
              </Text>
              <Text size="xs" c="dimmed">
                {result.year ?? 'Year unknown'} · ID {result.tvdbId}
              </Text>
            </Stack>
          ) : (
            <Stack gap={6} align="center" ta="center">
              <ActorAvatar name={result.name} imageUrl={result.imageUrl} size={96} radius="xl" />
              <Text fw={600} size="sm" lineClamp={2}>
                {result.name}
              </Text>
              <Text size="xs" c="dimmed">
                ID {result.tvdbId}
              </Text>
            </Stack>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
