/**
 * The leaderboard's reads: one pair's completed, visible daily games, paged straight from the
 * index of each sort order (migration PublicReadSide), never sorted in memory. Written by hand
 * on DirectSql, as the game's hot statements are: for a page of 100 entries the query builder's
 * building and hydration cost more than the query.
 */
import type { LeaderboardSort } from '@cinema/shared';
import { In, type DataSource, type ObjectLiteral, type Repository } from 'typeorm';
import { DirectSql } from '../db/direct-sql';
import { ChainLinkEntity, type ChainLinkRow } from '../db/entities';
import { RANKED_GAME } from '../db/ranked-games';
import { dateOf, nullableNum, num } from '../db/sql-values';
import type { ActorPair } from '../daily-pair/pair-rules';
import { inOrder, leaderboardOrder, type FigureGroup, type RankedGame, type SortKey } from './leaderboard-order';

const columnOf: Record<SortKey, string> = {
  moveCount: 'g.move_count',
  score: 'g.score',
  completedAt: 'g.completed_at',
  id: 'g.id',
};

/**
 * Neither leaderboard index holds the player's name, so each entry's row is read anyway: the
 * hints it used come with it, the order and the range still from the index.
 */
const RANKED_COLUMNS = 'g.id, g.player_name, g.move_count, g.score, g.completed_at, g.hints_used, g.player_key';
const OF_PAIR = `g.start_actor_id = ? AND g.end_actor_id = ? AND ${RANKED_GAME}`;
/** The ranked games of one pair: `FROM … WHERE …`, its start and end actor bound in that order. */
const BOARD = `FROM games g WHERE ${OF_PAIR}`;
const indexOf: Record<LeaderboardSort, string> = {
  connections: 'idx_games_leaderboard_connections',
  score: 'idx_games_leaderboard_score',
};
/**
 * The board read through the index of one sort order, named: MariaDB, misled by the statistics
 * of the single-column indexes on start_actor_id and is_hidden, counted the board and read its
 * pages by intersecting three indexes (a million entries of is_hidden = 0 among them) and
 * sorting the result. SQLite fails the statement if the index is gone rather than scan.
 */
const boardThrough = (sort: LeaderboardSort, mysql: boolean) =>
  `FROM games g ${mysql ? `FORCE INDEX (${indexOf[sort]})` : `INDEXED BY ${indexOf[sort]}`} WHERE ${OF_PAIR}`;
/**
 * A page of the leaderboard in one order. The page's ids are found in the sort order's index
 * alone (every column the inner query names is in it, the id too), so the entries before the
 * page are stepped over in the index and never read from the table; only the page's own rows
 * are then read, by primary key. Read whole, each entry skipped by OFFSET cost MySQL a row
 * lookup. The rows come back in no set order: `inOrder` puts them in the page's.
 */
const pageIn = (sort: LeaderboardSort, mysql: boolean) => {
  const order = leaderboardOrder[sort].map(([key, direction]) => `${columnOf[key]} ${direction}`).join(', ');
  return (
    `SELECT ${RANKED_COLUMNS} FROM (SELECT g.id ${boardThrough(sort, mysql)} ORDER BY ${order} LIMIT ? OFFSET ?) AS p` +
    ' JOIN games g ON g.id = p.id'
  );
};
export class LeaderboardStore {
  private readonly sql: DirectSql;
  private readonly links: Repository<ChainLinkRow>;
  private readonly statements: { page: Record<LeaderboardSort, string>; groups: string };

  constructor(db: DataSource) {
    this.sql = DirectSql.of(db);
    this.links = db.getRepository(ChainLinkEntity);
    const mysql = db.options.type === 'mysql';
    this.statements = {
      page: { connections: pageIn('connections', mysql), score: pageIn('score', mysql) },
      // In the index's own order, so that MariaDB counts each group as it walks rather than in a temporary table.
      groups:
        `SELECT g.move_count, g.score, COUNT(*) AS games ${boardThrough('connections', mysql)}` +
        ' GROUP BY g.move_count, g.score ORDER BY g.move_count ASC, g.score DESC',
    };
  }

  async page(pair: ActorPair, sort: LeaderboardSort, offset: number, limit: number): Promise<RankedGame[]> {
    const rows = await this.sql.rows(this.statements.page[sort], [pair.startActorId, pair.endActorId, limit, offset]);
    return rows.map(rankedGameOf).sort(inOrder[sort]);
  }

  /**
   * The board's entries counted by figures (move count and score): its total, and the rank of
   * any entry in either order, come from these few groups. One walk of the index, index-only.
   */
  async groups(pair: ActorPair): Promise<FigureGroup[]> {
    const rows = await this.sql.rows(this.statements.groups, [pair.startActorId, pair.endActorId]);
    return rows.map((r) => ({ moveCount: num(r.move_count), score: nullableNum(r.score), games: num(r.games) }));
  }

  /** One game, if it is on this pair's leaderboard. */
  async one(pair: ActorPair, gameId: number): Promise<RankedGame | null> {
    const [row] = await this.sql.rows(`SELECT ${RANKED_COLUMNS} ${BOARD} AND g.id = ?`, [
      pair.startActorId,
      pair.endActorId,
      gameId,
    ]);
    return row ? rankedGameOf(row) : null;
  }

  /** The links of these games, each game's in order. */
  linksOf(gameIds: readonly number[]): Promise<ChainLinkRow[]> {
    if (gameIds.length === 0) return Promise.resolve([]);
    return this.links.find({ where: { gameId: In([...gameIds]) }, order: { gameId: 'ASC', order: 'ASC' } });
  }
}

/** A row read with RANKED_COLUMNS. */
function rankedGameOf(r: ObjectLiteral): RankedGame {
  return {
    id: Number(r.id),
    playerName: r.player_name === null ? null : String(r.player_name),
    moveCount: Number(r.move_count),
    score: nullableNum(r.score),
    completedAt: r.completed_at === null ? null : dateOf(r.completed_at),
    hintsUsed: num(r.hints_used),
    playerKey: String(r.player_key),
  };
}
