/**
 * The games the public side ranks and sums up (leaderboard, recap, an archive day's best score):
 * completed daily games that moderation has not hidden (DESIGN §8). Columns of `games` aliased
 * `g`, booleans as 1/0 (both engines store them so, and SQLite cannot bind a boolean). Written
 * with column names, it serves raw SQL and TypeORM's query builder alike.
 */
export const RANKED_GAME = 'g.is_daily_game = 1 AND g.is_complete = 1 AND g.is_hidden = 0';
