import type { RestRoute } from './route';
import { catalogRoutes } from './catalog.routes';
import { settingsRoutes } from './settings.routes';
import { gameRoutes } from './game.routes';
import { leaderboardRoutes } from './leaderboard.routes';
import { recapRoutes } from './recap.routes';
import { profileRoutes } from './profile.routes';
import { adminRoutes } from './admin.routes';

/** Every REST path of SPEC §7 served so far, grouped by domain. */
export const restRoutes: readonly RestRoute[] = [
  ...catalogRoutes,
  ...settingsRoutes,
  ...gameRoutes,
  ...leaderboardRoutes,
  ...recapRoutes,
  ...profileRoutes,
  ...adminRoutes,
];
