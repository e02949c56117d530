import { describe, expect, it } from 'vitest';
import { leaderboardOrder, rankedFigures } from './leaderboard-order';

describe('leaderboard orders (SPEC §9)', () => {
  it('connections: fewer first, ties by higher score, then earlier completion, then id', () => {
    expect(leaderboardOrder.connections).toEqual([
      ['moveCount', 'ASC'],
      ['score', 'DESC'],
      ['completedAt', 'ASC'],
      ['id', 'ASC'],
    ]);
  });

  it('score: higher first, ties by fewer connections, then earlier completion, then id', () => {
    expect(leaderboardOrder.score).toEqual([
      ['score', 'DESC'],
      ['moveCount', 'ASC'],
      ['completedAt', 'ASC'],
      ['id', 'ASC'],
    ]);
  });
});

describe('an entry', () => {
  it('answers the stored name (null stays null), the completion time as ISO text and the hints used', () => {
    const completedAt = new Date('2026-05-01T10:00:00.000Z');
    expect(rankedFigures({ id: 4, playerName: null, moveCount: 3, score: 77, completedAt, hintsUsed: 2 })).toEqual({
      id: 4,
      playerName: null,
      moveCount: 3,
      score: 77,
      completedAt: '2026-05-01T10:00:00.000Z',
      hintsUsed: 2,
    });
  });

  it('a missing score falls back to the score of the move count', () => {
    // 3 connections: 100 - 20 * 2 = 60; 1 connection: 100 + 25.
    expect(
      rankedFigures({ id: 1, playerName: 'A', moveCount: 3, score: null, completedAt: null, hintsUsed: 0 }).score,
    ).toBe(60);
    expect(
      rankedFigures({ id: 1, playerName: 'A', moveCount: 1, score: null, completedAt: null, hintsUsed: 0 }).score,
    ).toBe(125);
  });
});
