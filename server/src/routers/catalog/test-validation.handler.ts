import { messages, type testValidationInput, type ValidationResponse } from '@cinema/shared';
import type { z } from 'zod';
import { notFound } from '../../errors';
import type { Context } from '../../trpc/context';
import { unknownActorTvdbIdMessage } from './actor-by-tvdb-id.handler';
import { unknownMovieTvdbIdMessage } from './movie-by-tvdb-id.handler';

/** Did the actor appear in the movie? The same question each added connection asks (DESIGN §4). */
export async function testValidationHandler({
  ctx,
  input,
}: {
  ctx: Context;
  input: z.infer<typeof testValidationInput>;
}): Promise<ValidationResponse> {
  const { movieDatabase } = ctx.services;
  const started = performance.now();
  const [actor, movie] = await Promise.all([
    movieDatabase.actorByTvdbId(input.actorTvdbId),
    movieDatabase.movieByTvdbId(input.movieTvdbId),
  ]);
  if (!actor) throw notFound(unknownActorTvdbIdMessage(input.actorTvdbId));
  if (!movie) throw notFound(unknownMovieTvdbIdMessage(input.movieTvdbId));
  const appearance = await movieDatabase.appearedIn(input.actorTvdbId, input.movieTvdbId);
  return {
    isValid: appearance.appeared,
    message: appearance.appeared
      ? `${actor.name} appeared in "${movie.title}"`
      : messages.didNotAppearIn(actor.name, movie.title),
    validationTimeMs: Math.round((performance.now() - started) * 1000) / 1000,
    validationType: appearance.source,
  };
}
