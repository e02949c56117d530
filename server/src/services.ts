/**
 * The services every request may use, built once at start (STYLE: Fastify's order:
 * infrastructure, then routes). In-process state here is only a cache of the database.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { CatalogIndex } from './catalog/catalog-index';
import { CatalogSearches } from './catalog/catalog-searches';
import { CatalogStore } from './catalog/catalog-store';
import { createMovieDatabase } from './catalog/create-movie-database';
import type { MovieDatabase } from './catalog/movie-database';
import { seedCatalogIfEmpty } from './catalog/seed';
import { DailyPairService } from './daily-pair/daily-pair-service';
import { GameService } from './game/game-service';
import { GameStore } from './game/game-store';
import { GameView } from './game/game-view';
import { LeaderboardService } from './leaderboard/leaderboard-service';
import { ProfileService } from './profile/profile-service';
import { RecapService } from './recap/recap-service';
import { loadAppSecret } from './db/app-secrets';
import type { AdminAuth } from './admin/admin-auth';
import { createAdminAuth } from './admin/create-admin-auth';
import { Moderation } from './admin/moderation';
import { ScheduledChanges } from './daily-pair/scheduled-changes';
import { systemClock, type Clock } from './clock';
import { ParService, searchParFacts } from './par/par-service';
import { HintService } from './hints/hint-service';
import { ArchiveService } from './archive/archive-service';
import { StatsService } from './stats/stats-service';
import { TransferCodes } from './stats/transfer-codes';

export interface Services {
  config: AppConfig;
  db: DataSource;
  log: FastifyBaseLogger;
  /** The catalog's in-memory read model, for its upkeep (refresh) and tests; requests use `movieDatabase`. */
  catalog: CatalogIndex;
  movieDatabase: MovieDatabase;
  dailyPair: DailyPairService;
  games: GameService;
  leaderboard: LeaderboardService;
  /** Daily recaps; `invalidate(day)` when a game of that day is hidden. */
  recaps: RecapService;
  /** Actor profiles; `invalidate()` when a game is hidden. */
  profiles: ProfileService;
  /** Key that signs the anonymous player cookie; shared by every instance through the database. */
  playerCookieSecret: string;
  /** The time every day- and expiry-dependent service reads; tests move it. */
  clock: Clock;
  /** Admin sign-in and sessions (DESIGN §9). */
  admin: AdminAuth;
  scheduledChanges: ScheduledChanges;
  moderation: Moderation;
  /** Beyond the spec: par and optimal chains of pairs, hints, the archive, personal statistics, transfer codes. */
  par: ParService;
  hints: HintService;
  archive: ArchiveService;
  stats: StatsService;
  transferCodes: TransferCodes;
}

export async function createServices(config: AppConfig, db: DataSource, log: FastifyBaseLogger): Promise<Services> {
  await seedCatalogIfEmpty(config, db, log);
  const catalogStore = new CatalogStore(db);
  const catalog = await CatalogIndex.load(catalogStore);
  const movieDatabase = createMovieDatabase(config, catalogStore, catalog, log);
  const clock = systemClock();
  const searches = CatalogSearches.of(catalog);
  const dailyPair = new DailyPairService(config, db, movieDatabase, clock, (pair) => searchParFacts(searches, pair));
  if (config.redisUrl) dailyPair.shareChangesThrough(config.redisUrl, log);
  const par = new ParService(db, catalog, movieDatabase, dailyPair, clock);
  const archive = new ArchiveService(db, movieDatabase, par, clock);
  const gameStore = new GameStore(db);
  const games = new GameService(db, gameStore, movieDatabase, dailyPair, {
    now: () => clock.now(),
    refusedNameWords: config.refusedNameWords,
    assertArchivePair: (day, pair) => archive.assertArchivePair(day, pair),
  });
  const playerCookieSecret = config.cookieSecret ?? (await loadAppSecret(db, 'player-cookie'));
  const view = new GameView(movieDatabase);
  const leaderboard = new LeaderboardService(db, dailyPair, view, (pair) => par.parOfPair(pair));
  const recaps = new RecapService(
    db,
    view,
    () => clock.now(),
    (pair) => par.parOfPair(pair),
  );
  const profiles = new ProfileService(db, view);
  const admin = createAdminAuth(config, db, clock, log);
  const scheduledChanges = new ScheduledChanges(db, dailyPair.store, movieDatabase, clock);
  const moderation = new Moderation(db, gameStore, clock, async (day) => {
    await recaps.invalidate(day);
    await profiles.invalidate();
  });
  return {
    config,
    db,
    log,
    catalog,
    movieDatabase,
    dailyPair,
    games,
    leaderboard,
    recaps,
    profiles,
    playerCookieSecret,
    clock,
    admin,
    scheduledChanges,
    moderation,
    par,
    hints: new HintService(gameStore, par.searches, movieDatabase),
    archive,
    stats: new StatsService(db, par, clock),
    transferCodes: new TransferCodes(db, playerCookieSecret, clock, (from, to) => games.moveGames(from, to)),
  };
}
