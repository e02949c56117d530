import type { Game, SavePlayerNameInput } from '@cinema/shared';
import type { PlayerContext } from '../../trpc/procedures';

export async function savePlayerNameHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: SavePlayerNameInput;
}): Promise<Game> {
  return ctx.services.games.savePlayerName(ctx.playerKey, input);
}
