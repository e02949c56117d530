import { useEffect } from 'react';
import type { ChainLink } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';

/** One leaderboard entry's chain, fetched when its row is expanded. A failure is only logged (SPEC §8). */
export function useLeaderboardChain(gameId: number): { chain: ChainLink[] | null; isPending: boolean } {
  const query = trpc.leaderboard.list.useQuery({ page: 1, limit: 1, includeChain: true, gameId });
  useEffect(() => {
    if (query.error) console.error('Failed to load the leaderboard chain', query.error);
  }, [query.error]);
  const entry = query.data?.entries.find((candidate) => candidate.id === gameId);
  return { chain: entry?.chain ?? null, isPending: query.isPending };
}
