import { Group, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { ADMIN_SEARCH_MIN_CHARS, type Actor } from '@cinema/shared';
import { ActorAvatar } from '../../../components/actor-avatar';
import { SearchCombobox } from '../../../components/search-combobox';
import type { ActorPicker } from '../hooks/use-actor-picker';

const roleLabel = { start: 'Start Actor', end: 'End Actor' } as const;

/** An admin actor search with the chosen actor shown beneath it. */
export function ActorPickerField({ picker, testId }: { picker: ActorPicker; testId: string }) {
  const { actor } = picker;
  return (
    <div data-testid={testId}>
      <SearchCombobox<Actor>
        label={roleLabel[picker.role]}
        placeholder={`Search for the ${picker.role} actor`}
        leftSection={<IconUser size={16} />}
        text={picker.text}
        onTextChange={picker.changeText}
        onSelect={(result) => void picker.select(result)}
        results={picker.results}
        resultsQuery={picker.resultsQuery}
        isSearching={picker.isSearching || picker.isResolving}
        header={(count, query) => `Found ${count} actors matching "${query}"`}
        noResults="No actors found"
        keyOf={(item) => `${item.id}:${item.tvdbId}`}
        optionTestId="admin-actor-option"
        inputTestId={`${testId}-input`}
        description={actor ? undefined : `Type at least ${ADMIN_SEARCH_MIN_CHARS} characters to search`}
        renderOption={(item) => (
          <Group gap="sm" wrap="nowrap">
            <ActorAvatar name={item.name} imageUrl={item.imageUrl} size={32} radius="xl" />
            <Text size="sm" fw={500}>
              {item.name}
            </Text>
          </Group>
        )}
      />
      {actor && (
        <Group gap="xs" mt={6} wrap="nowrap" data-testid={`${testId}-selected`}>
          <ActorAvatar name={actor.name} imageUrl={actor.imageUrl} size={24} radius="xl" />
          <Text size="sm" c="green.4">
            Selected: {actor.name}
          </Text>
        </Group>
      )}
    </div>
  );
}
