import { describe, expect, it } from 'vitest';
import { entriesAhead, inOrder, leaderboardOrder, rankedFigures, ranksOf, type RankedGame } from './leaderboard-order';

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

describe('entries put in a sort order (a page read in no set order)', () => {
  const at = (time: string) => new Date(`2026-05-01T${time}:00.000Z`);
  const game = (id: number, moveCount: number, score: number | null, completedAt: Date): RankedGame => ({
    id,
    playerName: null,
    moveCount,
    score,
    completedAt,
    hintsUsed: 0,
    ...player,
  });
  // Ties on every level: 1 and 2 share figures and time (the lower id first), 3 has them but
  // completed earlier, 4 has the same score with more connections, 5 fewer connections and a
  // lower score, 6 no score (lowest).
  const games = [
    game(2, 3, 80, at('10:00')),
    game(6, 2, null, at('09:00')),
    game(4, 4, 80, at('08:00')),
    game(1, 3, 80, at('10:00')),
    game(5, 2, 60, at('11:00')),
    game(3, 3, 80, at('09:30')),
  ];
  const ids = (sorted: RankedGame[]) => sorted.map((g) => g.id);

  it('connections: fewer first, then the higher score, the earlier completion, the lower id', () => {
    expect(ids([...games].sort(inOrder.connections))).toEqual([5, 6, 3, 1, 2, 4]);
  });

  it('score: higher first, then fewer connections, the earlier completion, the lower id', () => {
    expect(ids([...games].sort(inOrder.score))).toEqual([3, 1, 2, 4, 5, 6]);
  });
});

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

describe('entries ahead of a figure, from the board counted by figures', () => {
  // 2 moves/95: 4 games, 2/90: 1, 3/95: 2, 3/80: 5, 4/99: 3, and 2 games of 3 moves with no score.
  const groups = [
    { moveCount: 2, score: 95, games: 4 },
    { moveCount: 2, score: 90, games: 1 },
    { moveCount: 3, score: 95, games: 2 },
    { moveCount: 3, score: 80, games: 5 },
    { moveCount: 3, score: null, games: 2 },
    { moveCount: 4, score: 99, games: 3 },
  ];

  it('connections: every game with fewer moves, and those with as many and a higher score', () => {
    expect(entriesAhead(groups, 'connections', { moveCount: 2, score: 95 })).toBe(0);
    expect(entriesAhead(groups, 'connections', { moveCount: 2, score: 90 })).toBe(4);
    // 4 + 1 with 2 moves, 2 with 3 moves and 95.
    expect(entriesAhead(groups, 'connections', { moveCount: 3, score: 80 })).toBe(7);
    // Every game with 3 moves or fewer: 4 + 1 + 2 + 5 + 2.
    expect(entriesAhead(groups, 'connections', { moveCount: 4, score: 99 })).toBe(14);
  });

  it('score: every game with a higher score, and those with as high a score and fewer moves', () => {
    expect(entriesAhead(groups, 'score', { moveCount: 4, score: 99 })).toBe(0);
    expect(entriesAhead(groups, 'score', { moveCount: 2, score: 95 })).toBe(3);
    expect(entriesAhead(groups, 'score', { moveCount: 3, score: 95 })).toBe(7);
    // 3 + 4 + 2 + 1: the games without a score are ahead of nothing.
    expect(entriesAhead(groups, 'score', { moveCount: 3, score: 80 })).toBe(10);
    expect(entriesAhead(groups, 'score', { moveCount: 3, score: 0 })).toBe(15);
  });
});
