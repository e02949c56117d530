import type { HintResult, HintsResult } from '@cinema/shared';
import type { PlayerContext } from '../../trpc/procedures';

/** The next hint of the caller's game in progress. */
export async function hintHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: { gameId: number };
}): Promise<HintResult> {
  return ctx.services.hints.hint(ctx.playerKey, input.gameId);
}

/** The hints the caller's game was given, in order. */
export async function hintsHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: { gameId: number };
}): Promise<HintsResult> {
  return ctx.services.hints.hints(ctx.playerKey, input.gameId);
}
