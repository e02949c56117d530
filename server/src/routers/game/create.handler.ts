import type { CreateGameInput, Game } from '@cinema/shared';
import type { PlayerContext } from '../../player/player-procedure';

export async function createHandler({ ctx, input }: { ctx: PlayerContext; input: CreateGameInput }): Promise<Game> {
  return ctx.services.games.create(ctx.playerKey, input);
}
