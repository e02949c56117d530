import type { DailyPuzzle } from '@cinema/shared';
import type { Services } from '../../services';
import type { Context } from '../../trpc/context';

/**
 * Today's start and end actors (each null when it cannot be resolved), with par and the puzzle
 * number; from memory while the settings row and the UTC day stay the same. The first HTML of
 * every page carries the same answer (plugins/first-html.ts).
 */
export function todaysPuzzle({ dailyPair, par }: Pick<Services, 'dailyPair' | 'par'>): Promise<DailyPuzzle> {
  return dailyPair.remembered('dailyPuzzle', () => par.dailyPuzzle());
}

export async function dailyActorsHandler({ ctx }: { ctx: Context }): Promise<DailyPuzzle> {
  return todaysPuzzle(ctx.services);
}
