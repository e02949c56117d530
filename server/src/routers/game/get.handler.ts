import type { Game } from '@cinema/shared';
import type { PlayerContext } from '../../trpc/procedures';

export async function getHandler({ ctx, input }: { ctx: PlayerContext; input: { gameId: number } }): Promise<Game> {
  return ctx.services.games.get(input.gameId);
}
