/**
 * The leaderboard's reads: one pair's completed, visible daily games, paged straight from the
 * index of each sort order (migration PublicReadSide), never sorted in memory.
 */
import { RANKED_GAME } from '../db/ranked-games';
import { In, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { LeaderboardSort } from '@cinema/shared';
import { ChainLinkEntity, GameEntity, type ChainLinkRow, type GameRow } from '../db/entities';
import type { ActorPair } from '../daily-pair/daily-pair-service';
import { leaderboardOrder, type RankedGame } from './leaderboard-order';

const columnOf = { moveCount: 'g.moveCount', score: 'g.score', completedAt: 'g.completedAt', id: 'g.id' } as const;

export class LeaderboardStore {
  private readonly games: Repository<GameRow>;
  private readonly links: Repository<ChainLinkRow>;

  constructor(db: DataSource) {
    this.games = db.getRepository(GameEntity);
    this.links = db.getRepository(ChainLinkEntity);
  }

  async page(pair: ActorPair, sort: LeaderboardSort, offset: number, limit: number): Promise<RankedGame[]> {
    let query = this.ranked(pair);
    for (const [key, direction] of leaderboardOrder[sort]) query = query.addOrderBy(columnOf[key], direction);
    return query.offset(offset).limit(limit).getMany();
  }

  count(pair: ActorPair): Promise<number> {
    return this.ranked(pair).getCount();
  }

  /** One game, if it is on this pair's leaderboard. */
  async one(pair: ActorPair, gameId: number): Promise<RankedGame | null> {
    return this.ranked(pair).andWhere('g.id = :gameId', { gameId }).getOne();
  }

  /** The links of these games, each game's in order. */
  linksOf(gameIds: readonly number[]): Promise<ChainLinkRow[]> {
    if (gameIds.length === 0) return Promise.resolve([]);
    return this.links.find({ where: { gameId: In([...gameIds]) }, order: { gameId: 'ASC', order: 'ASC' } });
  }

  /**
   * Hints used by these games (issue 9), read by primary key so the page's query stays answered
   * from its covering index, sort included.
   */
  async hintsUsedOf(gameIds: readonly number[]): Promise<Map<number, number>> {
    if (gameIds.length === 0) return new Map();
    const rows = await this.games.find({ select: { id: true, hintsUsed: true }, where: { id: In([...gameIds]) } });
    return new Map(rows.map((r) => [r.id, r.hintsUsed ?? 0]));
  }

  private ranked(pair: ActorPair): SelectQueryBuilder<GameRow> {
    return this.games
      .createQueryBuilder('g')
      .select(['g.id', 'g.playerName', 'g.moveCount', 'g.score', 'g.completedAt'])
      .where('g.startActorId = :start AND g.endActorId = :end', { start: pair.startActorId, end: pair.endActorId })
      .andWhere(RANKED_GAME);
  }
}
