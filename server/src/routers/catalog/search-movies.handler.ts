import type { Movie, SearchInput } from '@cinema/shared';
import type { Context } from '../../trpc/context';
import { answerSearch } from './search-validator';

export async function searchMoviesHandler({ ctx, input }: { ctx: Context; input: SearchInput }): Promise<Movie[]> {
  return answerSearch(ctx, 'movies', input.query, () => ctx.services.movieDatabase.searchMovies(input.query));
}
