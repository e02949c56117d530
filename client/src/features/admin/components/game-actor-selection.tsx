import type { FormEvent } from 'react';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useActorPicker } from '../hooks/use-actor-picker';
import { useSavePair } from '../hooks/use-save-pair';
import { ActorPickerField } from './actor-picker-field';
import { PairPreview } from './pair-preview';

/** "Game Actor Selection": choose today's pair by hand and save it (the mode becomes manual). */
export function GameActorSelection() {
  const start = useActorPicker('start');
  const end = useActorPicker('end');
  const { save, isSaving } = useSavePair();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(start.actor, end.actor);
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
    </Card>
  );
}
