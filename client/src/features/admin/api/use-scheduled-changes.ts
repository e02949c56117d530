/** Scheduled changes of the pair (SPEC §4, §7): list, create, delete, execute the due ones. */
import { trpc } from '../../../lib/trpc';

export function useScheduledChanges() {
  return trpc.admin.scheduledChanges.list.useQuery(undefined, { staleTime: 0 });
}

export function useCreateScheduledChange() {
  return trpc.admin.scheduledChanges.create.useMutation();
}

export function useDeleteScheduledChange() {
  return trpc.admin.scheduledChanges.delete.useMutation();
}

export function useExecutePendingChanges() {
  return trpc.admin.executePendingChanges.useMutation();
}
