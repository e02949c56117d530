import { SEARCH_MIN_CHARS } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';

/** Movie search (SPEC §7: fresh for 30 s, retried twice after 1 s). */
export function useMovieSearch(query: string) {
  const trimmed = query.trim();
  return trpc.catalog.searchMovies.useQuery(
    { query: trimmed },
    { enabled: trimmed.length >= SEARCH_MIN_CHARS, staleTime: 30_000, retry: 2, retryDelay: 1_000 },
  );
}
