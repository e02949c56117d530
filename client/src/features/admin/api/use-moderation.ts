/** Today's named leaderboard entries, and resetting or hiding one (issue 8, moderation). */
import { trpc } from '../../../lib/trpc';

export function useModerationEntries() {
  return trpc.admin.moderation.entries.useQuery(undefined, { staleTime: 0 });
}

export function useResetName() {
  return trpc.admin.moderation.resetName.useMutation();
}

export function useSetHidden() {
  return trpc.admin.moderation.setHidden.useMutation();
}
