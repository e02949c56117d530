/**
 * Games and chain links in the database: everything a game is lives here, so a restart or a
 * second instance loses nothing (DESIGN §13). Writes that race are made safe by the database
 * itself: the unique (game, order) key and conditional updates, not by in-process locks.
 */
import type { DataSource, ObjectLiteral, Repository } from 'typeorm';
import { GameEntity, type ChainLinkRow, type GameRow } from '../db/entities';
import { isDuplicateKeyError } from '../db/duplicate-key';
import { dateOf, nullableNum } from '../db/sql-values';

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

  /** By hand, like the link writes: the repository's insert read the new row back, a second statement. */
  async insertGame(game: NewGame): Promise<number> {
    const raw: unknown = await this.db.query(
      'INSERT INTO games (start_actor_id, end_actor_id, is_daily_game, player_key, archive_day, started_day)' +
        ' VALUES (?, ?, ?, ?, ?, ?)',
      [
        game.startActorId,
        game.endActorId,
        game.isDailyGame ? 1 : 0,
        game.playerKey,
        game.archiveDay ?? null,
        game.startedDay ?? null,
      ],
    );
    return insertedId(raw, 'game');
  }

  /** One statement on the primary key, by hand: the repository's query builder cost more than the query. */
  async findGame(id: number): Promise<GameRow | null> {
    const [r] = (await this.db.query(
      'SELECT id, start_actor_id, end_actor_id, is_daily_game, player_key, player_name, name_saved, is_complete,' +
        ' move_count, score, created_at, completed_at, completed_day, is_hidden, hints_used, hints, archive_day,' +
        ' started_day FROM games WHERE id = ?',
      [id],
    )) as ObjectLiteral[];
    if (!r) return null;
    return {
      id: Number(r.id),
      startActorId: Number(r.start_actor_id),
      endActorId: Number(r.end_actor_id),
      isDailyGame: Boolean(Number(r.is_daily_game)),
      playerKey: String(r.player_key),
      playerName: r.player_name === null ? null : String(r.player_name),
      nameSaved: Boolean(Number(r.name_saved)),
      isComplete: Boolean(Number(r.is_complete)),
      moveCount: Number(r.move_count),
      score: nullableNum(r.score),
      createdAt: dateOf(r.created_at),
      completedAt: r.completed_at === null ? null : dateOf(r.completed_at),
      completedDay: r.completed_day === null ? null : String(r.completed_day),
      isHidden: Boolean(Number(r.is_hidden)),
      hintsUsed: Number(r.hints_used),
      hints: r.hints === null ? null : String(r.hints),
      archiveDay: r.archive_day === null ? null : String(r.archive_day),
      startedDay: r.started_day === null ? null : String(r.started_day),
    };
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
      return { id: insertedId(raw, 'link') };
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
function insertedId(raw: unknown, what: string): number {
  const id = typeof raw === 'object' && raw !== null ? (raw as { insertId?: unknown }).insertId : raw;
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`the database gave no id for the inserted ${what}`);
  return value;
}
