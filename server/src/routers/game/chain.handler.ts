import type { ChainLink } from '@cinema/shared';
import type { PlayerContext } from '../../trpc/procedures';

export async function chainHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: { gameId: number };
}): Promise<ChainLink[]> {
  return ctx.services.games.chain(ctx.playerKey, input.gameId);
}
