import type { DailyRecap, RecapInput } from '@cinema/shared';
import type { Context } from '../../trpc/context';

/** The recap of one game day (yesterday, UTC, when no date is given). */
export async function dailyHandler({ ctx, input }: { ctx: Context; input: RecapInput }): Promise<DailyRecap> {
  return ctx.services.recaps.daily(input.date);
}
