import type { LeaderboardInput, LeaderboardResponse } from '@cinema/shared';
import { viewerOf } from '../../leaderboard/leaderboard-service';
import type { PlayerContext } from '../../trpc/procedures';

/** A page of the current pair's leaderboard, or one entry (with its chain) when a gameId is given. */
export async function listHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: LeaderboardInput;
}): Promise<LeaderboardResponse> {
  const today = await ctx.services.games.dayStatus(ctx.playerKey, { firstContact: ctx.firstContact });
  return ctx.services.leaderboard.list(input, viewerOf(ctx.playerKey, today));
}
