/**
 * npm run bench: import the whole reference dataset, start the server, and measure the
 * catalog routes and the game flow beside a bare Fastify route in the same run, and the chain,
 * par and hint searches (BENCH_PAR_BEFORE=1 adds the one-way search they replaced: minutes).
 * Prints the figures and writes them to bench-results/bench-<time>.json.
 */
import { seededRandom } from '../support/seeded-random';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import mysql from 'mysql2/promise';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { importCatalog } from '../../server/src/catalog/import/import-catalog';
import { openDatabase } from '../../server/src/db/data-source';
import { linksOfChain } from '../support/chain-path';
import { benchmarkPairs } from './chain-pairs';
import { runGameFlow, type GameFlowFigures } from './game-flow';
import { loadRoute, percentile, round, type RouteFigures } from './load';
import { formatSpread, loadPaired, toBare } from './paired-load';
import { runPageLoad } from './page-load';
import { parBenchmark, printParFigures } from './par-search';
import { runPublicReads, type PublicReadFigures } from './public-reads';
import { profileSlowSearches, searchRoutes } from './search-floor';
import { appServer, repoRoot, startProcess, type Running } from './processes';

const datasetDir = resolve(
  process.env.REFERENCE_DATA_DIR ?? process.argv[2] ?? join(repoRoot, '../shared/data/wikipedia-movie-data'),
);
const mysqlAdminUrl = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const players = Number(process.env.BENCH_PLAYERS ?? 16);

if (!existsSync(datasetDir)) {
  console.error(`Reference dataset not found at ${datasetDir}; set REFERENCE_DATA_DIR or pass the folder.`);
  process.exit(1);
}

const serverEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: 'bench-admin-password',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
  SCHEDULER_INTERVAL_MS: '0',
});

async function importInto(databaseUrl: string) {
  const db = await openDatabase(databaseUrl);
  const started = performance.now();
  const summary = await importCatalog(db, datasetDir);
  const importMs = performance.now() - started;
  const indexStarted = performance.now();
  const catalog = await CatalogIndex.load(db);
  const indexBuildMs = performance.now() - indexStarted;
  await db.destroy();
  return { summary, importMs, indexBuildMs, catalog };
}

function chainBenchmark(catalog: CatalogIndex) {
  const pairs = benchmarkPairs(catalog);
  const times: number[] = [];
  let found = 0;
  for (const [from, to] of pairs) {
    const t0 = performance.now();
    const chain = catalog.shortestChain(from.id, to.id);
    times.push(performance.now() - t0);
    if (chain) found++;
  }
  times.sort((a, b) => a - b);
  return {
    pairs: pairs.length,
    connectedPairs: found,
    p50Ms: round(percentile(times, 50), 3),
    p99Ms: round(percentile(times, 99), 3),
  };
}

async function dailyPath(server: Running, catalog: CatalogIndex) {
  const res = await fetch(`${server.url}/api/daily-actors`);
  const { startActor, endActor } = (await res.json()) as { startActor: { id: number }; endActor: { id: number } };
  const chain = catalog.shortestChain(startActor.id, endActor.id);
  if (!chain) throw new Error('the daily pair is not connected');
  const path = linksOfChain(catalog, chain);
  return { pair: { startActorId: startActor.id, endActorId: endActor.id }, path };
}

function ratios(route: RouteFigures, bare: RouteFigures) {
  const r = toBare(bare, route.requestsPerSecond, route.p50Ms, route.p99Ms);
  return { ...route, throughputRatio: r.throughput, p50Ratio: r.p50, p99Ratio: r.p99 };
}

function publicReadRatios(figures: PublicReadFigures, bare: RouteFigures) {
  return { seed: figures.seed, routes: figures.routes.map((r) => ratios(r, bare)) };
}

function gameRatios(flow: GameFlowFigures, bare: RouteFigures) {
  const r = toBare(bare, flow.connectionsAddedPerSecond, flow.addConnectionP50Ms, flow.addConnectionP99Ms);
  return {
    ...flow,
    addConnectionThroughputRatio: r.throughput,
    addConnectionP50Ratio: r.p50,
    addConnectionP99Ratio: r.p99,
  };
}

