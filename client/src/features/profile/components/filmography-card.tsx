import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ActorProfile } from '@cinema/shared';
import { MoviePoster } from '../../../components/movie-poster';

type Film = NonNullable<ActorProfile['filmography']>[number];

/**
 * "Filmography": the actor's films of the catalog, newest first. For an actor no game has used
 * yet it is the whole profile: the films a player could reach them through.
 */
export function FilmographyCard({ films, hasGames }: { films: Film[]; hasGames: boolean }) {
  return (
    <Card component="section" aria-labelledby="filmography-title" data-testid="filmography">
      <Title order={2} fz="h3" mb={hasGames ? 'md' : 4} id="filmography-title">
        Filmography
      </Title>
      {!hasGames && (
        <Text size="sm" c="dimmed" mb="md">
          Not in any completed game yet: these are the films that could bring them into a chain.
        </Text>
      )}
      <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing="sm" verticalSpacing="md" component="ul" m={0} p={0}>
        {films.map((film) => (
          <Stack key={film.id} gap={4} component="li" style={{ listStyle: 'none', minWidth: 0 }} data-testid="film">
            <MoviePoster title={film.title} imageUrl={film.imageUrl} width={80} height={120} />
            <Text size="sm" fw={600} lh={1.3} lineClamp={2}>
              {film.title}
            </Text>
            <Text size="xs" c="dimmed">
              {film.year ?? 'Year unknown'}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
