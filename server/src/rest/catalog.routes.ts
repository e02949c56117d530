import type { RestRoute } from './route';

export const catalogRoutes: readonly RestRoute[] = [];