async function main() {
  const machine = { node: process.version, cpus: (await import('node:os')).cpus().length };
  console.log(`Dataset: ${datasetDir}`);

  // SQLite: import, start, catalog routes, chain search, game flow
  const dir = mkdtempSync(join(tmpdir(), 'cinema-bench-'));
  const sqliteUrl = `sqlite:${join(dir, 'bench.sqlite')}`;
  console.log('Importing the reference dataset into SQLite …');
  const sqliteImport = await importInto(sqliteUrl);
  console.log(`  ${JSON.stringify(sqliteImport.summary)}`);
  // Before any load: the compiled server's start-up, `/` on a slow line, Lighthouse.
  const pageLoad = await runPageLoad(sqliteUrl);
  const catalog = sqliteImport.catalog;

  const bare = await startProcess('tests/bench/bare-server.ts', {}, '/bare');
  const server = await startProcess(appServer, serverEnv(sqliteUrl), '/api/game-settings');
  console.log(`Server started in ${Math.round(server.startupMs)} ms`);

  const random = seededRandom(7);
  const actorSample = catalog.randomActors(500, random);
  const searches = searchRoutes(actorSample, random);
  const credits = actorSample.flatMap((a) =>
    catalog
      .moviesOfActor(a.id)
      .slice(0, 2)
      .map((c) => `${a.tvdbId}/${catalog.movieById(c.movieId)!.tvdbId}`),
  );
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const opts = { connections, durationSeconds };

  console.log('Loading routes, each in turn with the bare route …');
  const bareFigures = await loadRoute('bare fastify route', bare.url, () => '/bare', opts);
  const paired = (name: string, paths: () => string) => loadPaired(name, server.url, paths, bare.url, opts);
  const routes = [
    await paired(searches[0]!.name, searches[0]!.paths),
    await paired(searches[1]!.name, searches[1]!.paths),
    await paired('test-validation', () => `/api/test-validation/${pick(credits)}`),
    await paired('daily-actors', () => `/api/daily-actors?_t=${Date.now()}`),
  ];
  // A search under half the bare route: where its time goes, from a profiled server of its own.
  const searchProfiles = await profileSlowSearches(serverEnv(sqliteUrl), searches, routes.slice(0, 2), opts);
  const chain = chainBenchmark(catalog);
  console.log('Par and hint searches …');
  const par = parBenchmark(catalog, { before: process.env.BENCH_PAR_BEFORE === '1' });

  console.log('Game flow on SQLite …');
  const sqliteDaily = await dailyPath(server, catalog);
  const sqliteGame = await runGameFlow(server.url, sqliteDaily.pair, sqliteDaily.path, { players, durationSeconds });
  await server.stop();

  console.log('Public reads at scale on SQLite …');
  const sqlitePublic = await runPublicReads(
    sqliteUrl,
    () => startProcess(appServer, serverEnv(sqliteUrl), '/api/game-settings'),
    opts,
  );

  // MySQL: import, start, game flow
  let mysqlFigures: Record<string, unknown> | null = null;
  try {
    const name = `cinema_bench_${Date.now()}`;
    const admin = await mysql.createConnection(mysqlAdminUrl);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const url = new URL(mysqlAdminUrl);
    url.pathname = `/${name}`;
    console.log('Importing the reference dataset into MySQL …');
    const mysqlImport = await importInto(url.toString());
    const mysqlServer = await startProcess(appServer, serverEnv(url.toString()), '/api/game-settings');
    console.log(`MySQL server started in ${Math.round(mysqlServer.startupMs)} ms; game flow …`);
    const daily = await dailyPath(mysqlServer, mysqlImport.catalog);
    const game = await runGameFlow(mysqlServer.url, daily.pair, daily.path, { players, durationSeconds });
    await mysqlServer.stop();
    console.log('Public reads at scale on MySQL …');
    const mysqlPublic = await runPublicReads(
      url.toString(),
      () => startProcess(appServer, serverEnv(url.toString()), '/api/game-settings'),
      opts,
    );
    await admin.query(`DROP DATABASE \`${name}\``);
    await admin.end();
    mysqlFigures = {
      importMs: Math.round(mysqlImport.importMs),
      startupMs: Math.round(mysqlServer.startupMs),
      gameFlow: gameRatios(game, bareFigures),
      publicReads: publicReadRatios(mysqlPublic, bareFigures),
    };
  } catch (error) {
    console.error(`MySQL benchmark skipped: ${String(error)}`);
  }
  await bare.stop();
  rmSync(dir, { recursive: true, force: true });

  const results = {
    measuredAt: new Date().toISOString(),
    machine,
    load: { connections, durationSeconds, players },
    sqlite: {
      importMs: Math.round(sqliteImport.importMs),
      importSummary: sqliteImport.summary,
      indexBuildMs: Math.round(sqliteImport.indexBuildMs),
      startupMs: Math.round(server.startupMs),
      bare: bareFigures,
      routes,
      searchProfiles,
      shortestChain: chain,
      par,
      gameFlow: gameRatios(sqliteGame, bareFigures),
      publicReads: publicReadRatios(sqlitePublic, bareFigures),
    },
    mysql: mysqlFigures,
    pageLoad,
  };

  console.log('\nResults');
  console.log(`  import (SQLite)         ${results.sqlite.importMs} ms; index build ${results.sqlite.indexBuildMs} ms`);
  console.log(`  start-up (SQLite)       ${results.sqlite.startupMs} ms`);
  console.log(`  bare route alone        ${bareFigures.requestsPerSecond} req/s, p99 ${bareFigures.p99Ms} ms`);
  console.log('  read routes, 3 rounds each beside the bare route: median (min–max) of route ÷ bare');
  console.table(
    routes.map((r) => ({
      route: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'req/s ÷ bare': formatSpread(r.throughputRatio),
      'p50 ÷ bare': formatSpread(r.p50Ratio),
      'p99 ÷ bare': formatSpread(r.p99Ratio),
      errors: r.errors + r.non2xx,
    })),
  );
  console.log(
    `  shortest chain          p50 ${chain.p50Ms} ms, p99 ${chain.p99Ms} ms over ${chain.pairs} pairs (${chain.connectedPairs} connected)`,
  );
  printParFigures(par);
  const flows = [
    ['SQLite', results.sqlite.gameFlow],
    ...(mysqlFigures ? [['MySQL', mysqlFigures.gameFlow]] : []),
  ] as const;
  console.table(
    flows.map(([engine, f]) => {
      const flow = f as ReturnType<typeof gameRatios>;
      return {
        engine,
        'games/s': flow.gamesCreatedPerSecond,
        'links/s': flow.connectionsAddedPerSecond,
        'completed/s': flow.gamesCompletedPerSecond,
        'add p50 ms': flow.addConnectionP50Ms,
        'add p99 ms': flow.addConnectionP99Ms,
        'links/s ÷ bare req/s': flow.addConnectionThroughputRatio,
        errors: flow.errors,
      };
    }),
  );
  const publicReads = [
    ['SQLite', results.sqlite.publicReads],
    ...(mysqlFigures ? [['MySQL', mysqlFigures.publicReads]] : []),
  ] as const;
  for (const [engine, p] of publicReads) {
    const figures = p as ReturnType<typeof publicReadRatios>;
    console.log(
      `\n  ${engine}: ${figures.seed.games} games, ${figures.seed.links} links over ${figures.seed.days} days seeded in ${(figures.seed.seedMs / 1000).toFixed(1)} s`,
    );
    console.table(
      [bareFigures, ...figures.routes].map((r) => ({
        route: r.name,
        'req/s': r.requestsPerSecond,
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        'req/s ÷ bare': 'throughputRatio' in r ? r.throughputRatio : 1,
        errors: r.errors + r.non2xx,
      })),
    );
  }
  mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
  const file = join(repoRoot, 'bench-results', `bench-${results.measuredAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`\nWritten to ${file}`);
}

await main();
