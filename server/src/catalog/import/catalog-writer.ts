/**
 * Bulk writes of an import, for either engine (DESIGN §3): multi-row inserts that leave
 * existing rows alone (or update a movie's facts in place), so a re-import or two instances
 * seeding at once converge on the same rows.
 */
import type { EntityManager } from 'typeorm';
import type { MovieDatabaseSource } from '../../db/entities';

export interface MovieValues {
  tvdbId: string;
  title: string;
  year: number | null;
  imageUrl: string | null;
}

export interface ActorValues {
  tvdbId: string;
  name: string;
  slug: string;
  imageUrl?: string | null;
}

export interface CreditValues {
  actorId: number;
  movieId: number;
  billingPosition: number | null;
}

/** Rows per statement: well under both engines' placeholder limits, and one cached statement shape. */
const ROWS_PER_STATEMENT = 500;

export class CatalogWriter {
  private readonly mysql: boolean;

  constructor(private readonly manager: EntityManager) {
    this.mysql = manager.connection.options.type === 'mysql';
  }

  /** Inserts new movies; a known movie takes the source's title, year and image. */
  async upsertMovies(movies: readonly MovieValues[], source: MovieDatabaseSource = 'catalog'): Promise<void> {
    const onConflict = this.mysql
      ? 'ON DUPLICATE KEY UPDATE title = VALUES(title), year = VALUES(year), image_url = VALUES(image_url)'
      : 'ON CONFLICT (tvdb_id) DO UPDATE SET title = excluded.title, year = excluded.year, image_url = excluded.image_url ' +
        'WHERE movies.title IS NOT excluded.title OR movies.year IS NOT excluded.year OR movies.image_url IS NOT excluded.image_url';
    await this.insertRows(
      'movies',
      ['tvdb_id', 'title', 'year', 'image_url', 'source'],
      movies,
      (m) => [m.tvdbId, m.title, m.year, m.imageUrl, source],
      onConflict,
    );
  }

  /** Inserts actors not stored yet; an actor's key is its name here, so there is nothing to update. */
  async insertActors(actors: readonly ActorValues[], source: MovieDatabaseSource = 'catalog'): Promise<void> {
    const onConflict = this.mysql ? 'ON DUPLICATE KEY UPDATE tvdb_id = tvdb_id' : 'ON CONFLICT (tvdb_id) DO NOTHING';
    await this.insertRows(
      'actors',
      ['tvdb_id', 'name', 'slug', 'image_url', 'source'],
      actors,
      (a) => [a.tvdbId, a.name, a.slug, a.imageUrl ?? null, source],
      onConflict,
    );
  }

  /** Inserts credits not stored yet: one per (actor, movie); the first billing stays. */
  async insertCredits(credits: readonly CreditValues[]): Promise<void> {
    const onConflict = this.mysql
      ? 'ON DUPLICATE KEY UPDATE actor_id = actor_id'
      : 'ON CONFLICT (actor_id, movie_id) DO NOTHING';
    await this.insertRows(
      'credits',
      ['actor_id', 'movie_id', 'billing_position'],
      credits,
      (c) => [c.actorId, c.movieId, c.billingPosition],
      onConflict,
    );
  }

  /** Row ids of the given tvdbIds in `actors` or `movies` (those that exist). */
  async idsOf(table: 'actors' | 'movies', tvdbIds: readonly string[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (let at = 0; at < tvdbIds.length; at += ROWS_PER_STATEMENT) {
      const chunk = tvdbIds.slice(at, at + ROWS_PER_STATEMENT);
      const rows = (await this.manager.query(
        `SELECT id, tvdb_id AS tvdbId FROM ${table} WHERE tvdb_id IN (${chunk.map(() => '?').join(', ')})`,
        chunk,
      )) as { id: number; tvdbId: string }[];
      for (const row of rows) ids.set(row.tvdbId, Number(row.id));
    }
    return ids;
  }

  private async insertRows<T>(
    table: string,
    columns: readonly string[],
    rows: readonly T[],
    valuesOf: (row: T) => unknown[],
    onConflict: string,
  ): Promise<void> {
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
      const chunk = rows.slice(at, at + ROWS_PER_STATEMENT);
      await this.manager.query(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')} ${onConflict}`,
        chunk.flatMap(valuesOf),
      );
    }
  }
}
