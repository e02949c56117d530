/**
 * The services every request may use, built once at start (STYLE: Fastify's order:
 * infrastructure, then routes). In-process state here is only a cache of the database.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { CatalogIndex } from './catalog/catalog-index';
import { createMovieDatabase } from './catalog/create-movie-database';
import type { MovieDatabase } from './catalog/movie-database';
import { seedCatalogIfEmpty } from './catalog/seed';
import { DailyPairService } from './daily-pair/daily-pair-service';
import { GameService } from './game/game-service';
import { loadAppSecret } from './db/app-secrets';

export interface Services {
  config: AppConfig;
  db: DataSource;
  log: FastifyBaseLogger;
  catalog: CatalogIndex;
  movieDatabase: MovieDatabase;
  dailyPair: DailyPairService;
  games: GameService;
  /** Key that signs the anonymous player cookie; shared by every instance through the database. */
  playerCookieSecret: string;
}

export async function createServices(config: AppConfig, db: DataSource, log: FastifyBaseLogger): Promise<Services> {
  await seedCatalogIfEmpty(config, db, log);
  const catalog = await CatalogIndex.load(db);
  const movieDatabase = createMovieDatabase(config, db, catalog, log);
  const dailyPair = new DailyPairService(config, db, catalog);
  const games = new GameService(db, catalog, movieDatabase, dailyPair);
  const playerCookieSecret = config.cookieSecret ?? (await loadAppSecret(db, 'player-cookie'));
  return { config, db, log, catalog, movieDatabase, dailyPair, games, playerCookieSecret };
}
