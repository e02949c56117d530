/** The pair and mode as the admin panel shows them and changes them. */
import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

export function useGameSettings() {
  return trpc.settings.gameSettings.useQuery(undefined, { staleTime: 0 });
}

export function useDailyActors() {
  return trpc.settings.dailyActors.useQuery(undefined, { staleTime: 0 });
}

export function useUpdateSettings() {
  return trpc.admin.updateSettings.useMutation();
}

export function useSetSelectionMode() {
  return trpc.admin.setSelectionMode.useMutation();
}

/** After the pair changes: the daily actors, the settings and the recap (SPEC §7) are fetched anew. */
export function usePairChanged() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      utils.settings.dailyActors.invalidate(),
      utils.settings.gameSettings.invalidate(),
      queryClient.invalidateQueries({
        predicate: (query) => Array.isArray(query.queryKey[0]) && query.queryKey[0][0] === 'recap',
      }),
    ]);
}
