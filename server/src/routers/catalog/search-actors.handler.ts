import type { Actor, SearchInput } from '@cinema/shared';
import type { Context } from '../../trpc/context';
import { answerSearch } from './search-validator';

export async function searchActorsHandler({ ctx, input }: { ctx: Context; input: SearchInput }): Promise<Actor[]> {
  return answerSearch(ctx, 'actors', input.query, () => ctx.services.movieDatabase.searchActors(input.query));
}
