import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The invalid-name and not-found states: a heading, an optional line and "Return to Game". */
export function ProfileMessage({ title, text }: { title: string; text?: string }) {
  return (
    <Card maw={560} mx="auto" data-testid="profile-message">
      <Stack align="center" ta="center" gap="sm" py="md">
        <IconUserQuestion size={40} color="var(--mantine-color-dark-2)" aria-hidden />
        <Title order={1} fz="h2">
          {title}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
        <Button component={Link} to={paths.game} variant="light" mt="xs">
          Return to Game
        </Button>
      </Stack>
    </Card>
  );
}
