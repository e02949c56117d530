import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

/** An honest placeholder for a screen that has not been built yet. */
export function NotAvailableYet({ heading, description }: { heading: string; description: string }) {
  return (
    <Card maw={560} mx="auto" mt="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="amber">
          <IconHourglass size={30} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {heading}
        </Title>
        <Text c="dimmed">{description}</Text>
        <Text c="dimmed" size="sm">
          This page is not available yet. Check back soon.
        </Text>
        <Button component={Link} to={paths.game} variant="light" mt="sm">
          Back to Game
        </Button>
      </Stack>
    </Card>
  );
}
