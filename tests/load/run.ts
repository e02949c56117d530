/**
 * npm run load: 500 concurrent virtual players (LOAD_PLAYERS) play whole daily games for 60 s
 * (LOAD_SECONDS) against the server started as a child process, on SQLite and then on MySQL
 * (LOAD_ENGINES=sqlite,mysql), on the reference catalog imported into a fresh database (the
 * starter catalog when the reference dataset is missing). The write limit is raised so the run
 * measures the server, not the limiter. Prints throughput and p50/p99 per step and the errors,
 * stops the server with SIGTERM, then checks the database against what every player was told.
 * Exits non-zero on any error (other than the deliberate rule refusals) or any write problem.
 * Figures also go to bench-results/load-<time>.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import mysql from 'mysql2/promise';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { importCatalog } from '../../server/src/catalog/import/import-catalog';
import { openDatabase } from '../../server/src/db/data-source';
import { checkAcknowledgedWrites, type WritesChecked } from '../support/acknowledged-writes';
import { dailyChain } from '../support/daily-chain';
import { stepFigures, type StepFigures } from '../support/run-figures';
import { buildForStart } from '../support/build';
import { repoRoot, startServer } from '../support/server-process';
import { startPlayers, type Failure } from '../support/virtual-players';

const datasetDir = resolve(process.env.REFERENCE_DATA_DIR ?? join(repoRoot, '../shared/data/wikipedia-movie-data'));
const useReference = existsSync(datasetDir);
const mysqlAdminUrl = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const players = Number(process.env.LOAD_PLAYERS ?? 500);
const engines = (process.env.LOAD_ENGINES ?? 'sqlite,mysql').split(',').map((e) => e.trim());

interface EngineFigures {
  engine: string;
  catalog: string;
  importMs: number | null;
  /** How long writing out the machine's pending disk writes took before the run. */
  diskFlushMs: number;
  players: number;
  seconds: number;
  chainLength: number;
  steps: StepFigures[];
  gamesCompletedPerSecond: number;
  requestsPerSecond: number;
  refusals: Record<string, number>;
  errors: number;
  /** Errors by step and kind: `complete 503`, `create timeout`, … */
  errorsByKind: Record<string, number>;
  firstErrors: string[];
  exit: string;
  writes: WritesChecked;
}

async function freshDatabase(engine: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'cinema-load-'));
    return {
      url: `sqlite:${join(dir, 'load.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `cinema_load_${Date.now()}`;
  const admin = await mysql.createConnection(mysqlAdminUrl);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(mysqlAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const conn = await mysql.createConnection(mysqlAdminUrl);
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

async function runEngine(engine: string): Promise<EngineFigures> {
  const database = await freshDatabase(engine);
  try {
    let importMs: number | null = null;
    if (useReference) {
      console.log(`[${engine}] importing the reference catalog …`);
      const db = await openDatabase(database.url);
      const t0 = performance.now();
      await importCatalog(db, datasetDir);
      importMs = Math.round(performance.now() - t0);
      await db.destroy();
    }
    // The machine's pending writes (the import, or a CI run just before) go to disk now, not
    // during the run, where a sync of the server's that waits behind them holds every write
    // behind it: delaying one sync by 15 s (`strace -e inject=fsync:delay_enter=15000000`) fails
    // every write in flight, which is what the runs started right after a CI run showed.
    const flushStarted = performance.now();
    execFileSync('sync');
    const diskFlushMs = Math.round(performance.now() - flushStarted);
    console.log(`[${engine}] pending disk writes flushed in ${diskFlushMs} ms`);
    const server = await startServer(
      { DATABASE_URL: database.url, RATE_LIMIT_WRITES_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
      300_000,
    );
    console.log(`[${engine}] server up in ${Math.round(server.startupMs)} ms`);
    const db = await openDatabase(database.url);
    const catalog = await CatalogIndex.load(db);
    const { pair, path } = await dailyChain(server.url, catalog);
    console.log(`[${engine}] ${players} players for ${seconds} s on a chain of ${path.length} links …`);
    const { run, done, agent } = startPlayers(server.url, pair, path, { players, durationMs: seconds * 1000 });
    await done;
    agent.destroy();
    const exit = await server.stop();
    const writes = await checkAcknowledgedWrites(db, [run], pair, path);
    await db.destroy();
    const runSeconds = (run.endedAt - run.startedAt) / 1000;
    const figures = stepFigures(run);
    const answered = figures.reduce((n, f) => n + f.answered, 0) + run.errors.length;
    return {
      engine,
      catalog: useReference ? 'reference' : 'starter',
      importMs,
      diskFlushMs,
      players,
      seconds: Math.round(runSeconds * 10) / 10,
      chainLength: path.length,
      steps: figures,
      gamesCompletedPerSecond: figures.find((f) => f.step === 'complete')!.perSecond,
      requestsPerSecond: Math.round(answered / runSeconds),
      refusals: Object.fromEntries(run.refusals),
      errors: run.errors.length,
      errorsByKind: errorKinds(run.errors),
      firstErrors: run.errors.slice(0, 5).map((e) => e.detail),
      exit: exit.code === 0 ? 'exit 0 on SIGTERM' : `exit ${exit.code ?? exit.signal} on SIGTERM\n${server.output()}`,
      writes,
    };
  } finally {
    await database.drop();
  }
}

function errorKinds(errors: Failure[]): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const e of errors) {
    const network = e.detail.includes('reused connection') ? 'reset on a reused connection' : 'network';
    const kind = `${e.step} ${e.status ?? (e.detail.includes('no answer within') ? 'timeout' : network)}`;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

function print(f: EngineFigures): void {
  console.log(
    `\n${f.engine}: ${f.players} players, ${f.seconds} s, ${f.catalog} catalog, chain of ${f.chainLength} links`,
  );
  console.table(
    f.steps.map((s) => ({
      step: s.step,
      answered: s.answered,
      'per s': s.perSecond,
      'p50 ms': s.p50Ms,
      'p99 ms': s.p99Ms,
    })),
  );
  console.log(`  requests/s ${f.requestsPerSecond}; games completed/s ${f.gamesCompletedPerSecond}`);
  console.log(
    `  deliberate refusals ${JSON.stringify(f.refusals)}; errors ${f.errors} ${JSON.stringify(f.errorsByKind)}`,
  );
  for (const e of f.firstErrors) console.log(`    ${e}`);
  console.log(`  server: ${f.exit}`);
  const w = f.writes;
  console.log(
    `  writes checked: ${w.games} games, ${w.links} links, ${w.scores} scores, ${w.names} names acknowledged; ` +
      `${w.storedGames} games and ${w.storedLinks} links stored; ${w.problems.length} problems`,
  );
  for (const p of w.problems.slice(0, 10)) console.log(`    ${p}`);
}

// The server as npm start runs it, compiled from the tree as it is.
buildForStart();
const results: EngineFigures[] = [];
for (const engine of engines) {
  const figures = await runEngine(engine);
  print(figures);
  results.push(figures);
}
mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
const file = join(repoRoot, 'bench-results', `load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2));
console.log(`\nWritten to ${file}`);
const failed = results.filter((r) => r.errors > 0 || r.writes.problems.length > 0 || !r.exit.startsWith('exit 0'));
if (failed.length > 0) {
  console.error(`Load suite failed on ${failed.map((r) => r.engine).join(', ')}`);
  process.exit(1);
}
console.log('Load suite passed: no errors, every acknowledged write stored, nothing half-written.');
