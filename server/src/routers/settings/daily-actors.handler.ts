import type { DailyActors } from '@cinema/shared';
import type { Context } from '../../trpc/context';

/** Today's start and end actors; each null when it cannot be resolved. */
export async function dailyActorsHandler({ ctx }: { ctx: Context }): Promise<DailyActors> {
  return ctx.services.dailyPair.dailyActors();
}
