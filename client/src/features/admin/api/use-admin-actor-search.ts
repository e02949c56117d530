import { useDebouncedValue } from '@mantine/hooks';
import { ADMIN_SEARCH_DEBOUNCE_MS, ADMIN_SEARCH_MIN_CHARS } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';

/**
 * The admin's actor search (SPEC §5): it runs only once the trimmed text has at least
 * 2 characters and the typing has paused for 500 ms, and not while an actor is chosen.
 */
export function useAdminActorSearch(text: string, hasSelection: boolean) {
  const [query] = useDebouncedValue(hasSelection ? '' : text.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const enabled = query.length >= ADMIN_SEARCH_MIN_CHARS;
  const search = trpc.catalog.searchActors.useQuery(
    { query },
    { enabled, staleTime: 60_000, retry: 2, retryDelay: 1_000 },
  );
  return {
    results: enabled ? (search.data ?? []) : [],
    /** The query the results answer, or null while there are none to show. */
    resultsQuery: enabled && search.data ? query : null,
    isSearching: enabled && search.isFetching,
  };
}

/** The admin's get-or-create of an actor by movie database id, for a search result not stored locally. */
export function useActorByTvdbId() {
  return trpc.admin.actorByTvdbId.useMutation();
}
