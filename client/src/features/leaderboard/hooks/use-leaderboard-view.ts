import { useCallback, useState } from 'react';
import { LEADERBOARD_PAGE_SIZE, type LeaderboardSort } from '@cinema/shared';

/**
 * What the leaderboard shows (SPEC §4): the sort order (connections by default), how many
 * rows (10, growing by 10), and the one expanded row. Changing the order starts again at
 * the first page.
 */
export function useLeaderboardView() {
  const [sort, setSort] = useState<LeaderboardSort>('connections');
  const [visibleCount, setVisibleCount] = useState(LEADERBOARD_PAGE_SIZE);
  const [expandedId, setExpandedId] = useState<number | null>(null);

  const toggleSort = useCallback(() => {
    setSort((current) => (current === 'connections' ? 'score' : 'connections'));
    setVisibleCount(LEADERBOARD_PAGE_SIZE);
    setExpandedId(null);
  }, []);
  const loadMore = useCallback(() => setVisibleCount((count) => count + LEADERBOARD_PAGE_SIZE), []);
  const toggleRow = useCallback(
    (gameId: number) => setExpandedId((current) => (current === gameId ? null : gameId)),
    [],
  );

  return { sort, visibleCount, expandedId, toggleSort, loadMore, toggleRow };
}
