import { actorListSchema, type Actor, type SearchInput } from '@cinema/shared';
import type { Context } from '../../trpc/context';
import { CatalogSearch } from './search-answers';

const actorsSearch = new CatalogSearch('actors', actorListSchema, (movieDatabase, query) =>
  movieDatabase.searchActors(query),
);

export async function searchActorsHandler({ ctx, input }: { ctx: Context; input: SearchInput }): Promise<Actor[]> {
  return actorsSearch.answer(ctx, input.query);
}
