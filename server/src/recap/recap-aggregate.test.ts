import { describe, expect, it } from 'vitest';
import {
  aggregateRecap,
  emptyRecap,
  pairOfDay,
  pathLengthDistribution,
  scoreDistribution,
  type RecapGame,
  type RecapLink,
} from './recap-aggregate';

const at = (time: string) => new Date(`2026-05-01T${time}Z`);
const game = (
  id: number,
  score: number,
  moveCount: number,
  time: string,
  playerName: string | null = null,
): RecapGame => ({
  id,
  score,
  moveCount,
  completedAt: at(time),
  playerName,
});
const link = (
  gameId: number,
  order: number,
  actorId: number,
  movieId: number,
  nextActorId: number,
  actorBilling: number | null = null,
  nextActorBilling: number | null = null,
): RecapLink => ({ gameId, order, actorId, movieId, nextActorId, actorBilling, nextActorBilling });

// Actors 1 (start) and 9 (end); bridges 2 "Bea", 3 "Al", 4 "Cid". Movies 10 (1990), 11 (1950), 12 (1950), 13 (no year).
const actors = new Map([
  [1, { name: 'Start', imageUrl: null }],
  [2, { name: 'Bea', imageUrl: 'bea.jpg' }],
  [3, { name: 'Al', imageUrl: null }],
  [4, { name: 'Cid', imageUrl: null }],
  [9, { name: 'End', imageUrl: null }],
]);
const movies = new Map([
  [10, { title: 'Ten', year: 1990, imageUrl: null }],
  [11, { title: 'Zeta', year: 1950, imageUrl: null }],
  [12, { title: 'Alpha', year: 1950, imageUrl: null }],
  [13, { title: 'Unknown year', year: null, imageUrl: null }],
]);

describe('the pair of a day', () => {
  it('is the most played pair; a tie goes to the pair whose latest game was started last', () => {
    const a = { startActorId: 1, endActorId: 2, games: 3, latestGameId: 10 };
    const b = { startActorId: 3, endActorId: 4, games: 5, latestGameId: 8 };
    const c = { startActorId: 5, endActorId: 6, games: 5, latestGameId: 9 };
    expect(pairOfDay([a, b])).toBe(b);
    expect(pairOfDay([a, b, c])).toBe(c);
    expect(pairOfDay([])).toBeNull();
  });
});

describe('score distribution', () => {
  it('counts ranges of 50 from 0 to the best score, empty ones included, percentages to one decimal', () => {
    expect(scoreDistribution([0, 49, 50, 176])).toEqual([
      { range: '0-49', count: 2, percentage: 50 },
      { range: '50-99', count: 1, percentage: 25 },
      { range: '100-149', count: 0, percentage: 0 },
      { range: '150-199', count: 1, percentage: 25 },
    ]);
    expect(scoreDistribution([10, 20, 30])).toEqual([{ range: '0-49', count: 3, percentage: 100 }]);
    // 1 of 3 = 33.333…% → 33.3; 2 of 3 → 66.7.
    expect(scoreDistribution([60, 70, 120]).map((r) => r.percentage)).toEqual([0, 66.7, 33.3]);
    expect(scoreDistribution([])).toEqual([]);
  });
});

describe('path length distribution', () => {
  it('counts games per move count, shortest first', () => {
    expect(pathLengthDistribution([3, 1, 3, 7])).toEqual([
      { moves: 1, count: 1 },
      { moves: 3, count: 2 },
      { moves: 7, count: 1 },
    ]);
  });

  it('past 10 lengths keeps the 10 most played, a tie going to the shorter', () => {
    // Lengths 1..12 once each, and 12 twice more: 12 (3 games) stays, then 1..9; 10 and 11 go.
    const moves = [...Array.from({ length: 12 }, (_, i) => i + 1), 12, 12];
    expect(pathLengthDistribution(moves).map((b) => b.moves)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 12]);
  });
});

