import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ActorProfile } from '@cinema/shared';
import { MoviePoster } from '../../../components/movie-poster';
import { plural } from '../profile-figures';

/** "Most Used Movies in Games": the films players used this actor through. */
export function PopularMoviesCard({ movies }: { movies: ActorProfile['popularMovies'] }) {
  return (
    <Card component="section" aria-labelledby="popular-movies-title">
      <Title order={2} fz="h3" mb="md" id="popular-movies-title">
        Most Used Movies in Games
      </Title>
      <Stack gap="sm">
        {movies.map(({ movie, usageCount }) => (
          <Group key={movie.id} gap="sm" wrap="nowrap" data-testid="popular-movie">
            <MoviePoster title={movie.title} imageUrl={movie.imageUrl} width={36} height={54} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600}>{movie.title}</Text>
              <Text size="sm" c="dimmed">
                {movie.year ?? 'Year unknown'}
              </Text>
            </div>
            <Text size="sm" c="amber.4" fw={600} style={{ flexShrink: 0 }}>
              Used {plural(usageCount, 'time', 'times')}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
