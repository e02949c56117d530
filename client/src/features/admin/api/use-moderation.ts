/** The named entries of one puzzle day, and resetting or hiding one (moderation, DESIGN §9). */
import { trpc } from '../../../lib/trpc';

/** `day` is a UTC puzzle day, yyyy-MM-dd. */
export function useModerationEntries(day: string) {
  return trpc.admin.moderation.entries.useQuery({ day }, { staleTime: 0 });
}

export function useResetName() {
  return trpc.admin.moderation.resetName.useMutation();
}

export function useSetHidden() {
  return trpc.admin.moderation.setHidden.useMutation();
}
