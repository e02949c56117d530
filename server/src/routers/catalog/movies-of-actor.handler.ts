import type { idInput, Movie } from '@cinema/shared';
import type { z } from 'zod';
import { notFound } from '../../errors';
import type { Context } from '../../trpc/context';

const actorNotFoundMessage = (id: number) => `Actor ${id} not found`;

/** The actor's movies, most recent first. */
export async function moviesOfActorHandler({
  ctx,
  input,
}: {
  ctx: Context;
  input: z.infer<typeof idInput>;
}): Promise<Movie[]> {
  const movies = await ctx.services.movieDatabase.moviesOfActor(input.id);
  if (!movies) throw notFound(actorNotFoundMessage(input.id));
  return movies;
}
