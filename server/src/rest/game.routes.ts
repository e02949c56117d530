import type { RestRoute } from './route';

export const gameRoutes: readonly RestRoute[] = [];
