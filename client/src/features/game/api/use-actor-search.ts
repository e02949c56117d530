import { SEARCH_MIN_CHARS } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';

/** Actor search (SPEC §7: fresh for 60 s, retried twice after 1 s). */
export function useActorSearch(query: string, enabled = true) {
  const trimmed = query.trim();
  return trpc.catalog.searchActors.useQuery(
    { query: trimmed },
    { enabled: enabled && trimmed.length >= SEARCH_MIN_CHARS, staleTime: 60_000, retry: 2, retryDelay: 1_000 },
  );
}
