/**
 * npm run bench:overload: more players than one instance can serve (OVERLOAD_PLAYERS, 2,000)
 * play whole daily games for OVERLOAD_SECONDS (20) against the compiled server on a fresh SQLite
 * database with the starter catalog, once with the overload guard off (every limit 0) and once
 * with it as configured (the defaults, or OVERLOAD_* in this process's environment), in turn for
 * OVERLOAD_ROUNDS rounds (1).
 *
 * The players run in OVERLOAD_PLAYER_PROCESSES child processes (2), each on its own event loop
 * (tests/support/remote-players.ts), and arrive evenly over OVERLOAD_RAMP_MS (1,500), as people
 * do: 2,000 first requests sent in one millisecond by the measuring process itself would be the
 * bench's own backlog, and would set the served p99 whatever the server does. A player refused
 * with 503 waits about as long as its Retry-After asks (half to one and a half times it), as
 * people shown "try again shortly" do. Meanwhile this process asks `/api/ready` every 250 ms, as
 * a balancer's health check does, and after the players stop, until it answers 200 again.
 *
 * Prints, per run, the answers by status, the p50/p99/max latency of the answers served (2xx and
 * the rules' 4xx), the share answered 503 and how many of those carried Retry-After, any other
 * 5xx, the requests with no answer within the client's 15 s, and what `/api/ready` said: its
 * checks answered 503 during the run, when it first did, and how long after the players stopped
 * it was ready again. Figures also go to bench-results/overload-<time>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { openDatabase } from '../../server/src/db/data-source';
import { buildForStart } from '../support/build';
import { dailyChain } from '../support/daily-chain';
import { startRemotePlayers } from '../support/remote-players';
import { repoRoot, startServer } from '../support/server-process';

const players = Number(process.env.OVERLOAD_PLAYERS ?? 2_000);
const seconds = Number(process.env.OVERLOAD_SECONDS ?? 20);
const rounds = Number(process.env.OVERLOAD_ROUNDS ?? 1);
const rampMs = Number(process.env.OVERLOAD_RAMP_MS ?? 1_500);
const processes = Number(process.env.OVERLOAD_PLAYER_PROCESSES ?? 2);
const readyEveryMs = 250;
const guardOff = {
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
  OVERLOAD_MAX_ACCEPT_QUEUE: '0',
};
/** How long after the players stop the server may take to say it is ready again. */
const recoveryLimitMs = 15_000;

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
  /** Of the requests sent once every player had arrived. */
  servedAfterRampP99Ms: number;
  refused: number;
  /** 503s of all answers, in percent. */
  refusedPercent: number;
  refusedWithRetryAfter: number;
  refusedP99Ms: number;
  /** 5xx answers other than 503. */
  otherServerErrors: number;
  /** Requests with no answer within 15 s, or whose connection failed. */
  unanswered: number;
  /** Answers that are neither the rules' nor a well-formed 503. */
  errors: number;
  firstErrors: string[];
  /** `/api/ready` during the run: its checks, those that answered 503 `Not ready: load`, any other answer. */
  readyChecks: number;
  readyNotReadyLoad: number;
  readyOther: number;
  /** Seconds from the run's start to the first 503 of `/api/ready` (null: none). */
  readyFirstNotReadyS: number | null;
  /** The worst event-loop delay `/api/ready` reported. */
  readyWorstLoad: string | null;
  /** Ms from the players' stop to the first 200 of `/api/ready` (null: not within 15 s). */
  readyAgainAfterMs: number | null;
}

interface ReadyCheck {
  at: number;
  status: number | null;
  load?: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function checkReady(url: string): Promise<ReadyCheck> {
  const at = Date.now();
  try {
    const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) });
    const body = (await res.json()) as { details?: { checks?: { load?: string } } };
    const load = body.details?.checks?.load;
    return { at, status: res.status, ...(load ? { load } : {}) };
  } catch {
    return { at, status: null };
  }
}

/** Asks `/api/ready` every 250 ms (after each answer) until `stop()`. */
function watchReady(url: string): { checks: ReadyCheck[]; stop: () => Promise<void> } {
  const checks: ReadyCheck[] = [];
  let stopping = false;
  const loop = (async () => {
    while (!stopping) {
      checks.push(await checkReady(url));
      await new Promise((resolve) => setTimeout(resolve, readyEveryMs));
    }
  })();
  return {
    checks,
    stop: async () => {
      stopping = true;
      await loop;
    },
  };
}

