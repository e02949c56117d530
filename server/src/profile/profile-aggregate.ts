/**
 * An actor's profile figures (DESIGN §8), as plain functions of the links that contain the
 * actor in completed, visible games. Games appeared = distinct games; total connections = links;
 * points earned = the actor's own billing bonus summed over those links; co-stars = the other
 * actor of each link; movies = each link's movie. Rankings: most first, ties to the lower id.
 */
import { billingBonus } from '@cinema/shared';

/** Co-stars and movies a profile lists at most. */
export const PROFILE_CO_STARS_MAX = 10;
const PROFILE_MOVIES_MAX = 10;
/** Films of the catalog a profile lists at most: a long career is a page, not a catalog. */
export const PROFILE_FILMOGRAPHY_MAX = 12;

export interface ProfileLink {
  gameId: number;
  actorId: number;
  movieId: number;
  nextActorId: number;
  actorBilling: number | null;
  nextActorBilling: number | null;
  completedAt: Date;
}

export interface ProfileFigures {
  totalGamesAppeared: number;
  totalConnections: number;
  lastGameAt: Date | null;
  totalPointsContributed: number;
  topCoStars: { actorId: number; connectionCount: number }[];
  popularMovies: { movieId: number; usageCount: number }[];
}

export function aggregateProfile(actorId: number, links: readonly ProfileLink[]): ProfileFigures {
  const games = new Set<number>();
  const coStars = new Map<number, number>();
  const movies = new Map<number, number>();
  let lastGameAt: Date | null = null;
  let points = 0;
  for (const link of links) {
    const isActor = link.actorId === actorId;
    games.add(link.gameId);
    if (!lastGameAt || link.completedAt > lastGameAt) lastGameAt = link.completedAt;
    points += billingBonus(isActor ? link.actorBilling : link.nextActorBilling);
    const coStar = isActor ? link.nextActorId : link.actorId;
    coStars.set(coStar, (coStars.get(coStar) ?? 0) + 1);
    movies.set(link.movieId, (movies.get(link.movieId) ?? 0) + 1);
  }
  return {
    totalGamesAppeared: games.size,
    totalConnections: links.length,
    lastGameAt,
    totalPointsContributed: points,
    topCoStars: top(coStars, PROFILE_CO_STARS_MAX).map(([id, count]) => ({ actorId: id, connectionCount: count })),
    popularMovies: top(movies, PROFILE_MOVIES_MAX).map(([id, count]) => ({ movieId: id, usageCount: count })),
  };
}

function top(counts: Map<number, number>, max: number): [number, number][] {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, max);
}
