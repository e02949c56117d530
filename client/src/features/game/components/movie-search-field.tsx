import { Group, Loader, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import type { Actor, Movie } from '@cinema/shared';
import { MoviePoster } from '../../../components/movie-poster';
import { SearchCombobox } from '../../../components/search-combobox';
import { useMovieSearch } from '../api/use-movie-search';
import { useSearchQuery } from '../hooks/use-search-query';

interface MovieSearchFieldProps {
  currentActor: Actor;
  text: string;
  movie: Movie | null;
  onTextChange: (text: string) => void;
  onSelect: (movie: Movie) => void;
  error: string | undefined;
  isVerifying: boolean;
}

/** The add-connection form's first field: a movie the current actor appeared in, searched as typed. */
export function MovieSearchField({
  currentActor,
  text,
  movie,
  onTextChange,
  onSelect,
  error,
  isVerifying,
}: MovieSearchFieldProps) {
  const query = useSearchQuery(text, movie != null);
  const search = useMovieSearch(query);
  const results = query && search.data ? search.data : [];

  return (
    <div>
      <SearchCombobox<Movie>
        label={`Movie that ${currentActor.name} appeared in:`}
        placeholder={`Search for a movie with ${currentActor.name}`}
        leftSection={<IconMovie size={16} />}
        text={text}
        onTextChange={onTextChange}
        onSelect={onSelect}
        results={results}
        resultsQuery={query && search.data ? query : null}
        isSearching={search.isFetching}
        header={(count, searched) => `Found ${count} ${count === 1 ? 'movie' : 'movies'} matching "${searched}"`}
        noResults="No movies found"
        keyOf={(item) => `${item.id}:${item.tvdbId}`}
        optionTestId="movie-option"
        autoFocus
        error={error}
        disabled={isVerifying}
        renderOption={(item) => (
          <Group gap="sm" wrap="nowrap">
            <MoviePoster title={item.title} imageUrl={item.imageUrl} width={32} height={48} />
            <div>
              <Text size="sm" fw={500}>
                {item.title}
              </Text>
              {item.year != null && (
                <Text size="xs" c="dimmed">
                  {item.year}
                </Text>
              )}
            </div>
          </Group>
        )}
      />
      {isVerifying && (
        <Group gap={6} mt={6}>
          <Loader size={12} color="amber" />
          <Text size="xs" c="amber.4" role="status">
            Verifying connection...
          </Text>
        </Group>
      )}
    </div>
  );
}
