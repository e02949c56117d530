/** The title and description of every page but the game's (./page-meta.ts), and of a path. */
import { gameMeta, type PageMeta, type Site } from './page-meta';
import { actorSlug, nameFromSlug } from './names';
import { clientPaths } from './routes';

/** The name a profile route's segment stands for, '' when it names nobody (SPEC §2's slug rule). */
export function profileNameOf(actorName: string | undefined): string {
  return actorName && actorSlug(actorName) ? nameFromSlug(actorSlug(actorName)) : '';
}

export const leaderboardMeta = ({ productName }: Site): PageMeta => ({
  title: `Leaderboard | ${productName}`,
  description: `The top ${productName} players for the current actor pair.`,
});

export const dailyRecapMeta = ({ productName }: Site): PageMeta => ({
  title: `Previous Cinema Connections | ${productName}`,
  description: `Statistics from yesterday's completed ${productName} games.`,
});
/** `name`: the profile's name by profileNameOf, '' for a segment that names nobody. */
export const actorProfileMeta = ({ productName }: Site, name: string): PageMeta =>
  name
    ? {
        title: `${name} | ${productName}`,
        description: `${name} in ${productName}: games appeared in, top co-stars and the movies players used to connect them.`,
      }
    : { title: `Invalid Actor Name | ${productName}`, description: `Actor profiles of ${productName}.` };

export const aboutMeta = ({ productName, podcastName }: Site): PageMeta => ({
  title: `About | ${productName}`,
  description: `${productName} began as a podcast conversation on ${podcastName}. Learn how to play and how to get in touch.`,
});

export const privacyMeta = ({ productName }: Site): PageMeta => ({
  title: `Privacy Policy | ${productName}`,
  description: `How ${productName} collects, uses and protects your information.`,
});

export const adminMeta = ({ productName }: Site): PageMeta => ({
  title: `Admin | ${productName}`,
  description: `${productName} administration.`,
});

export const movieDatabaseTestMeta = ({ productName }: Site): PageMeta => ({
  title: `Movie Database Test | ${productName}`,
  description: 'Test searches against the movie database.',
});

export const archiveMeta = ({ productName }: Site): PageMeta => ({
  title: `Archive | ${productName}`,
  description: `Every past ${productName} daily pair, with its par. Play any of them again.`,
});

export const archivePuzzleMeta = ({ productName }: Site, puzzle: string): PageMeta => ({
  title: `Puzzle #${puzzle} | ${productName}`,
  description: `A past ${productName} daily pair, played again unranked.`,
});

export const notFoundMeta = ({ productName }: Site): PageMeta => ({
  title: `404 Page Not Found | ${productName}`,
  description: "The page you're looking for doesn't exist or has been moved.",
});

/** The segment after `prefix/`, decoded as the client's router decodes it. */
function segmentAfter(pathname: string, prefix: string): string | null {
  const match = new RegExp(`^${prefix}/([^/]+)/?$`).exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}

/** The title and description of the page at `pathname` (without its query string). */
export function pageMetaOf(pathname: string, site: Site): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const fixed: Partial<Record<string, (site: Site) => PageMeta>> = {
    [clientPaths.game]: gameMeta,
    [clientPaths.leaderboard]: leaderboardMeta,
    [clientPaths.dailyRecap]: dailyRecapMeta,
    [clientPaths.about]: aboutMeta,
    [clientPaths.privacy]: privacyMeta,
    [clientPaths.admin]: adminMeta,
    [clientPaths.movieDatabaseTest]: movieDatabaseTestMeta,
    [clientPaths.archive]: archiveMeta,
  };
  const page = fixed[path];
  if (page) return page(site);
  const actorName = segmentAfter(path, '/actors');
  if (actorName !== null) return actorProfileMeta(site, profileNameOf(actorName));
  const puzzle = segmentAfter(path, '/archive');
  if (puzzle !== null) return archivePuzzleMeta(site, puzzle);
  return notFoundMeta(site);
}
