import type { Actor, idInput } from '@cinema/shared';
import type { z } from 'zod';
import { notFound } from '../../errors';
import type { Context } from '../../trpc/context';

const movieNotFoundMessage = (id: number) => `Movie ${id} not found`;

/** The movie's cast in billing order, each with its billing position. */
export async function actorsOfMovieHandler({
  ctx,
  input,
}: {
  ctx: Context;
  input: z.infer<typeof idInput>;
}): Promise<Actor[]> {
  const actors = await ctx.services.movieDatabase.actorsOfMovie(input.id);
  if (!actors) throw notFound(movieNotFoundMessage(input.id));
  return actors;
}
