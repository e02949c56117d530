/**
 * Caching defaults of SPEC §7: data never goes stale, no refetch on window focus, no polling
 * and no retries. The exceptions (searches, chain, leaderboard, settings, recap) set their
 * own options where they are queried.
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
