import { describe, expect, it } from 'vitest';
import { aggregateProfile, PROFILE_CO_STARS_MAX, type ProfileLink } from './profile-aggregate';

const link = (
  gameId: number,
  actorId: number,
  movieId: number,
  nextActorId: number,
  actorBilling: number | null,
  nextActorBilling: number | null,
  completedAt = '2026-05-01T10:00:00Z',
): ProfileLink => ({
  gameId,
  actorId,
  movieId,
  nextActorId,
  actorBilling,
  nextActorBilling,
  completedAt: new Date(completedAt),
});

describe("an actor's profile figures", () => {
  // Actor 7 in three games: twice in game 1 (arriving, then leaving), once in games 2 and 3.
  const links = [
    link(1, 3, 100, 7, 2, 25), // arrives billed 25: counts 20 (the cap)
    link(1, 7, 101, 4, 1, 2), // leaves billed 1
    link(2, 7, 100, 3, null, 1, '2026-05-03T09:00:00Z'), // unknown billing: 0
    link(3, 5, 102, 7, 1, 4, '2026-05-02T09:00:00Z'),
  ];
  const figures = aggregateProfile(7, links);

  it('counts distinct games, links, the latest completion and its own capped billing bonus', () => {
    expect(figures).toMatchObject({
      totalGamesAppeared: 3,
      totalConnections: 4,
      lastGameAt: new Date('2026-05-03T09:00:00Z'),
      totalPointsContributed: 20 + 1 + 0 + 4,
    });
  });

  it('co-stars are the other actor of each link; movies each link movie; most first, then the lower id', () => {
    expect(figures.topCoStars).toEqual([
      { actorId: 3, connectionCount: 2 },
      { actorId: 4, connectionCount: 1 },
      { actorId: 5, connectionCount: 1 },
    ]);
    expect(figures.popularMovies).toEqual([
      { movieId: 100, usageCount: 2 },
      { movieId: 101, usageCount: 1 },
      { movieId: 102, usageCount: 1 },
    ]);
  });

  it('lists at most ten co-stars', () => {
    const many = Array.from({ length: 12 }, (_, i) => link(i + 1, 7, 100 + i, 20 + i, 1, 1));
    expect(aggregateProfile(7, many).topCoStars).toHaveLength(PROFILE_CO_STARS_MAX);
  });

  it('no links: nothing appeared', () => {
    expect(aggregateProfile(7, [])).toMatchObject({ totalGamesAppeared: 0, totalConnections: 0, lastGameAt: null });
  });
});
