import { describe, expect, it } from 'vitest';
import { leaderboardOrder, rankedFigures, ranksOf } from './leaderboard-order';

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

const player = { playerKey: 'k' };

describe('an entry', () => {
  it('answers the stored name (null stays null), the completion time as ISO text and the hints used', () => {
    const completedAt = new Date('2026-05-01T10:00:00.000Z');
    expect(
      rankedFigures({ id: 4, playerName: null, moveCount: 3, score: 77, completedAt, hintsUsed: 2, ...player }),
    ).toEqual({
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
      rankedFigures({ id: 1, playerName: 'A', moveCount: 3, score: null, completedAt: null, hintsUsed: 0, ...player })
        .score,
    ).toBe(60);
    expect(
      rankedFigures({ id: 1, playerName: 'A', moveCount: 1, score: null, completedAt: null, hintsUsed: 0, ...player })
        .score,
    ).toBe(125);
  });
});

describe('ranks', () => {
  it('entries with the same score and connections share a rank, and the next rank skips past them', () => {
    const page = [
      { moveCount: 2, score: 90 },
      { moveCount: 2, score: 90 },
      { moveCount: 2, score: 80 },
      { moveCount: 3, score: 80 },
      { moveCount: 3, score: 80 },
      { moveCount: 3, score: 80 },
      { moveCount: 4, score: 70 },
    ];
    expect(ranksOf(page, 0)).toEqual([1, 1, 3, 4, 4, 4, 7]);
  });

  it('the same score with other connections is not a tie', () => {
    expect(
      ranksOf(
        [
          { moveCount: 2, score: 90 },
          { moveCount: 3, score: 90 },
        ],
        0,
      ),
    ).toEqual([1, 2]);
  });

  it('a later page starts at the rank it is given and ranks the others at their place', () => {
    // Page 2 of 10: its first entry (place 11) ties with entries from place 8 of page 1, so it
    // and its twin rank 8; the third entry, at place 13, ranks 13.
    const page = [
      { moveCount: 3, score: 60 },
      { moveCount: 3, score: 60 },
      { moveCount: 3, score: 55 },
    ];
    expect(ranksOf(page, 10, 8)).toEqual([8, 8, 13]);
  });
});
