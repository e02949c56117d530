import type { CreateGameWithArchiveInput, Game } from '@cinema/shared';
import type { PlayerContext } from '../../trpc/procedures';

/** A game; with `archiveDay` a replay of that past day's pair, never a daily game. */
export async function createHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: CreateGameWithArchiveInput;
}): Promise<Game> {
  return ctx.services.games.create(ctx.playerKey, input);
}
