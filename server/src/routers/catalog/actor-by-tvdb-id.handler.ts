import type { Actor, tvdbIdInput } from '@cinema/shared';
import type { z } from 'zod';
import { notFound } from '../../errors';
import type { Context } from '../../trpc/context';

export const unknownActorTvdbIdMessage = (tvdbId: string) => `No actor has the movie database id "${tvdbId}"`;

/** Stored locally, through the provider when it is new (get-or-create). */
export async function actorByTvdbIdHandler({
  ctx,
  input,
}: {
  ctx: Context;
  input: z.infer<typeof tvdbIdInput>;
}): Promise<Actor> {
  const actor = await ctx.services.movieDatabase.actorByTvdbId(input.id);
  if (!actor) throw notFound(unknownActorTvdbIdMessage(input.id));
  return actor;
}
