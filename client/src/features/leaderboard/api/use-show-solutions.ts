import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/**
 * Shows today's chains to this player at the price of their ranked game of the day: their later
 * daily games of the day are practice (DESIGN §5). The board and the day's status are read again.
 */
export function useShowSolutions() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return trpc.leaderboard.showSolutions.useMutation({
    onSuccess: (status) => {
      utils.game.dayStatus.setData(undefined, status);
      return queryClient.invalidateQueries({
        predicate: (query) => Array.isArray(query.queryKey[0]) && query.queryKey[0][0] === 'leaderboard',
      });
    },
  });
}
