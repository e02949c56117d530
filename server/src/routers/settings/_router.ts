/** The settings procedures: today's pair, the settings the client polls, and the site's facts. */
import { dailyPuzzleSchema, gameSettingsSchema, siteInfoSchema } from '@cinema/shared';
import { publicProcedure } from '../../trpc/procedures';
import { parser } from '../../trpc/parser';
import { router } from '../../trpc/trpc';
import { dailyActorsHandler } from './daily-actors.handler';
import { gameSettingsHandler } from './game-settings.handler';
import { siteInfoHandler } from './site-info.handler';

export const settingsRouter = router({
  gameSettings: publicProcedure.output(parser(gameSettingsSchema)).query(gameSettingsHandler),
  /** Today's pair, with its par, number of optimal chains and puzzle number. */
  dailyActors: publicProcedure.output(parser(dailyPuzzleSchema)).query(dailyActorsHandler),
  siteInfo: publicProcedure.output(parser(siteInfoSchema)).query(siteInfoHandler),
});
