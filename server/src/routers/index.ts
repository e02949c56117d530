/** The app router: one router per domain (STYLE: tRPC's fastify example). */
import { router, createCallerFactory } from './trpc';
import { catalogRouter } from '../routers/catalog/_router';
import { settingsRouter } from '../routers/settings/_router';
import { gameRouter } from '../routers/game/_router';
import { leaderboardRouter } from '../routers/leaderboard/_router';
import { recapRouter } from '../routers/recap/_router';
import { profileRouter } from '../routers/profile/_router';
import { adminRouter } from '../routers/admin/_router';
import { archiveRouter } from '../routers/archive/_router';
import { statsRouter } from '../routers/stats/_router';

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
