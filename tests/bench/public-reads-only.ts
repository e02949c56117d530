/**
 * The public read routes alone, on a kept database, each in turn with the bare route:
 * `npx tsx tests/bench/public-reads-only.ts <DATABASE_URL>` (an SQLite file or a MySQL database).
 * The first run imports the reference catalog and seeds BENCH_GAMES completed games (one million,
 * minutes on either engine) and writes what it seeded beside (`<file>.seed.json`, or
 * `bench-results/<database>.seed.json`); later runs reuse both. BENCH_ROUTES=<text> loads only
 * the routes whose name holds it; BENCH_ROUNDS (2) rounds of BENCH_SECONDS (5) each, 32 connections.
 * BENCH_SERVER names another build's compiled server, to measure it on the same data;
 * BENCH_BEFORE names an earlier build's, loaded in turn with this one and the bare route in
 * every round (before, this, bare), so the two builds meet the same moments of a shared machine.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import mysql from 'mysql2/promise';
import { importCatalog } from '../../server/src/catalog/import/import-catalog';
import { openDatabase } from '../../server/src/db/data-source';
import { loadRoute, type RouteFigures } from './load';
import { formatSpread, loadPaired } from './paired-load';
import { appServer, repoRoot, startProcess } from './processes';
import { json, publicReadPaths } from './public-reads';
import { seedCompletedGames, type SeedFigures } from './seed-games';

const databaseUrl = process.argv[2] ?? '';
if (!databaseUrl) throw new Error('usage: public-reads-only.ts <DATABASE_URL>');
const datasetDir = resolve(process.env.REFERENCE_DATA_DIR ?? join(repoRoot, '../shared/data/wikipedia-movie-data'));
const games = Number(process.env.BENCH_GAMES ?? 1_000_000);
const days = Number(process.env.BENCH_DAYS ?? 60);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const only = process.env.BENCH_ROUTES ?? '';

const isSqlite = databaseUrl.startsWith('sqlite:');
const seedFile = isSqlite
  ? `${databaseUrl.slice('sqlite:'.length)}.seed.json`
  : join(repoRoot, 'bench-results', `${new URL(databaseUrl).pathname.slice(1)}.seed.json`);

async function seeded(): Promise<SeedFigures> {
  if (existsSync(seedFile)) return JSON.parse(readFileSync(seedFile, 'utf8')) as SeedFigures;
  if (!isSqlite) {
    const url = new URL(databaseUrl);
    const name = url.pathname.slice(1);
    url.pathname = '/';
    const admin = await mysql.createConnection(url.toString());
    await admin.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
  }
  const db = await openDatabase(databaseUrl);
  console.log('Importing the reference catalog …');
  await importCatalog(db, datasetDir);
  await db.destroy();
  console.log(`Seeding ${games} games over ${days} days …`);
  const seed = await seedCompletedGames(databaseUrl, { games, days });
  console.log(`  ${seed.games} games, ${seed.links} links in ${(seed.seedMs / 1000).toFixed(1)} s`);
  mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
  writeFileSync(seedFile, JSON.stringify(seed, null, 2));
  return seed;
}

const seed = await seeded();
const env = {
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: 'bench-admin-password',
  SCHEDULER_INTERVAL_MS: '0',
};
const bare = await startProcess('tests/bench/bare-server.ts', {}, '/bare');
const server = await startProcess(process.env.BENCH_SERVER ?? appServer, env, '/api/game-settings');
const before = process.env.BENCH_BEFORE
  ? await startProcess(process.env.BENCH_BEFORE, env, '/api/game-settings')
  : null;
try {
  const paths = (await publicReadPaths(server.url, seed)).filter(([name]) => name.includes(only));
  const rows = [];
  for (const [name, path, headers] of paths) {
    await json(server.url + path, headers); // the first answer may compute what later ones reuse
    if (before) {
      await json(before.url + path, headers);
      const runs: { before: RouteFigures; now: RouteFigures; bare: RouteFigures }[] = [];
      const options = { connections: 32, durationSeconds, headers };
      for (let round = 0; round < rounds; round++) {
        runs.push({
          before: await loadRoute(name, before.url, () => path, options),
          now: await loadRoute(name, server.url, () => path, options),
          bare: await loadRoute('bare', bare.url, () => '/bare', options),
        });
      }
      rows.push({
        route: name,
        'before req/s': runs.map((r) => r.before.requestsPerSecond).join(' / '),
        'req/s': runs.map((r) => r.now.requestsPerSecond).join(' / '),
        'before p99': runs.map((r) => r.before.p99Ms).join(' / '),
        'p99 ms': runs.map((r) => r.now.p99Ms).join(' / '),
        'bare req/s': runs.map((r) => r.bare.requestsPerSecond).join(' / '),
        'bare p99': runs.map((r) => r.bare.p99Ms).join(' / '),
        errors: runs.reduce((sum, r) => sum + r.before.errors + r.before.non2xx + r.now.errors + r.now.non2xx, 0),
      });
      continue;
    }
    const figures = await loadPaired(name, server.url, () => path, bare.url, {
      rounds,
      connections: 32,
      durationSeconds,
      headers,
    });
    rows.push({
      route: name,
      'req/s': figures.requestsPerSecond,
      'p50 ms': figures.p50Ms,
      'p99 ms': figures.p99Ms,
      'p99 each round': figures.rounds.map((r) => r.route.p99Ms).join(' / '),
      'bare p99': figures.rounds.map((r) => r.bare.p99Ms).join(' / '),
      'bare req/s': figures.rounds.map((r) => r.bare.requestsPerSecond).join(' / '),
      'p99 ÷ bare': formatSpread(figures.p99Ratio),
      errors: figures.errors + figures.non2xx,
    });
  }
  console.table(rows);
} finally {
  await server.stop();
  await before?.stop();
  await bare.stop();
}
