import type { PuzzleDayStatus } from '@cinema/shared';
import type { PlayerContext } from '../../trpc/procedures';

/** The player's standing on today's puzzle: whether their next daily game is practice. */
export async function dayStatusHandler({ ctx }: { ctx: PlayerContext }): Promise<PuzzleDayStatus> {
  return ctx.services.games.dayStatus(ctx.playerKey, { firstContact: ctx.firstContact });
}
