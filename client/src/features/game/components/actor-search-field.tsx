import type { Ref } from 'react';
import { Group, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { Actor, Movie } from '@cinema/shared';
import { ActorAvatar } from '../../../components/actor-avatar';
import { SearchCombobox } from '../../../components/search-combobox';
import { useActorSearch } from '../api/use-actor-search';
import { sameActor } from '../chain';
import { useSearchQuery } from '../hooks/use-search-query';

interface ActorSearchFieldProps {
  currentActor: Actor;
  /** The movie picked in the first field: the actor is searched once there is one. */
  movie: Movie | null;
  text: string;
  nextActor: Actor | null;
  onTextChange: (text: string) => void;
  onSelect: (actor: Actor) => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
  isVerifying: boolean;
}

/** The add-connection form's second field: another actor of the movie picked (never the current one). */
export function ActorSearchField({
  currentActor,
  movie,
  text,
  nextActor,
  onTextChange,
  onSelect,
  inputRef,
  error,
  isVerifying,
}: ActorSearchFieldProps) {
  const query = useSearchQuery(text, nextActor != null);
  const search = useActorSearch(query, movie != null);
  const results = query && search.data ? search.data.filter((actor) => !sameActor(actor, currentActor)) : [];

  return (
    <SearchCombobox<Actor>
      label={`Actor who was also in ${movie ? movie.title : 'the movie'}:`}
      placeholder="Search for another actor"
      leftSection={<IconUser size={16} />}
      text={text}
      onTextChange={onTextChange}
      onSelect={onSelect}
      results={results}
      resultsQuery={query && search.data ? query : null}
      isSearching={search.isFetching}
      header={(count, searched) => `Found ${count} ${count === 1 ? 'actor' : 'actors'} matching "${searched}"`}
      noResults="No actors found"
      keyOf={(item) => `${item.id}:${item.tvdbId}`}
      optionTestId="actor-option"
      inputRef={inputRef}
      error={error}
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
  );
}
