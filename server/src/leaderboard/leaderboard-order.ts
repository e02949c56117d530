/**
 * The leaderboard's orders (SPEC §9) and its entries. Connections: fewer first, ties by higher
 * score. Score: higher first, ties by fewer connections. Either way a full tie goes to the
 * earlier completion, then the lower game id, so pages never overlap or skip.
 */
import { scoreFromMoveCount, type LeaderboardSort } from '@cinema/shared';

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

/** The entry's own figures: a missing score falls back to the score of its move count (SPEC §9). */
export function rankedFigures(game: RankedGame) {
  return {
    id: game.id,
    playerName: game.playerName,
    moveCount: game.moveCount,
    score: game.score ?? scoreFromMoveCount(game.moveCount),
    completedAt: game.completedAt ? game.completedAt.toISOString() : null,
    hintsUsed: game.hintsUsed,
  };
}
