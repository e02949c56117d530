import {
  LEADERBOARD_FETCH_LIMIT,
  LEADERBOARD_REFRESH_MS,
  type LeaderboardEntry,
  type LeaderboardSort,
} from '@cinema/shared';
import { trpc } from '../../../lib/trpc';

export interface LeaderboardData {
  entries: LeaderboardEntry[];
  total: number;
  isPending: boolean;
  isError: boolean;
  /** A further page of 100 is on its way (Load More went past the entries fetched so far). */
  isFetchingMore: boolean;
  /** Today's chains are folded for this viewer until their ranked game is complete (DESIGN §5). */
  chainsHidden: boolean;
}

/**
 * The current pair's completed games in one order, fetched 100 at a time (SPEC §9) as far as
 * `visibleCount` reaches, and refreshed every 30 s.
 */
export function useLeaderboard(sort: LeaderboardSort, visibleCount: number): LeaderboardData {
  const pageCount = Math.max(1, Math.ceil(visibleCount / LEADERBOARD_FETCH_LIMIT));
  const pages = trpc.useQueries((t) =>
    Array.from({ length: pageCount }, (_, index) =>
      t.leaderboard.list(
        { page: index + 1, limit: LEADERBOARD_FETCH_LIMIT, sort },
        { refetchInterval: LEADERBOARD_REFRESH_MS, staleTime: LEADERBOARD_REFRESH_MS },
      ),
    ),
  );
  const first = pages[0]!;
  return {
    entries: pages.flatMap((page) => page.data?.entries ?? []),
    total: first.data?.total ?? 0,
    isPending: first.isPending,
    // A failed refresh keeps showing the entries already loaded.
    isError: first.isError && first.data == null,
    isFetchingMore: pages.slice(1).some((page) => page.isPending),
    chainsHidden: first.data?.chainsHidden === true,
  };
}
