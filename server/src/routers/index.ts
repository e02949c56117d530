/** The app router: one router per domain (STYLE: tRPC's fastify example). */
import { router, createCallerFactory } from '../trpc/trpc';
import { catalogRouter } from './catalog/_router';
import { settingsRouter } from './settings/_router';
import { gameRouter } from './game/_router';
import { leaderboardRouter } from './leaderboard/_router';
import { recapRouter } from './recap/_router';
import { profileRouter } from './profile/_router';
import { adminRouter } from './admin/_router';
import { archiveRouter } from './archive/_router';
import { statsRouter } from './stats/_router';

export const appRouter = router({
  catalog: catalogRouter,
  settings: settingsRouter,
  game: gameRouter,
  leaderboard: leaderboardRouter,
  recap: recapRouter,
  profile: profileRouter,
  admin: adminRouter,
  archive: archiveRouter,
  stats: statsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
