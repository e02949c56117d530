import type { LeaderboardInput, LeaderboardResponse } from '@cinema/shared';
import type { Context } from '../../trpc/context';

/** A page of the current pair's leaderboard, or one entry (with its chain) when a gameId is given. */
export async function listHandler({
  ctx,
  input,
}: {
  ctx: Context;
  input: LeaderboardInput;
}): Promise<LeaderboardResponse> {
  return ctx.services.leaderboard.list(input);
}
