/**
 * The games the public side ranks and sums up (leaderboard, recap, profile, an archive day's
 * best score): completed daily games that moderation has not hidden and that are their
 * player's ranked game of the puzzle day, not practice (DESIGN §5, §8). Columns of `games`
 * aliased `g`, booleans as 1/0 (both engines store them so, and SQLite cannot bind a boolean).
 * Written with column names, it serves raw SQL and TypeORM's query builder alike.
 */
export const RANKED_GAME = 'g.is_daily_game = 1 AND g.is_complete = 1 AND g.is_hidden = 0 AND g.is_practice = 0';

/** One player's claim on one puzzle day's pair. */
export interface PuzzleClaim {
  playerKey: string;
  puzzleDay: string;
  startActorId: number;
  endActorId: number;
}

/**
 * The key of a player's ranked game of a puzzle day's pair, unique in `games.ranked_key`, so of
 * two games completed at once only one is ranked; also the key of their solution reveal.
 */
export function rankedKeyOf(claim: PuzzleClaim): string {
  return `${claim.puzzleDay}|${claim.startActorId}|${claim.endActorId}|${claim.playerKey}`;
}
