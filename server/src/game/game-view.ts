/**
 * Turns stored games and links into the entities of SPEC §3. Actors and movies come from the
 * in-memory catalog index; anything it does not hold yet (e.g. cached from TMDB by another
 * instance) is read from the database, so the answer never depends on which instance serves it.
 */
import { In, type DataSource } from 'typeorm';
import type { Actor, ChainLink, Game, Movie } from '@cinema/shared';
import { ActorEntity, MovieEntity, type ChainLinkRow, type GameRow } from '../db/entities';

interface CatalogActor {
  id: number;
  tvdbId: string;
  name: string;
  imageUrl?: string | null;
}

interface CatalogMovie {
  id: number;
  tvdbId: string;
  title: string;
  year?: number | null;
  imageUrl?: string | null;
}

/** What the view needs of the catalog index. */
export interface CatalogLookup {
  actorById(id: number): CatalogActor | null | undefined;
  movieById(id: number): CatalogMovie | null | undefined;
}

const toActor = (a: CatalogActor): Actor => ({
  id: a.id,
  tvdbId: a.tvdbId,
  name: a.name,
  imageUrl: a.imageUrl ?? null,
});
const toMovie = (m: CatalogMovie): Movie => ({
  id: m.id,
  tvdbId: m.tvdbId,
  title: m.title,
  year: m.year ?? null,
  imageUrl: m.imageUrl ?? null,
});

export class GameView {
  constructor(
    private readonly db: DataSource,
    private readonly catalog: CatalogLookup,
  ) {}

  /** The actors of these ids that exist; unknown ids are absent from the map. */
  async actors(ids: readonly number[]): Promise<Map<number, Actor>> {
    const found = new Map<number, Actor>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const actor = this.catalog.actorById(id);
      if (actor) found.set(id, toActor(actor));
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const row of await this.db.getRepository(ActorEntity).findBy({ id: In(missing) }))
        found.set(row.id, toActor(row));
    }
    return found;
  }

  async movies(ids: readonly number[]): Promise<Map<number, Movie>> {
    const found = new Map<number, Movie>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const movie = this.catalog.movieById(id);
      if (movie) found.set(id, toMovie(movie));
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const row of await this.db.getRepository(MovieEntity).findBy({ id: In(missing) }))
        found.set(row.id, toMovie(row));
    }
    return found;
  }

  async game(row: GameRow): Promise<Game> {
    const actors = await this.actors([row.startActorId, row.endActorId]);
    return {
      id: row.id,
      startActor: required(actors, row.startActorId, 'actor'),
      endActor: required(actors, row.endActorId, 'actor'),
      isDailyGame: Boolean(row.isDailyGame),
      playerName: row.playerName,
      isComplete: Boolean(row.isComplete),
      moveCount: row.moveCount,
      score: row.score,
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
