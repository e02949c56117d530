import type { Movie, SearchInput } from '@cinema/shared';
import type { Context } from '../../trpc/context';

export async function searchMoviesHandler({ ctx, input }: { ctx: Context; input: SearchInput }): Promise<Movie[]> {
  return ctx.services.movieDatabase.searchMovies(input.query);
}
