import type { Actor, randomActorsInput } from '@cinema/shared';
import type { z } from 'zod';
import type { Context } from '../../trpc/context';

/** Distinct well-connected actors of the local catalog, so a random pair is playable. */
export async function randomActorsHandler({
  ctx,
  input,
}: {
  ctx: Context;
  input: z.infer<typeof randomActorsInput>;
}): Promise<Actor[]> {
  return ctx.services.movieDatabase.randomActors(input.count);
}
