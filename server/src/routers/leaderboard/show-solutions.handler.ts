import type { PuzzleDayStatus } from '@cinema/shared';
import type { PlayerContext } from '../../trpc/procedures';

/** Today's solutions for this player, at the price of their ranked game of the day (DESIGN §5). */
export async function showSolutionsHandler({ ctx }: { ctx: PlayerContext }): Promise<PuzzleDayStatus> {
  return ctx.services.games.showSolutions(ctx.playerKey);
}
