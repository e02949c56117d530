import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLink, IconMovie, IconUser } from '@tabler/icons-react';
import type { Actor, Movie } from '@cinema/shared';
import { ActorAvatar } from '../../../components/actor-avatar';
import { MoviePoster } from '../../../components/movie-poster';
import { SearchCombobox } from '../../../components/search-combobox';
import { toast } from '../../../lib/toast';
import { useActorSearch } from '../api/use-actor-search';
import { useMovieSearch } from '../api/use-movie-search';
import { sameActor } from '../chain';
import { useAddConnection, type FieldErrors } from '../hooks/use-add-connection';

/** Pause after typing before searching, so each keystroke does not start a request. */
const SEARCH_DEBOUNCE_MS = 250;

interface AddConnectionFormProps {
  currentActor: Actor;
  onCancel: () => void;
  onAdded: () => void;
}

export function AddConnectionForm({ currentActor, onCancel, onAdded }: AddConnectionFormProps) {
  const [movieText, setMovieText] = useState('');
  const [movie, setMovie] = useState<Movie | null>(null);
  const [actorText, setActorText] = useState('');
  const [nextActor, setNextActor] = useState<Actor | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submit, isVerifying } = useAddConnection();
  const actorInput = useRef<HTMLInputElement>(null);

  // A movie picked (by keyboard or mouse) takes the focus on to the actor's search.
  useEffect(() => {
    if (movie) actorInput.current?.focus();
  }, [movie]);

  const [movieQuery] = useDebouncedValue(movie ? '' : movieText.trim(), SEARCH_DEBOUNCE_MS);
  const [actorQuery] = useDebouncedValue(nextActor ? '' : actorText.trim(), SEARCH_DEBOUNCE_MS);
  const movieSearch = useMovieSearch(movieQuery);
  const actorSearch = useActorSearch(actorQuery, movie != null);
  const movieResults = movieQuery && movieSearch.data ? movieSearch.data : [];
  const actorResults =
    actorQuery && actorSearch.data ? actorSearch.data.filter((actor) => !sameActor(actor, currentActor)) : [];

  const changeMovieText = (text: string) => {
    setMovieText(text);
    if (movie && text !== movie.title) setMovie(null);
  };

  const selectMovie = (selected: Movie) => {
    if (!selected.tvdbId) {
      toast({
        title: 'Movie data issue',
        description: 'This movie is missing a required movie database ID. Please try a different movie.',
        variant: 'destructive',
      });
      return;
    }
    setMovie(selected);
    setMovieText(selected.title);
    setNextActor(null);
    setActorText('');
    setErrors({});
  };

  const changeActorText = (text: string) => {
    setActorText(text);
    if (nextActor && text !== nextActor.name) setNextActor(null);
  };

  const selectActor = (selected: Actor) => {
    if (!selected.tvdbId) {
      toast({
        title: 'Actor data issue',
        description: 'This actor is missing required movie database ID. Please try a different actor.',
        variant: 'destructive',
      });
      return;
    }
    setNextActor(selected);
    setActorText(selected.name);
    setErrors((current) => ({ ...current, actor: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isVerifying) return;
    const outcome = await submit(movie, nextActor);
    if (outcome.ok) onAdded();
    else setErrors(outcome.fieldErrors);
  };

  return (
    <>
      {/* The form's errors are said at once by screen readers (shown again under each field). */}
      <VisuallyHidden role="alert" aria-live="assertive" data-testid="connection-errors">
        {[errors.movie, errors.actor].filter(Boolean).join('. ')}
      </VisuallyHidden>
      <Card component="section" aria-labelledby="add-connection-title" data-testid="add-connection-form">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <ActorAvatar name={currentActor.name} imageUrl={currentActor.imageUrl} size={40} radius="xl" />
              <Title order={2} fz="h4" id="add-connection-title">
                Add a connection from {currentActor.name}
              </Title>
            </Group>

            <div>
              <SearchCombobox<Movie>
                label={`Movie that ${currentActor.name} appeared in:`}
                placeholder={`Search for a movie with ${currentActor.name}`}
                leftSection={<IconMovie size={16} />}
                text={movieText}
                onTextChange={changeMovieText}
                onSelect={selectMovie}
                results={movieResults}
                resultsQuery={movieQuery && movieSearch.data ? movieQuery : null}
                isSearching={movieSearch.isFetching}
                header={(count, query) => `Found ${count} ${count === 1 ? 'movie' : 'movies'} matching "${query}"`}
                noResults="No movies found"
                keyOf={(item) => `${item.id}:${item.tvdbId}`}
                optionTestId="movie-option"
                autoFocus
                error={errors.movie}
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

            <SearchCombobox<Actor>
              label={`Actor who was also in ${movie ? movie.title : 'the movie'}:`}
              placeholder="Search for another actor"
              leftSection={<IconUser size={16} />}
              text={actorText}
              onTextChange={changeActorText}
              onSelect={selectActor}
              results={actorResults}
              resultsQuery={actorQuery && actorSearch.data ? actorQuery : null}
              isSearching={actorSearch.isFetching}
              header={(count, query) => `Found ${count} ${count === 1 ? 'actor' : 'actors'} matching "${query}"`}
              noResults="No actors found"
              keyOf={(item) => `${item.id}:${item.tvdbId}`}
              optionTestId="actor-option"
              inputRef={actorInput}
              error={errors.actor}
              disabled={!movie || isVerifying}
              renderOption={(item) => (
                <Group gap="sm" wrap="nowrap">
                  <ActorAvatar name={item.name} imageUrl={item.imageUrl} size={32} radius="xl" />
                  <Text size="sm" fw={500}>
                    {item.name}
                  </Text>
                </Group>
              )}
            />

            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel} disabled={isVerifying}>
                Cancel
              </Button>
              <Button type="submit" leftSection={<IconLink size={16} />} disabled={!movie || !nextActor || isVerifying}>
                {isVerifying ? 'Verifying...' : 'Add Connection'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
