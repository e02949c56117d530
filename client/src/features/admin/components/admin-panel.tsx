import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { useAdminSignOut } from '../api/use-admin-session';
import { GameActorSelection } from './game-actor-selection';
import { ModerationCard } from './moderation-card';
import { ScheduledChangesCard } from './scheduled-changes-card';
import { SelectionModeCard } from './selection-mode-card';

/** The panel behind the gate: the pair, its mode, scheduled changes and moderation. */
export function AdminPanel({ expiresAt }: { expiresAt: string | null }) {
  const signOut = useAdminSignOut();
  const utils = trpc.useUtils();

  const onSignOut = async () => {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      console.error('Failed to sign out', error);
      toast({ title: 'Error', description: 'Failed to sign out. Please try again.', variant: 'destructive' });
      return;
    }
    await utils.admin.session.invalidate();
  };

  return (
    <Stack gap="lg" data-testid="admin-panel">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz="h2">
            Admin Panel
          </Title>
          {expiresAt && (
            <Text size="xs" c="dimmed">
              Signed in until{' '}
              {new Date(expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button component={Link} to={paths.game} variant="default" leftSection={<IconArrowLeft size={16} />}>
            Back to Game
          </Button>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconLogout size={16} />}
            onClick={() => void onSignOut()}
            loading={signOut.isPending}
          >
            Sign Out
          </Button>
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <GameActorSelection />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SelectionModeCard />
        </Grid.Col>
      </Grid>
      <ScheduledChangesCard />
      <ModerationCard />
    </Stack>
  );
}
