import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The recap's error and empty state. */
export function RecapUnavailable() {
  return (
    <Card data-testid="recap-unavailable">
      <Stack align="center" ta="center" gap="sm" py="lg">
        <IconCalendarOff size={40} color="var(--mantine-color-dark-2)" aria-hidden />
        <Title order={2} fz="h3">
          Daily Recap Unavailable
        </Title>
        <Text c="dimmed" maw={520}>
          We couldn't load yesterday's game data. This might be because no games were played or there was an issue
          retrieving the information.
        </Text>
        <Button component={Link} to={paths.game} color="amber" c="dark.9" mt="xs">
          Play Today's Game
        </Button>
      </Stack>
    </Card>
  );
}
