import type { CreateScheduledChangeInput, ScheduledChange } from '@cinema/shared';
import type { AdminContext } from '../../trpc/procedures';

export async function listScheduledChangesHandler({ ctx }: { ctx: AdminContext }): Promise<ScheduledChange[]> {
  return ctx.services.scheduledChanges.list();
}

/** `createdBy` is always "admin": the one admin role of SPEC §6. */
export async function createScheduledChangeHandler({
  ctx,
  input,
}: {
  ctx: AdminContext;
  input: CreateScheduledChangeInput;
}): Promise<ScheduledChange> {
  return ctx.services.scheduledChanges.create(input);
}

export async function deleteScheduledChangeHandler({
  ctx,
  input,
}: {
  ctx: AdminContext;
  input: { id: number };
}): Promise<{ success: true }> {
  return ctx.services.scheduledChanges.delete(input.id);
}

export async function executePendingChangesHandler({ ctx }: { ctx: AdminContext }): Promise<{ executed: number }> {
  return ctx.services.scheduledChanges.executeDue();
}
