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
import { leaderboardOrder, type RankedGame, type SortKey } from './leaderboard-order';

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
/** The ranked games of one pair: `FROM … WHERE …`, its start and end actor bound in that order. */
const BOARD = `FROM games g WHERE g.start_actor_id = ? AND g.end_actor_id = ? AND ${RANKED_GAME}`;
/** A page of the leaderboard in one order, in the order of its index. */
const pageIn = (sort: LeaderboardSort) => {
  const order = leaderboardOrder[sort].map(([key, direction]) => `${columnOf[key]} ${direction}`).join(', ');
  return `SELECT ${RANKED_COLUMNS} ${BOARD} ORDER BY ${order} LIMIT ? OFFSET ?`;
};
const PAGE: Record<LeaderboardSort, string> = { connections: pageIn('connections'), score: pageIn('score') };

export class LeaderboardStore {
  private readonly sql: DirectSql;
  private readonly links: Repository<ChainLinkRow>;

  constructor(db: DataSource) {
    this.sql = DirectSql.of(db);
    this.links = db.getRepository(ChainLinkEntity);
  }

  async page(pair: ActorPair, sort: LeaderboardSort, offset: number, limit: number): Promise<RankedGame[]> {
    const rows = await this.sql.rows(PAGE[sort], [pair.startActorId, pair.endActorId, limit, offset]);
    return rows.map(rankedGameOf);
  }

  async count(pair: ActorPair): Promise<number> {
    const [row] = await this.sql.rows(`SELECT COUNT(*) AS total ${BOARD}`, [pair.startActorId, pair.endActorId]);
    return num(row?.total);
  }

  /**
   * How many entries of the board come strictly before a score and move count in `sort`'s
   * order: the entry's rank is one more (entries with the same figures share a rank).
   */
  async countAhead(pair: ActorPair, sort: LeaderboardSort, figures: { moveCount: number; score: number }) {
    const ahead =
      sort === 'connections'
        ? '(g.move_count < ? OR (g.move_count = ? AND g.score > ?))'
        : '(g.score > ? OR (g.score = ? AND g.move_count < ?))';
    const values =
      sort === 'connections'
        ? [figures.moveCount, figures.moveCount, figures.score]
        : [figures.score, figures.score, figures.moveCount];
    const [row] = await this.sql.rows(`SELECT COUNT(*) AS ahead ${BOARD} AND ${ahead}`, [
      pair.startActorId,
      pair.endActorId,
      ...values,
    ]);
    return num(row?.ahead);
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
