/**
 * Turns stored games and links into the entities of SPEC §3. Actors and movies come from the
 * movie database port, which reads any this instance does not hold yet from the database
 * (DESIGN §13), so the answer never depends on which instance serves it.
 */
import type { Actor, ChainLink, Game, Movie } from '@cinema/shared';
import type { MovieDatabase } from '../catalog/movie-database';
import type { ChainLinkRow, GameRow } from '../db/entities';

export class GameView {
  constructor(private readonly movieDatabase: MovieDatabase) {}

  /** The actors of these ids that exist; unknown ids are absent from the map. */
  async actors(ids: readonly number[]): Promise<Map<number, Actor>> {
    return this.movieDatabase.actorsByIds(ids);
  }

  /** The actors whose profile slug is `slug`, most credits first, as this instance holds them. */
  async actorsBySlug(slug: string): Promise<Actor[]> {
    return this.movieDatabase.actorsBySlug(slug);
  }

  async movies(ids: readonly number[]): Promise<Map<number, Movie>> {
    return this.movieDatabase.moviesByIds(ids);
  }

  /** A game hidden by moderation keeps its name stored (it may be shown again) but answers none. */
  async game(row: GameRow): Promise<Game> {
    const actors = await this.actors([row.startActorId, row.endActorId]);
    return {
      id: row.id,
      startActor: required(actors, row.startActorId, 'actor'),
      endActor: required(actors, row.endActorId, 'actor'),
      isDailyGame: Boolean(row.isDailyGame),
      playerName: row.isHidden ? null : row.playerName,
      isComplete: Boolean(row.isComplete),
      moveCount: row.moveCount,
      score: row.score,
      hintsUsed: row.hintsUsed ?? 0,
      archiveDay: row.archiveDay ?? null,
      isPractice: Boolean(row.isPractice),
    };
  }

  async chain(rows: readonly ChainLinkRow[]): Promise<ChainLink[]> {
    const [actors, movies] = await Promise.all([
      this.actors(rows.flatMap((l) => [l.actorId, l.nextActorId])),
      this.movies(rows.map((l) => l.movieId)),
    ]);
    return rows.map((l) => ({
      id: l.id,
      order: l.order,
      actor: { ...required(actors, l.actorId, 'actor'), billingPosition: l.actorBilling },
      movie: required(movies, l.movieId, 'movie'),
      nextActor: { ...required(actors, l.nextActorId, 'actor'), billingPosition: l.nextActorBilling },
    }));
  }
}

/** Foreign keys guarantee the row exists; a miss here is a broken database, not bad input. */
function required<T>(map: Map<number, T>, id: number, what: string): T {
  const found = map.get(id);
  if (!found) throw new Error(`${what} ${id} referenced by a game does not exist`);
  return found;
}
