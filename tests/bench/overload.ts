/**
 * npm run bench:overload: more players than one instance can serve (OVERLOAD_PLAYERS, 2,000)
 * play whole daily games for OVERLOAD_SECONDS (20) against the compiled server on a fresh SQLite
 * database with the starter catalog, once with the overload guard as configured (the defaults,
 * or OVERLOAD_* in this process's environment) and once with it off (both limits 0), in turn for OVERLOAD_ROUNDS rounds (1).
 * Prints, per run, the answers by status, the p50/p99/max latency of the answers served and of
 * the 503s, and the requests that got no answer within the client's 15 s. A player refused with
 * 503 waits about as long as its Retry-After asks (half to one and a half times it), as people
 * shown "try again shortly" do; one that came back after 50 ms would keep the queue full of
 * requests to refuse. The players run in this process, on the same machine: they take their share
 * of its CPU.
 * Figures also go to bench-results/overload-<time>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { openDatabase } from '../../server/src/db/data-source';
import { buildForStart } from '../support/build';
import { dailyChain } from '../support/daily-chain';
import { repoRoot, startServer } from '../support/server-process';
import { startPlayers } from '../support/virtual-players';

const players = Number(process.env.OVERLOAD_PLAYERS ?? 2_000);
const seconds = Number(process.env.OVERLOAD_SECONDS ?? 20);
const rounds = Number(process.env.OVERLOAD_ROUNDS ?? 1);

interface RunFigures {
  guard: 'on' | 'off';
  round: number;
  players: number;
  seconds: number;
  byStatus: Record<string, number>;
  served: number;
  servedPerSecond: number;
  servedP50Ms: number;
  servedP99Ms: number;
  servedMaxMs: number;
  /** Of the requests sent after the first 2 s: the 2,000 first requests all arrive before any sample. */
  servedLaterP99Ms: number;
  refused: number;
  refusedP99Ms: number;
  /** Requests with no answer within 15 s, or whose connection failed. */
  unanswered: number;
  /** Answers that are neither the rules' nor a well-formed 503. */
  errors: number;
  firstErrors: string[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function runOnce(guard: 'on' | 'off', round: number): Promise<RunFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'cinema-overload-'));
  const databaseUrl = `sqlite:${join(dir, 'overload.sqlite')}`;
  try {
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      LOG_LEVEL: 'error',
      ...(guard === 'off' ? { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0' } : {}),
    });
    const db = await openDatabase(databaseUrl);
    const catalog = await CatalogIndex.load(db);
    await db.destroy();
    const { pair, path } = await dailyChain(server.url, catalog);
    console.log(`[guard ${guard}, round ${round}] ${players} players for ${seconds} s …`);
    const { run, done, agent } = startPlayers(server.url, pair, path, {
      players,
      durationMs: seconds * 1000,
      tolerateOutages: true,
      honorRetryAfter: true,
    });
    await done;
    agent.destroy();
    await server.stop();
    const runSeconds = (run.endedAt - run.startedAt) / 1000;
    const byStatus: Record<string, number> = {};
    const served: number[] = [];
    const servedLater: number[] = [];
    const refused: number[] = [];
    for (const answer of run.answered) {
      byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
      (answer.status === 503 ? refused : served).push(answer.at - answer.sentAt);
      if (answer.status !== 503 && answer.sentAt - run.startedAt >= 2_000) servedLater.push(answer.at - answer.sentAt);
    }
    served.sort((a, b) => a - b);
    servedLater.sort((a, b) => a - b);
    refused.sort((a, b) => a - b);
    const timeouts = run.errors.filter((e) => e.status === null);
    return {
      guard,
      round,
      players,
      seconds: Math.round(runSeconds * 10) / 10,
      byStatus,
      served: served.length,
      servedPerSecond: Math.round(served.length / runSeconds),
      servedP50Ms: Math.round(percentile(served, 50)),
      servedP99Ms: Math.round(percentile(served, 99)),
      servedMaxMs: Math.round(served.at(-1) ?? 0),
      servedLaterP99Ms: Math.round(percentile(servedLater, 99)),
      refused: refused.length,
      refusedP99Ms: Math.round(percentile(refused, 99)),
      unanswered: timeouts.length + run.networkFailures.length,
      errors: run.errors.length - timeouts.length,
      firstErrors: run.errors
        .filter((e) => e.status !== null)
        .slice(0, 3)
        .map((e) => e.detail),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

buildForStart();
const results: RunFigures[] = [];
for (let round = 1; round <= rounds; round++) {
  for (const guard of ['off', 'on'] as const) results.push(await runOnce(guard, round));
}
console.table(
  results.map((r) => ({
    guard: r.guard,
    round: r.round,
    'served (2xx/4xx)': r.served,
    'served/s': r.servedPerSecond,
    'served p50 ms': r.servedP50Ms,
    'served p99 ms': r.servedP99Ms,
    'served max ms': r.servedMaxMs,
    'p99 after 2 s': r.servedLaterP99Ms,
    '503': r.refused,
    '503 p99 ms': r.refusedP99Ms,
    unanswered: r.unanswered,
    errors: r.errors,
  })),
);
for (const r of results) {
  console.log(`guard ${r.guard}, round ${r.round}: by status ${JSON.stringify(r.byStatus)}`);
  for (const e of r.firstErrors) console.log(`    ${e}`);
}
mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
const file = join(repoRoot, 'bench-results', `overload-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2));
console.log(`\nWritten to ${file}`);
