/**
 * Games and chain links in the database: everything a game is lives here, so a restart or a
 * second instance loses nothing (DESIGN §13). Writes that race are made safe by the database
 * itself: the unique (game, order) key and conditional updates, not by in-process locks.
 */
import type { DataSource, ObjectLiteral, Repository } from 'typeorm';
import { GameEntity, type ChainLinkRow, type GameRow } from '../db/entities';
import { isDuplicateKeyError } from '../db/duplicate-key';

export type NewGame = Pick<GameRow, 'startActorId' | 'endActorId' | 'isDailyGame' | 'playerKey'> &
  Partial<Pick<GameRow, 'archiveDay' | 'startedDay'>>;
export type NewLink = Pick<
  ChainLinkRow,
  'gameId' | 'order' | 'actorId' | 'movieId' | 'nextActorId' | 'actorBilling' | 'nextActorBilling'
>;

export class GameStore {
  private readonly games: Repository<GameRow>;

  constructor(private readonly db: DataSource) {
    this.games = db.getRepository(GameEntity);
  }

  async insertGame(game: NewGame): Promise<number> {
    const result = await this.games.insert({
      ...game,
      playerName: null,
      nameSaved: false,
      isComplete: false,
      moveCount: 0,
      score: null,
      hintsUsed: 0,
      hints: null,
    });
    return Number(result.identifiers[0]!.id);
  }

  findGame(id: number): Promise<GameRow | null> {
    return this.games.findOneBy({ id });
  }

  /**
   * The chain of a game, in order: one statement on the (game, order) key, written by hand (the
   * hot path of every added connection; the query builder cost more than the query).
   */
  async chainOf(gameId: number): Promise<ChainLinkRow[]> {
    const rows = (await this.db.query(
      'SELECT id, link_order, actor_id, movie_id, next_actor_id, actor_billing, next_actor_billing, created_at' +
        ' FROM chain_links WHERE game_id = ? ORDER BY link_order',
      [gameId],
    )) as ObjectLiteral[];
    return rows.map((r) => ({
      id: Number(r.id),
      gameId,
      order: Number(r.link_order),
      actorId: Number(r.actor_id),
      movieId: Number(r.movie_id),
      nextActorId: Number(r.next_actor_id),
      actorBilling: r.actor_billing === null ? null : Number(r.actor_billing),
      nextActorBilling: r.next_actor_billing === null ? null : Number(r.next_actor_billing),
      createdAt: dateOf(r.created_at),
    }));
  }

  /**
   * Inserts a link: its id, or 'taken' when another link already holds that order (a concurrent
   * submission won). The new row is the one given, so the caller need not read it back.
   */
  async insertLink(link: NewLink): Promise<{ id: number } | 'taken'> {
    try {
      // By hand like `chainOf`; `created_at` takes its column default. The id comes with the driver's answer.
      const raw: unknown = await this.db.query(
        'INSERT INTO chain_links (game_id, link_order, actor_id, movie_id, next_actor_id, actor_billing, next_actor_billing)' +
          ' VALUES (?, ?, ?, ?, ?, ?, ?)',
        [
          link.gameId,
          link.order,
          link.actorId,
          link.movieId,
          link.nextActorId,
          link.actorBilling,
          link.nextActorBilling,
        ],
      );
      return { id: insertedId(raw) };
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

/** The id of an inserted row from the driver's answer: SQLite's last row id, MySQL's insertId. */
function insertedId(raw: unknown): number {
  const id = typeof raw === 'object' && raw !== null ? (raw as { insertId?: unknown }).insertId : raw;
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error('the database gave no id for the inserted link');
  return value;
}

/** A timestamp as either driver gives it: a Date (MySQL) or UTC text (SQLite, as TypeORM writes it). */
function dateOf(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}
