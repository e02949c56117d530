import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { HowToPlaySteps } from './how-to-play-steps';

/** The How to Play panel shown on arrival, until the player dismisses it. */
export function InstructionsBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Card component="section" aria-labelledby="how-to-play-title" className="instructions-banner" bg="dark.6">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconBulb size={22} color="var(--mantine-color-amber-4)" aria-hidden />
          <Title order={2} fz="h4" id="how-to-play-title">
            How to Play
          </Title>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Connect the START actor to the END actor through the movies they appeared in.
      </Text>
      <HowToPlaySteps />
      <Group justify="flex-end" mt="md">
        <Button color="amber" c="dark.9" onClick={onDismiss}>
          Got it!
        </Button>
      </Group>
    </Card>
  );
}
