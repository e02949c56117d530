/**
 * The leaderboard's orders (SPEC §9) and its entries. Connections: fewer first, ties by higher
 * score. Score: higher first, ties by fewer connections. Either way a full tie goes to the
 * earlier completion, then the lower game id, so pages never overlap or skip.
 */
import { scoreFromMoveCount, type LeaderboardEntry, type LeaderboardSort } from '@cinema/shared';

export type SortKey = 'moveCount' | 'score' | 'completedAt' | 'id';
export type SortDirection = 'ASC' | 'DESC';

export const leaderboardOrder: Record<LeaderboardSort, ReadonlyArray<readonly [SortKey, SortDirection]>> = {
  connections: [
    ['moveCount', 'ASC'],
    ['score', 'DESC'],
    ['completedAt', 'ASC'],
    ['id', 'ASC'],
  ],
  score: [
    ['score', 'DESC'],
    ['moveCount', 'ASC'],
    ['completedAt', 'ASC'],
    ['id', 'ASC'],
  ],
};

/** A completed game as the leaderboard reads it. */
export interface RankedGame {
  id: number;
  playerName: string | null;
  moveCount: number;
  score: number | null;
  completedAt: Date | null;
  hintsUsed: number;
  /** Never answered: only compared with the viewer's, to mark their own entries. */
  playerKey: string;
}

/**
 * Two entries compared in a sort order, as both engines order the columns: a missing score or
 * completion time (never on a completed game) sorts lowest.
 */
const sortValue = (game: RankedGame, key: SortKey): number =>
  key === 'completedAt' ? (game.completedAt?.getTime() ?? -Infinity) : (game[key] ?? -Infinity);
const comparing =
  (sort: LeaderboardSort) =>
  (a: RankedGame, b: RankedGame): number => {
    for (const [key, direction] of leaderboardOrder[sort]) {
      const [x, y] = [sortValue(a, key), sortValue(b, key)];
      if (x !== y) return x < y === (direction === 'ASC') ? -1 : 1;
    }
    return 0;
  };

/** `Array.sort` comparators that put entries in each sort order, as the database does. */
export const inOrder: Record<LeaderboardSort, (a: RankedGame, b: RankedGame) => number> = {
  connections: comparing('connections'),
  score: comparing('score'),
};

/** The entries of a board that share a move count and a score. */
export interface FigureGroup {
  moveCount: number;
  score: number | null;
  games: number;
}

/**
 * How many entries of a board, given as its figure groups, come strictly before an entry's
 * figures in `sort`'s order: its rank is one more (entries with the same figures share a rank).
 * A group without a score is ahead of nothing on score, as NULL compares in SQL.
 */
export function entriesAhead(
  groups: readonly FigureGroup[],
  sort: LeaderboardSort,
  figures: { moveCount: number; score: number },
): number {
  let ahead = 0;
  for (const { moveCount, score, games } of groups) {
    const higher = score !== null && score > figures.score;
    const same = score !== null && score === figures.score;
    const isAhead =
      sort === 'connections'
        ? moveCount < figures.moveCount || (moveCount === figures.moveCount && higher)
        : higher || (same && moveCount < figures.moveCount);
    if (isAhead) ahead += games;
  }
  return ahead;
}

/**
 * Standard competition ranks of a page that starts after `offset` entries of its board: an
 * entry with the same score and connections as the one before shares its rank (1, 1, 3), any
 * other ranks at its place. `firstRank` is the rank of the page's first entry (below its place
 * when it ties with the page before).
 */
export function ranksOf(
  games: ReadonlyArray<{ moveCount: number; score: number }>,
  offset: number,
  firstRank = offset + 1,
): number[] {
  const ranks: number[] = [];
  games.forEach((game, at) => {
    const before = games[at - 1];
    const tied = before !== undefined && before.moveCount === game.moveCount && before.score === game.score;
    ranks.push(at === 0 ? firstRank : tied ? ranks[at - 1]! : offset + at + 1);
  });
  return ranks;
}

/** What an entry shows of its own game: these fields of the answered entry, always present. */
export type RankedFigures = Required<
  Pick<LeaderboardEntry, 'id' | 'playerName' | 'moveCount' | 'score' | 'completedAt' | 'hintsUsed'>
>;

/** The entry's own figures: a missing score falls back to the score of its move count (SPEC §9). */
export function rankedFigures(game: RankedGame): RankedFigures {
  return {
    id: game.id,
    playerName: game.playerName,
    moveCount: game.moveCount,
    score: game.score ?? scoreFromMoveCount(game.moveCount),
    completedAt: game.completedAt ? game.completedAt.toISOString() : null,
    hintsUsed: game.hintsUsed,
  };
}
