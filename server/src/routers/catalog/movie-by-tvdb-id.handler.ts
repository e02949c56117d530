import type { Movie, tvdbIdInput } from '@cinema/shared';
import type { z } from 'zod';
import { notFound } from '../../errors';
import type { Context } from '../../trpc/context';

export const unknownMovieTvdbIdMessage = (tvdbId: string) => `No movie has the movie database id "${tvdbId}"`;

/** Stored locally, through the provider when it is new (get-or-create). */
export async function movieByTvdbIdHandler({
  ctx,
  input,
}: {
  ctx: Context;
  input: z.infer<typeof tvdbIdInput>;
}): Promise<Movie> {
  const movie = await ctx.services.movieDatabase.movieByTvdbId(input.id);
  if (!movie) throw notFound(unknownMovieTvdbIdMessage(input.id));
  return movie;
}
