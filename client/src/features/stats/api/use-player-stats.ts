import { trpc } from '../../../lib/trpc';

/** This player's statistics, read when the dialog opens (the server keeps them). */
export function usePlayerStats(enabled: boolean) {
  return trpc.stats.mine.useQuery(undefined, { enabled, staleTime: 0 });
}
