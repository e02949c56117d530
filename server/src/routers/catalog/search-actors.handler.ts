import { actorListSchema, type Actor, type SearchInput } from '@cinema/shared';
import type { Context } from '../../trpc/context';
import { answerSearch } from './search-answers';

export async function searchActorsHandler({ ctx, input }: { ctx: Context; input: SearchInput }): Promise<Actor[]> {
  return answerSearch(ctx, 'actors', input.query, actorListSchema, () =>
    ctx.services.movieDatabase.searchActors(input.query),
  );
}
