import type { RestRoute } from './route';

export const settingsRoutes: readonly RestRoute[] = [];
