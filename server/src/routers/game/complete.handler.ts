import type { CompleteGameInput, CompleteGameResult } from '@cinema/shared';
import type { PlayerContext } from '../../player/player-procedure';

export async function completeHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: CompleteGameInput;
}): Promise<CompleteGameResult> {
  return ctx.services.games.complete(ctx.playerKey, input);
}
