import type { QueryClient } from '@tanstack/react-query';

/** Invalidates every cached query of one tRPC router (e.g. the leaderboard after a completion). */
export function invalidateRouter(queryClient: QueryClient, routerName: string) {
  return queryClient.invalidateQueries({
    predicate: (query) => Array.isArray(query.queryKey[0]) && query.queryKey[0][0] === routerName,
  });
}
