/**
 * Games and chain links in the database: everything a game is lives here, so a restart or a
 * second instance loses nothing (DESIGN §13). Writes that race are made safe by the database
 * itself: the unique (game, order) key and conditional updates, not by in-process locks.
 */
import type { DataSource, Repository } from 'typeorm';
import { ChainLinkEntity, GameEntity, type ChainLinkRow, type GameRow } from '../db/entities';
import { isDuplicateKeyError } from '../db/duplicate-key';

export type NewGame = Pick<GameRow, 'startActorId' | 'endActorId' | 'isDailyGame' | 'playerKey'>;
export type NewLink = Pick<
  ChainLinkRow,
  'gameId' | 'order' | 'actorId' | 'movieId' | 'nextActorId' | 'actorBilling' | 'nextActorBilling'
>;

export class GameStore {
  private readonly games: Repository<GameRow>;
  private readonly links: Repository<ChainLinkRow>;

  constructor(db: DataSource) {
    this.games = db.getRepository(GameEntity);
    this.links = db.getRepository(ChainLinkEntity);
  }

  async insertGame(game: NewGame): Promise<number> {
    const result = await this.games.insert({
      ...game,
      playerName: null,
      nameSaved: false,
      isComplete: false,
      moveCount: 0,
      score: null,
    });
    return Number(result.identifiers[0]!.id);
  }

  findGame(id: number): Promise<GameRow | null> {
    return this.games.findOneBy({ id });
  }

  /** The chain of a game, in order. */
  chainOf(gameId: number): Promise<ChainLinkRow[]> {
    return this.links.find({ where: { gameId }, order: { order: 'ASC' } });
  }

  /** Inserts a link; 'taken' when another link already holds that order (a concurrent submission won). */
  async insertLink(link: NewLink): Promise<'inserted' | 'taken'> {
    try {
      // No entity update: that would cost a SELECT on MySQL, and the caller re-reads the chain anyway.
      await this.links.createQueryBuilder().insert().values(link).updateEntity(false).execute();
      return 'inserted';
    } catch (error) {
      if (isDuplicateKeyError(error)) return 'taken';
      throw error;
    }
  }

  /** Marks the game complete unless it already is; false when another request completed it first. */
  async complete(
    id: number,
    result: { moveCount: number; score: number; completedAt: Date; completedDay: string },
  ): Promise<boolean> {
    const update = await this.games.update({ id, isComplete: false }, { isComplete: true, ...result });
    return (update.affected ?? 0) > 0;
  }

  /** Saves the name once: false when the game is not complete or a name was saved first. */
  async saveName(id: number, playerName: string | null): Promise<boolean> {
    const update = await this.games.update({ id, isComplete: true, nameSaved: false }, { playerName, nameSaved: true });
    return (update.affected ?? 0) > 0;
  }
}
