/** The app router: one router per domain (STYLE: tRPC's fastify example). */
import { router, createCallerFactory } from './trpc';
import { catalogRouter } from '../routers/catalog/_router';
import { settingsRouter } from '../routers/settings/_router';
import { gameRouter } from '../routers/game/_router';

export const appRouter = router({
  catalog: catalogRouter,
  settings: settingsRouter,
  game: gameRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
