import type { Actor } from '@cinema/shared';
import { notFound } from '../../errors';
import type { AdminContext } from '../../trpc/procedures';
import { unknownActorTvdbIdMessage } from '../catalog/actor-by-tvdb-id.handler';

/** The admin's get-or-create actor by movie database id (SPEC §7: used, path not shown). */
export async function adminActorByTvdbIdHandler({
  ctx,
  input,
}: {
  ctx: AdminContext;
  input: { tvdbId: string };
}): Promise<Actor> {
  const actor = await ctx.services.movieDatabase.actorByTvdbId(input.tvdbId);
  if (!actor) throw notFound(unknownActorTvdbIdMessage(input.tvdbId));
  return actor;
}
