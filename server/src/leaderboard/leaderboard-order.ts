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
