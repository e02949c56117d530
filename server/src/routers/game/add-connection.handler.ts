import type { AddConnectionInput, AddConnectionResult } from '@cinema/shared';
import type { PlayerContext } from '../../trpc/procedures';

export async function addConnectionHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: AddConnectionInput;
}): Promise<AddConnectionResult> {
  return ctx.services.games.addConnection(ctx.playerKey, input);
}
