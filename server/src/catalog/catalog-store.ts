/**
 * The catalog's tables (DESIGN §3): every read and write of actors, movies and credits goes
 * through here, for either engine. The in-memory index loads from it and reads ids it lacks;
 * the importer and the TMDB cache write through it with multi-row inserts that leave existing
 * rows alone (or update a movie's facts in place), so a re-import, two instances seeding at
 * once, or two instances caching the same TMDB answer converge on the same rows.
 */
import type { Database } from 'better-sqlite3';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ActorEntity, MovieEntity, type MovieDatabaseSource } from '../db/entities';
import type { CatalogActor, CatalogCredit, CatalogMovie } from './catalog-entities';

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

export type CreditValues = CatalogCredit;

/** Everything the catalog holds, as the index loads it. */
export interface CatalogData {
  actors: CatalogActor[];
  movies: CatalogMovie[];
  credits: CreditColumns;
}

/**
 * The credits in the order they were read, as columns: credit i is `actorIds[i]` in
 * `movieIds[i]`, billed `billingPositions[i]` (NO_BILLING when unknown). A million credits are
 * three typed arrays rather than a million objects.
 */
export interface CreditColumns {
  count: number;
  actorIds: Int32Array;
  movieIds: Int32Array;
  billingPositions: Int32Array;
}

/** A credit's unknown billing in `CreditColumns`: no billing position is this low. */
export const NO_BILLING = -2_147_483_648;

/** The columns of these credits, in their order. */
export function creditColumnsOf(credits: readonly CatalogCredit[]): CreditColumns {
  const columns = emptyCreditColumns(credits.length);
  for (const credit of credits) addCreditTo(columns, credit.actorId, credit.movieId, credit.billingPosition);
  return columns;
}

/** The credits of these columns, in their order. */
export function creditsOf(columns: CreditColumns): CatalogCredit[] {
  return Array.from({ length: columns.count }, (_, i) => ({
    actorId: columns.actorIds[i]!,
    movieId: columns.movieIds[i]!,
    billingPosition: columns.billingPositions[i] === NO_BILLING ? null : columns.billingPositions[i]!,
  }));
}

function emptyCreditColumns(capacity: number): CreditColumns {
  const size = Math.max(capacity, 16);
  return {
    count: 0,
    actorIds: new Int32Array(size),
    movieIds: new Int32Array(size),
    billingPositions: new Int32Array(size),
  };
}

/** Appends a credit, growing the columns when full; ids and billing as the driver answered them. */
function addCreditTo(columns: CreditColumns, actorId: unknown, movieId: unknown, billing: unknown): void {
  if (columns.count === columns.actorIds.length) {
    const grown = (column: Int32Array) => {
      const bigger = new Int32Array(2 * column.length);
      bigger.set(column);
      return bigger;
    };
    columns.actorIds = grown(columns.actorIds);
    columns.movieIds = grown(columns.movieIds);
    columns.billingPositions = grown(columns.billingPositions);
  }
  const at = columns.count++;
  columns.actorIds[at] = Number(actorId);
  columns.movieIds[at] = Number(movieId);
  columns.billingPositions[at] = billing === null || billing === undefined ? NO_BILLING : Number(billing);
}

export interface CatalogCounts {
  actors: number;
  movies: number;
  credits: number;
}

/** Rows per statement: well under both engines' placeholder limits, and one cached statement shape. */
const ROWS_PER_STATEMENT = 500;

const ACTOR_COLUMNS = 'id, tvdb_id AS tvdbId, name, slug, image_url AS imageUrl, source';
const MOVIE_COLUMNS = 'id, tvdb_id AS tvdbId, title, year, image_url AS imageUrl, source';
// Unordered: sorting each movie's few credits in memory is cheaper than sorting them all in SQL.
const CREDITS_QUERY =
  'SELECT actor_id AS actorId, movie_id AS movieId, billing_position AS billingPosition FROM credits';

export class CatalogStore {
  private readonly manager: EntityManager;
  private readonly mysql: boolean;

  /** Over the database, or over a transaction's manager (see `transaction`). */
  constructor(db: DataSource | EntityManager) {
    this.manager = db instanceof DataSource ? db.manager : db;
    this.mysql = this.manager.connection.options.type === 'mysql';
  }

  /** Runs `work` in one transaction, with a store whose reads and writes belong to it. */
  transaction<T>(work: (store: CatalogStore) => Promise<T>): Promise<T> {
    return this.manager.transaction((manager) => work(new CatalogStore(manager)));
  }

  /**
   * Every actor, movie and credit. Raw rows rather than entities: this runs at every start over
   * the whole catalog, where hydrating entities would cost more than the query. On SQLite the
   * rows are read one at a time as arrays, straight into the catalog's objects and the credits'
   * columns, so no row object and no array of every row is ever alive.
   */
  async loadAll(): Promise<CatalogData> {
    const sqlite = this.sqliteDatabase();
    if (sqlite) return loadFromSqlite(sqlite);
    const [actors, movies, credits] = await Promise.all([
      this.manager.query(`SELECT ${ACTOR_COLUMNS} FROM actors ORDER BY id`),
      this.manager.query(`SELECT ${MOVIE_COLUMNS} FROM movies ORDER BY id`),
      this.manager.query(CREDITS_QUERY),
    ]);
    // The rows are fixed up in place rather than copied: at every start, over every row, a copy
    // would double the objects alive while the index is built.
    for (const row of actors as CatalogActor[]) actorInPlace(row);
    for (const row of movies as CatalogMovie[]) movieInPlace(row);
    const columns = emptyCreditColumns((credits as unknown[]).length);
    for (const row of credits as CatalogCredit[]) addCreditTo(columns, row.actorId, row.movieId, row.billingPosition);
    return { actors: actors as CatalogActor[], movies: movies as CatalogMovie[], credits: columns };
  }