async function readyAgain(url: string, since: number): Promise<number | null> {
  while (Date.now() - since < recoveryLimitMs) {
    const check = await checkReady(url);
    if (check.status === 200) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

const delayOf = (load: string) => {
  const match = /delay (\d+) ms/.exec(load);
  return match ? Number(match[1]) : Infinity;
};

async function runOnce(guard: 'on' | 'off', round: number): Promise<RunFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'cinema-overload-'));
  const databaseUrl = `sqlite:${join(dir, 'overload.sqlite')}`;
  try {
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      LOG_LEVEL: 'error',
      ...(guard === 'off' ? guardOff : {}),
    });
    const db = await openDatabase(databaseUrl);
    const catalog = await CatalogIndex.load(db);
    await db.destroy();
    const { pair, path } = await dailyChain(server.url, catalog);
    console.log(`[guard ${guard}, round ${round}] ${players} players in ${processes} processes for ${seconds} s …`);
    const ready = watchReady(server.url);
    const remote = startRemotePlayers(server.url, pair, path, {
      players,
      processes,
      rampMs,
      durationMs: seconds * 1000,
      tolerateOutages: true,
      honorRetryAfter: true,
    });
    const run = await remote.done;
    const stoppedAt = Date.now();
    await ready.stop();
    const readyAgainAfterMs = await readyAgain(server.url, stoppedAt);
    await server.stop();

    const runSeconds = (run.endedAt - run.startedAt) / 1000;
    const byStatus: Record<string, number> = {};
    const served: number[] = [];
    const servedAfterRamp: number[] = [];
    const refused: number[] = [];
    let refusedWithRetryAfter = 0;
    let otherServerErrors = 0;
    for (const [sentAt, ms, status, retryAfter] of run.answered) {
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      if (status === 503) {
        refused.push(ms);
        if (retryAfter > 0) refusedWithRetryAfter++;
        continue;
      }
      if (status >= 500) otherServerErrors++;
      served.push(ms);
      if (sentAt - run.startedAt >= rampMs) servedAfterRamp.push(ms);
    }
    served.sort((a, b) => a - b);
    servedAfterRamp.sort((a, b) => a - b);
    refused.sort((a, b) => a - b);
    const during = ready.checks.filter((c) => c.at >= run.startedAt && c.at <= run.endedAt);
    const notReady = during.filter((c) => c.status === 503 && c.load);
    const loads = notReady.map((c) => c.load!).sort((a, b) => delayOf(b) - delayOf(a));
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
      servedAfterRampP99Ms: Math.round(percentile(servedAfterRamp, 99)),
      refused: refused.length,
      refusedPercent: Math.round((1000 * refused.length) / Math.max(1, run.answered.length)) / 10,
      refusedWithRetryAfter,
      refusedP99Ms: Math.round(percentile(refused, 99)),
      otherServerErrors,
      unanswered: run.unanswered,
      errors: run.errors.length,
      firstErrors: [...run.errors.slice(0, 3), ...run.firstUnanswered],
      readyChecks: during.length,
      readyNotReadyLoad: notReady.length,
      readyOther: during.filter((c) => c.status !== 200 && !(c.status === 503 && c.load)).length,
      readyFirstNotReadyS: notReady[0] ? Math.round((notReady[0].at - run.startedAt) / 100) / 10 : null,
      readyWorstLoad: loads[0] ?? null,
      readyAgainAfterMs,
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
    'p99 after ramp': r.servedAfterRampP99Ms,
    '503 %': r.refusedPercent,
    '503 w/ Retry-After': `${r.refusedWithRetryAfter}/${r.refused}`,
    '503 p99 ms': r.refusedP99Ms,
    'other 5xx': r.otherServerErrors,
    unanswered: r.unanswered,
    errors: r.errors,
    'ready 503 (load)': `${r.readyNotReadyLoad}/${r.readyChecks}`,
    'first at s': r.readyFirstNotReadyS ?? '-',
    'ready again ms': r.readyAgainAfterMs ?? 'never',
  })),
);
for (const r of results) {
  console.log(`guard ${r.guard}, round ${r.round}: by status ${JSON.stringify(r.byStatus)}`);
  if (r.readyWorstLoad) console.log(`    /api/ready at worst: ${r.readyWorstLoad}`);
  if (r.readyOther > 0) console.log(`    /api/ready: ${r.readyOther} answers neither 200 nor 503 for load`);
  for (const e of r.firstErrors) console.log(`    ${e}`);
}
mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
const file = join(repoRoot, 'bench-results', `overload-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2));
console.log(`\nWritten to ${file}`);
