import type { DailyPuzzle } from '@cinema/shared';
import type { Context } from '../../trpc/context';

/**
 * Today's start and end actors (each null when it cannot be resolved), with par and the puzzle
 * number; from memory while the settings row and the UTC day stay the same.
 */
export async function dailyActorsHandler({ ctx }: { ctx: Context }): Promise<DailyPuzzle> {
  const { dailyPair, par } = ctx.services;
  return dailyPair.remembered('dailyPuzzle', () => par.dailyPuzzle());
}
