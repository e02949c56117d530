import type { Actor, SearchInput } from '@cinema/shared';
import type { Context } from '../../trpc/context';

export async function searchActorsHandler({ ctx, input }: { ctx: Context; input: SearchInput }): Promise<Actor[]> {
  return ctx.services.movieDatabase.searchActors(input.query);
}
