import { useState } from 'react';
import type { Actor, Movie } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';
import { getJson } from '../../../lib/http';

export type SearchType = 'movie' | 'actor';

/** The movie database search of the test page; runs when a search is submitted. */
export function useMovieDatabaseSearch() {
  const [submitted, setSubmitted] = useState<{ type: SearchType; query: string; at: number } | null>(null);
  const search = trpc.catalog.movieDatabaseSearch.useQuery(
    { type: submitted?.type ?? 'movie', query: submitted?.query ?? '' },
    { enabled: submitted != null, staleTime: 0 },
  );
  return {
    submitted,
    search: (type: SearchType, query: string) => setSubmitted({ type, query, at: Date.now() }),
    ...search,
  };
}

/** The same search through the REST facade (SPEC §7), to check it answers too. */
export function searchRegularEndpoint(type: SearchType, query: string): Promise<Actor[] | Movie[]> {
  const path = type === 'movie' ? '/api/movies/search' : '/api/actors/search';
  return getJson<Actor[] | Movie[]>(`${path}?query=${encodeURIComponent(query)}`, 'Search failed');
}
