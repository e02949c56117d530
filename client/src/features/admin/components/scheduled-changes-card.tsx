import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import type { ScheduledChange } from '@cinema/shared';
import { toast } from '../../../lib/toast';
import { useSessionLapse } from '../api/use-admin-session';
import { usePairChanged } from '../api/use-game-settings';
import { useDeleteScheduledChange, useExecutePendingChanges, useScheduledChanges } from '../api/use-scheduled-changes';
import { ScheduledChangeForm } from './scheduled-change-form';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ScheduledChangeRow({
  change,
  onDelete,
  isDeleting,
}: {
  change: ScheduledChange;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="scheduled-change"
      data-state={change.executed ? 'executed' : 'pending'}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {change.startActor.name} → {change.endActor.name}
          </Text>
          <Text size="sm" c="dimmed">
            Scheduled for {when(change.scheduledAt)}
          </Text>
          <Group gap="xs">
            {change.executed ? (
              <>
                <Badge color="green" variant="light">
                  Executed
                </Badge>
                {change.executedAt && (
                  <Text size="xs" c="dimmed">
                    at {when(change.executedAt)}
                  </Text>
                )}
              </>
            ) : (
              <Badge color="amber" variant="light">
                Pending
              </Badge>
            )}
          </Group>
        </Stack>
        {!change.executed && (
          <Tooltip label="Delete scheduled change">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete the change to ${change.startActor.name} → ${change.endActor.name}`}
              onClick={onDelete}
              loading={isDeleting}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
}

/** "Scheduled Actor Changes": the list, the creation form behind its toggle, and running the due ones now. */
export function ScheduledChangesCard() {
  const [formOpen, setFormOpen] = useState(false);
  const list = useScheduledChanges();
  const remove = useDeleteScheduledChange();
  const execute = useExecutePendingChanges();
  const pairChanged = usePairChanged();
  const sessionLapse = useSessionLapse();

  const { isError, error } = list;
  useEffect(() => {
    if (!isError) return;
    console.error('Failed to load scheduled changes', error);
    sessionLapse(error);
    toast({ title: 'Error', description: 'Failed to load scheduled changes', variant: 'destructive' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one toast per failure, not per render
  }, [isError, error]);

  const deleteChange = async (id: number) => {
    try {
      await remove.mutateAsync({ id });
    } catch (failure) {
      console.error('Failed to delete scheduled change', failure);
      sessionLapse(failure);
      toast({
        title: 'Error',
        description:
          failure instanceof Error && failure.message ? failure.message : 'Failed to delete scheduled change',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Scheduled Change Deleted',
      description: 'The scheduled change has been removed.',
      variant: 'success',
    });
    await list.refetch();
  };

  const executeDue = async () => {
    let executed: number;
    try {
      ({ executed } = await execute.mutateAsync());
    } catch (failure) {
      console.error('Failed to execute pending changes', failure);
      sessionLapse(failure);
      toast({
        title: 'Error',
        description:
          failure instanceof Error && failure.message ? failure.message : 'Failed to execute pending changes',
        variant: 'destructive',
      });
      return;
    }
    await Promise.all([list.refetch(), pairChanged()]);
    toast({
      title: 'Pending Changes Executed',
      description:
        executed === 0
          ? 'No scheduled change was due yet.'
          : `${executed} scheduled ${executed === 1 ? 'change was' : 'changes were'} applied.`,
      variant: 'success',
    });
  };

  const changes = list.data ?? [];
  return (
    <Card component="section" aria-labelledby="scheduled-changes-title" data-testid="scheduled-changes">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h3" id="scheduled-changes-title">
            Scheduled Actor Changes
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlayerPlay size={14} />}
              onClick={() => void executeDue()}
              loading={execute.isPending}
            >
              Execute Pending Changes
            </Button>
            <Button
              size="xs"
              variant={formOpen ? 'default' : 'filled'}
              leftSection={formOpen ? <IconX size={14} /> : <IconPlus size={14} />}
              onClick={() => setFormOpen((open) => !open)}
            >
              {formOpen ? 'Cancel' : 'Schedule New Change'}
            </Button>
          </Group>
        </Group>

        {formOpen && (
          <ScheduledChangeForm
            onCreated={() => {
              setFormOpen(false);
              void list.refetch();
            }}
          />
        )}

        {list.isPending ? (
          <Group gap="xs" justify="center" py="md">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              Loading scheduled changes...
            </Text>
          </Group>
        ) : list.isError ? (
          <Text size="sm" c="red.4" ta="center" py="md">
            Failed to load scheduled changes
          </Text>
        ) : changes.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            No scheduled changes yet
          </Text>
        ) : (
          <Stack gap="xs">
            {changes.map((change) => (
              <ScheduledChangeRow
                key={change.id}
                change={change}
                isDeleting={remove.isPending && remove.variables?.id === change.id}
                onDelete={() => void deleteChange(change.id)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
