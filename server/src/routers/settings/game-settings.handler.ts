import type { GameSettings } from '@cinema/shared';
import type { Context } from '../../trpc/context';

export async function gameSettingsHandler({ ctx }: { ctx: Context }): Promise<GameSettings> {
  return ctx.services.dailyPair.settings();
}
