import { useState, type FormEvent } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { latestScheduledAt, SCHEDULED_CHANGE_CREATED_BY } from '@cinema/shared';
import { toast } from '../../../lib/toast';
import { scheduleProblem, scheduleWindowProblem, scheduledAtOf, scheduledForDescription } from '../admin-messages';
import { useSessionLapse } from '../api/use-admin-session';
import { usePairPreview } from '../api/use-pair-preview';
import { useCreateScheduledChange } from '../api/use-scheduled-changes';
import { useActorPicker } from '../hooks/use-actor-picker';
import { cancelledByOperator, useDistanceConfirmation } from '../hooks/use-distance-confirmation';
import { ActorPickerField } from './actor-picker-field';
import { DistanceConfirmModal } from './distance-confirm-modal';
import { PairPreview } from './pair-preview';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** yyyy-MM-dd of a moment in the admin's time zone: the date picker's bounds (DESIGN §7: within a year). */
function dateFieldOf(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The creation form of a scheduled change: both actors, a date and a time (the admin's local time). */
export function ScheduledChangeForm({ onCreated }: { onCreated: () => void }) {
  const start = useActorPicker('start', { announce: false });
  const end = useActorPicker('end', { announce: false });
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const create = useCreateScheduledChange();
  const sessionLapse = useSessionLapse();
  const preview = usePairPreview(start.actor, end.actor);
  const confirmation = useDistanceConfirmation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = scheduleProblem(start.actor, end.actor, date, time);
    const scheduledAt = scheduledAtOf(date, time);
    if (problem || !start.actor || !end.actor || !scheduledAt) {
      if (problem) toast({ ...problem, variant: 'destructive' });
      return;
    }
    // The server decides by its own clock; this only spares a round trip for an obvious slip.
    const outOfWindow = scheduleWindowProblem(scheduledAt, new Date());
    if (outOfWindow) {
      toast({ ...outOfWindow, variant: 'destructive' });
      return;
    }
    const { actor: startActor } = start;
    const { actor: endActor } = end;
    try {
      const sent = await confirmation.sendConfirmed(
        (confirmDistance) =>
          create.mutateAsync({
            startActorId: startActor.id,
            endActorId: endActor.id,
            scheduledAt: scheduledAt.toISOString(),
            confirmDistance,
            createdBy: SCHEDULED_CHANGE_CREATED_BY,
          }),
        preview.data?.connections,
      );
      if (sent === cancelledByOperator) return;
    } catch (error) {
      console.error('Failed to create scheduled change', error);
      sessionLapse(error);
      toast({ title: 'Error', description: 'Failed to create scheduled change', variant: 'destructive' });
      return;
    }
    toast({ title: 'Scheduled Change Created', description: scheduledForDescription(scheduledAt), variant: 'success' });
    onCreated();
  };

  return (
    <Card withBorder bg="dark.8" radius="md" padding="md" data-testid="scheduled-change-form">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ActorPickerField picker={start} testId="schedule-start" />
            <ActorPickerField picker={end} testId="schedule-end" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              type="date"
              label="Date"
              description="The day the pair changes"
              min={dateFieldOf(new Date())}
              max={dateFieldOf(latestScheduledAt(new Date()))}
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
            <TextInput
              type="time"
              label="Time"
              description={`Your time zone: ${timeZone}`}
              value={time}
              onChange={(e) => setTime(e.currentTarget.value)}
            />
          </SimpleGrid>
          <PairPreview startActor={start.actor} endActor={end.actor} />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconCalendarPlus size={16} />} loading={create.isPending}>
              Schedule Change
            </Button>
          </Group>
        </Stack>
      </form>
      <DistanceConfirmModal question={confirmation.question} onAnswer={confirmation.respond} />
    </Card>
  );
}
