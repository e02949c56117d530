import type { Game, SavePlayerNameInput } from '@cinema/shared';
import { assertNameNotRefused } from '../../game/refused-words';
import type { PlayerContext } from '../../trpc/procedures';

export async function savePlayerNameHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: SavePlayerNameInput;
}): Promise<Game> {
  assertNameNotRefused(input.playerName, ctx.services.config.refusedNameWords);
  return ctx.services.games.savePlayerName(ctx.playerKey, input);
}