describe('a day of games', () => {
  const games = [
    game(1, 120, 2, '08:00:00', 'Ann'),
    game(2, 120, 2, '07:00:00', 'Ben'), // same score and moves, earlier: best
    game(3, 120, 1, '09:00:00', null), // same score, fewer moves: better still
    game(4, 30, 4, '10:00:00', 'Dee'),
    game(5, 35, 4, '11:00:00', 'Eve'), // same moves as Dee, higher score: longest
  ];
  const links = [
    link(3, 0, 1, 10, 9, 1, 2),
    link(1, 0, 1, 11, 2, 1, 1),
    link(1, 1, 2, 10, 9, 3, 2),
    link(2, 0, 1, 12, 2, 1, 1),
    link(2, 1, 2, 10, 9, 2, 2),
    link(4, 0, 1, 11, 3, 1, 14),
    link(4, 1, 3, 12, 4, 2, 14),
    link(4, 2, 4, 13, 2, 1, 5),
    link(4, 3, 2, 10, 9, 1, 1),
    link(5, 3, 2, 10, 9, 1, 1),
    link(5, 0, 1, 11, 3, 1, 3),
    link(5, 1, 3, 12, 4, 2, 2),
    link(5, 2, 4, 13, 2, 1, 1),
  ];
  const recap = aggregateRecap({
    day: '2026-05-01',
    pair: { startActorId: 1, endActorId: 9 },
    games,
    links,
    actors,
    movies,
  });

  it('averages: score rounded, moves to one decimal', () => {
    // (120 * 3 + 30 + 35) / 5 = 85; (2 + 2 + 1 + 4 + 4) / 5 = 2.6.
    expect(recap).toMatchObject({ totalCompletions: 5, averageScore: 85, averageMoves: 2.6 });
    expect(recap.chainAnalysis).toEqual({ shortestPath: 1, averagePath: 2.6, longestPath: 4 });
  });

  it('best: highest score, then fewer moves, then earlier; longest: most moves, then higher score', () => {
    expect(recap.topScore).toMatchObject({ score: 120, moveCount: 1, playerName: null });
    expect(recap.topScore!.chain).toEqual([
      {
        actor: { name: 'Start', imageUrl: null },
        movie: { title: 'Ten', year: 1990, imageUrl: null },
        nextActor: { name: 'End', imageUrl: null },
      },
    ]);
    expect(recap.longestConnection).toMatchObject({ moveCount: 4, score: 35, playerName: 'Eve' });
    // Links arrive in any order; the chain is in link order.
    expect(recap.longestConnection!.chain.map((c) => c.movie.title)).toEqual(['Zeta', 'Alpha', 'Unknown year', 'Ten']);
  });

  it('best among equal score and moves is the earlier completion', () => {
    const two = aggregateRecap({
      day: 'd',
      pair: { startActorId: 1, endActorId: 9 },
      games: games.slice(0, 2),
      links,
      actors,
      movies,
    });
    expect(two.topScore!.playerName).toBe('Ben');
  });

  it('movies: most used over all links, oldest by year with a tie going to the title', () => {
    // Ten: games 3, 1, 2, 4, 5 = 5 links.
    expect(recap.movieInsights.mostUsedMovie).toEqual({ title: 'Ten', year: 1990, imageUrl: null, usageCount: 5 });
    expect(recap.movieInsights.oldestMovie).toEqual({ title: 'Alpha', year: 1950, imageUrl: null });
  });

  it('bridge actors leave out the pair and count the links they are in; a tie goes to the name', () => {
    // Bea: game 1 (2 links), game 2 (2), game 4 (2), game 5 (2) = 8; Al: games 4, 5 = 4; Cid: 4.
    expect(recap.actorInsights.bridgeActors).toEqual([
      { id: 2, name: 'Bea', imageUrl: 'bea.jpg', connectionCount: 8 },
      { id: 3, name: 'Al', imageUrl: null, connectionCount: 4 },
      { id: 4, name: 'Cid', imageUrl: null, connectionCount: 4 },
    ]);
    expect(recap.actorInsights.mostPopularActor).toEqual({ name: 'Bea', imageUrl: 'bea.jpg', usageCount: 8 });
  });

  it('the deep cut is the largest billing seen; a tie goes to the name', () => {
    // 14 twice in game 4: Al (next actor of link 0) and Cid (next actor of link 1): Al first by name.
    expect(recap.actorInsights.deepCutActor).toEqual({ name: 'Al', imageUrl: null, lowestBilling: 14 });
  });

  it('no games is the empty recap', () => {
    expect(
      aggregateRecap({
        day: '2026-05-02',
        pair: { startActorId: 1, endActorId: 9 },
        games: [],
        links: [],
        actors,
        movies,
      }),
    ).toEqual(emptyRecap('2026-05-02'));
  });
});
