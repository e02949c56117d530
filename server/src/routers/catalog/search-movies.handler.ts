import { movieListSchema, type Movie, type SearchInput } from '@cinema/shared';
import type { Context } from '../../trpc/context';
import { answerSearch, CatalogSearch } from './search-answers';

const moviesSearch = new CatalogSearch('movies', movieListSchema);

export async function searchMoviesHandler({ ctx, input }: { ctx: Context; input: SearchInput }): Promise<Movie[]> {
  return answerSearch(ctx, moviesSearch, input.query, () => ctx.services.movieDatabase.searchMovies(input.query));
}
