import { useEffect, useRef, type FormEvent } from 'react';
import { Button, Card, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { Actor } from '@cinema/shared';
import { ActorAvatar } from '../../../components/actor-avatar';
import { useAddConnection } from '../hooks/use-add-connection';
import { useConnectionDraft } from '../hooks/use-connection-draft';
import { ActorSearchField } from './actor-search-field';
import { MovieSearchField } from './movie-search-field';

interface AddConnectionFormProps {
  currentActor: Actor;
  onCancel: () => void;
  onAdded: () => void;
}

export function AddConnectionForm({ currentActor, onCancel, onAdded }: AddConnectionFormProps) {
  const draft = useConnectionDraft();
  const { movie, nextActor, errors } = draft;
  const { submit, isVerifying } = useAddConnection();
  const actorInput = useRef<HTMLInputElement>(null);

  // A movie picked (by keyboard or mouse) takes the focus on to the actor's search.
  useEffect(() => {
    if (movie) actorInput.current?.focus();
  }, [movie]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isVerifying) return;
    const outcome = await submit(movie, nextActor);
    if (outcome.ok) onAdded();
    else draft.setErrors(outcome.fieldErrors);
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

            <MovieSearchField
              currentActor={currentActor}
              text={draft.movieText}
              movie={movie}
              onTextChange={draft.changeMovieText}
              onSelect={draft.selectMovie}
              error={errors.movie}
              isVerifying={isVerifying}
            />

            <ActorSearchField
              currentActor={currentActor}
              movie={movie}
              text={draft.actorText}
              nextActor={nextActor}
              onTextChange={draft.changeActorText}
              onSelect={draft.selectActor}
              inputRef={actorInput}
              error={errors.actor}
              isVerifying={isVerifying}
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
