import { movieListSchema, type Movie, type SearchInput } from '@cinema/shared';
import type { Context } from '../../trpc/context';
import { answerSearch } from './search-answers';

export async function searchMoviesHandler({ ctx, input }: { ctx: Context; input: SearchInput }): Promise<Movie[]> {
  return answerSearch(ctx, 'movies', input.query, movieListSchema, () =>
    ctx.services.movieDatabase.searchMovies(input.query),
  );
}
