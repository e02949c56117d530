/** The settings procedures: today's pair, the settings the client polls, and the site's facts. */
import { dailyActorsSchema, gameSettingsSchema, siteInfoSchema } from '@cinema/shared';
import { publicProcedure, router } from '../../trpc/trpc';
import { dailyActorsHandler } from './daily-actors.handler';
import { gameSettingsHandler } from './game-settings.handler';
import { siteInfoHandler } from './site-info.handler';

export const settingsRouter = router({
  gameSettings: publicProcedure.output(gameSettingsSchema).query(gameSettingsHandler),
  dailyActors: publicProcedure.output(dailyActorsSchema).query(dailyActorsHandler),
  siteInfo: publicProcedure.output(siteInfoSchema).query(siteInfoHandler),
});
