import type { FormEvent } from 'react';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { usePairPreview } from '../api/use-pair-preview';
import { useActorPicker } from '../hooks/use-actor-picker';
import { useDistanceConfirmation } from '../hooks/use-distance-confirmation';
import { useSavePair } from '../hooks/use-save-pair';
import { ActorPickerField } from './actor-picker-field';
import { DistanceConfirmModal } from './distance-confirm-modal';
import { PairPreview } from './pair-preview';

/** "Game Actor Selection": choose today's pair by hand and save it (the mode becomes manual). */
export function GameActorSelection() {
  const start = useActorPicker('start');
  const end = useActorPicker('end');
  const preview = usePairPreview(start.actor, end.actor);
  const confirmation = useDistanceConfirmation();
  const { save, isSaving } = useSavePair(confirmation.sendConfirmed);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(start.actor, end.actor, preview.data?.connections);
  };

  return (
    <Card component="section" aria-labelledby="actor-selection-title" data-testid="actor-selection">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h3" id="actor-selection-title">
              Game Actor Selection
            </Title>
            <Text size="sm" c="dimmed">
              Choose the start and end actors players connect today. Saving switches the daily pair to manual.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ActorPickerField picker={start} testId="selection-start" />
            <ActorPickerField picker={end} testId="selection-end" />
          </SimpleGrid>
          <PairPreview startActor={start.actor} endActor={end.actor} />
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={isSaving} fullWidth>
            Save &amp; Update Game
          </Button>
        </Stack>
      </form>
      <DistanceConfirmModal question={confirmation.question} onAnswer={confirmation.respond} />
    </Card>
  );
}
