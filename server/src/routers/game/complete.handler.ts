import type { CompleteGameInput, CompleteGameOutcome } from '@cinema/shared';
import { completionOutcome } from '../../par/completion-outcome';
import type { PlayerContext } from '../../trpc/procedures';

/** The server's score, and how the chain did against par (the REST path answers the score alone). */
export async function completeHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: CompleteGameInput;
}): Promise<CompleteGameOutcome> {
  const { score, game } = await ctx.services.games.complete(ctx.playerKey, input);
  return completionOutcome(game, score, ctx.services.par, ctx.services.archive);
}
