/**
 * The client's routes of SPEC §2 (and the archive of past daily pairs), in react-router's pattern syntax. The client's router
 * declares these, and the server's page fallback answers 200 for them and 404 otherwise.
 */
export const clientPaths = {
  game: '/',
  leaderboard: '/leaderboard',
  dailyRecap: '/daily-recap',
  actorProfile: '/actors/:actorName?',
  about: '/about',
  privacy: '/privacy',
  admin: '/control-sys-panel-7831',
  movieDatabaseTest: '/tmdb-test',
  /** Past daily pairs, each playable again unranked. */
  archive: '/archive',
  /** One past daily pair's own game, by its puzzle number (its own game state, apart from today's). */
  archivePuzzle: '/archive/:puzzle',
} as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A pattern as a regular expression for a known page. A parameter, optional or not, must be
 * present: a profile path without a name renders the page's invalid-name state, not a page.
 * A trailing slash is allowed.
 */
function patternToRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return segments.length === 0 ? /^\/$/ : new RegExp(`^/${segments.join('/')}/?$`);
}

// Built on first use: a top-level call would keep this in the client's first load, which never asks.
let clientRoutePatterns: RegExp[] | undefined;

/** Whether a path (without its query string) is one of the client's pages. */
export function isClientRoute(pathname: string): boolean {
  clientRoutePatterns ??= Object.values(clientPaths).map(patternToRegExp);
  return clientRoutePatterns.some((pattern) => pattern.test(pathname));
}
