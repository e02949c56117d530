import type { RestRoute } from './route';
import { catalogRoutes } from './catalog.routes';
import { settingsRoutes } from './settings.routes';
import { gameRoutes } from './game.routes';

/** Every REST path of SPEC §7 served so far, grouped by domain. */
export const restRoutes: readonly RestRoute[] = [...catalogRoutes, ...settingsRoutes, ...gameRoutes];
