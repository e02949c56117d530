import { actorListSchema, type Actor, type SearchInput } from '@cinema/shared';
import type { Context } from '../../trpc/context';
import { answerSearch, CatalogSearch } from './search-answers';

const actorsSearch = new CatalogSearch('actors', actorListSchema);

export async function searchActorsHandler({ ctx, input }: { ctx: Context; input: SearchInput }): Promise<Actor[]> {
  return answerSearch(ctx, actorsSearch, input.query, () => ctx.services.movieDatabase.searchActors(input.query));
}
