import type { MovieDatabaseSearchResponse, movieDatabaseSearchInput, SearchDebug } from '@cinema/shared';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Context } from '../../trpc/context';

/** The test page's search (SPEC §2 /tmdb-test) on whichever movie database is active, with debug facts. */
export async function movieDatabaseSearchHandler({
  ctx,
  input,
}: {
  ctx: Context;
  input: z.infer<typeof movieDatabaseSearchInput>;
}): Promise<MovieDatabaseSearchResponse> {
  const { movieDatabase, config } = ctx.services;
  const results =
    input.type === 'actor'
      ? await movieDatabase.searchActors(input.query)
      : await movieDatabase.searchMovies(input.query);
  return {
    results,
    debug: {
      apiKey: credentialFacts(config),
      query: input.query,
      type: input.type,
      resultCount: results.length,
      timestamp: new Date().toISOString(),
      movieDatabase: movieDatabase.kind,
    },
  };
}

/** Whether a TMDB credential is set, its length and which variable holds it: never the value (DESIGN §9). */
function credentialFacts(config: AppConfig): SearchDebug['apiKey'] {
  if (config.tmdb?.apiKey) return { present: true, length: config.tmdb.apiKey.length, source: 'TMDB_API_KEY' };
  if (config.tmdb?.readToken) return { present: true, length: config.tmdb.readToken.length, source: 'TMDB_READ_TOKEN' };
  return { present: false, length: 0, source: 'none' };
}