  /** The SQLite connection under TypeORM's, when the catalog lives in a SQLite file. */
  private sqliteDatabase(): Database | null {
    if (this.manager.connection.options.type !== 'better-sqlite3') return null;
    return (this.manager.connection.driver as unknown as { databaseConnection?: Database }).databaseConnection ?? null;
  }

  /** The actors of these ids that exist, in no particular order. */
  async actorsByIds(ids: readonly number[]): Promise<CatalogActor[]> {
    if (ids.length === 0) return [];
    const rows = await this.manager.getRepository(ActorEntity).findBy({ id: In([...ids]) });
    return rows.map(actorFromRow);
  }

  /** The movies of these ids that exist, in no particular order. */
  async moviesByIds(ids: readonly number[]): Promise<CatalogMovie[]> {
    if (ids.length === 0) return [];
    const rows = await this.manager.getRepository(MovieEntity).findBy({ id: In([...ids]) });
    return rows.map(movieFromRow);
  }

  /** Row counts of the three tables, in one round trip (the freshness check polls it). */
  async counts(): Promise<CatalogCounts> {
    const [row] = (await this.manager.query(
      'SELECT (SELECT COUNT(*) FROM actors) AS actors, (SELECT COUNT(*) FROM movies) AS movies, (SELECT COUNT(*) FROM credits) AS credits',
    )) as { actors: number | string; movies: number | string; credits: number | string }[];
    return { actors: Number(row?.actors ?? 0), movies: Number(row?.movies ?? 0), credits: Number(row?.credits ?? 0) };
  }

  /** Whether any movie is stored: an empty catalog is seeded at start. */
  async hasMovies(): Promise<boolean> {
    return this.manager.getRepository(MovieEntity).exists();
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

/** Drivers answer numbers as text on some engines; the catalog keeps numbers, and no bookkeeping columns. */
export function actorFromRow(row: CatalogActor): CatalogActor {
  return {
    id: Number(row.id),
    tvdbId: row.tvdbId,
    name: row.name,
    slug: row.slug,
    imageUrl: row.imageUrl ?? null,
    source: row.source,
  };
}

export function movieFromRow(row: CatalogMovie): CatalogMovie {
  return {
    id: Number(row.id),
    tvdbId: row.tvdbId,
    title: row.title,
    year: row.year === null || row.year === undefined ? null : Number(row.year),
    imageUrl: row.imageUrl ?? null,
    source: row.source,
  };
}

/** `actorFromRow` on a row that holds exactly the catalog's columns, changing it rather than copying it. */
function actorInPlace(row: CatalogActor): void {
  if (typeof row.id !== 'number') row.id = Number(row.id);
  row.imageUrl ??= null;
}

function movieInPlace(row: CatalogMovie): void {
  if (typeof row.id !== 'number') row.id = Number(row.id);
  if (row.year === undefined) row.year = null;
  else if (row.year !== null && typeof row.year !== 'number') row.year = Number(row.year);
  row.imageUrl ??= null;
}

/**
 * The whole catalog from a SQLite file, each row read as an array and dropped at once. The
 * source column holds a few distinct words: one string each is kept, not one per row.
 */
function loadFromSqlite(db: Database): CatalogData {
  const sources = new Map<string, MovieDatabaseSource>();
  const source = (text: MovieDatabaseSource) => {
    let kept = sources.get(text);
    if (kept === undefined) sources.set(text, (kept = text));
    return kept;
  };
  const rows = (sql: string) => db.prepare(sql).raw(true).iterate() as IterableIterator<unknown[]>;
  const actors: CatalogActor[] = [];
  for (const [id, tvdbId, name, slug, imageUrl, from] of rows(`SELECT ${ACTOR_COLUMNS} FROM actors ORDER BY id`)) {
    actors.push({
      id: Number(id),
      tvdbId: tvdbId as string,
      name: name as string,
      slug: slug as string,
      imageUrl: (imageUrl as string | null) ?? null,
      source: source(from as MovieDatabaseSource),
    });
  }
  const movies: CatalogMovie[] = [];
  for (const [id, tvdbId, title, year, imageUrl, from] of rows(`SELECT ${MOVIE_COLUMNS} FROM movies ORDER BY id`)) {
    movies.push({
      id: Number(id),
      tvdbId: tvdbId as string,
      title: title as string,
      year: year === null || year === undefined ? null : Number(year),
      imageUrl: (imageUrl as string | null) ?? null,
      source: source(from as MovieDatabaseSource),
    });
  }
  return { actors, movies, credits: creditsFromSqlite(db) };
}

/**
 * The credits table as three JSON arrays, one per column, built by SQLite in one scan and
 * parsed whole: on the 10x catalog's 1.33M credits this read takes about a third of the time
 * of stepping through the rows one by one (200 against 650 ms, see docs/benchmarks.md). The
 * scan is the one CREDITS_QUERY makes (the table in rowid order), so the credits come in the
 * same order, and the three arrays are aligned since one scan feeds them all.
 */
function creditsFromSqlite(db: Database): CreditColumns {
  const [actorIds, movieIds, billings] = (
    db
      .prepare(
        'SELECT json_group_array(actor_id), json_group_array(movie_id), json_group_array(billing_position) FROM credits',
      )
      .raw(true)
      .get() as [string, string, string]
  ).map((json) => JSON.parse(json) as Array<number | null>) as [number[], number[], Array<number | null>];
  const credits = emptyCreditColumns(actorIds.length);
  for (let i = 0; i < actorIds.length; i++) addCreditTo(credits, actorIds[i], movieIds[i], billings[i]);
  return credits;
}
