import type { CreateGameWithArchiveInput, Game } from '@cinema/shared';
import type { PlayerContext } from '../../trpc/procedures';

/** A game; with `archiveDay` (issue 9) an unranked replay of that past day's pair, never a daily game. */
export async function createHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: CreateGameWithArchiveInput;
}): Promise<Game> {
  if (input.archiveDay === undefined) return ctx.services.games.create(ctx.playerKey, input);
  await ctx.services.archive.assertArchivePair(input.archiveDay, input);
  return ctx.services.games.create(ctx.playerKey, { ...input, isDailyGame: false });
}
