import { movieListSchema, type Movie, type SearchInput } from '@cinema/shared';
import type { Context } from '../../trpc/context';
import { CatalogSearch } from './search-answers';

const moviesSearch = new CatalogSearch('movies', movieListSchema, (movieDatabase, query) =>
  movieDatabase.searchMovies(query),
);

export async function searchMoviesHandler({ ctx, input }: { ctx: Context; input: SearchInput }): Promise<Movie[]> {
  return moviesSearch.answer(ctx, input.query);
}
