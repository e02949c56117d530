/**
 * npm run bench:hints: how the /api/health probe answers, asked back to back, while players ask
 * for HINTS_PER_SECOND (50) hints a second, and while they ask none: the compiled server on a
 * scratch SQLite file holding the reference catalog (HINTS_BENCH_CATALOG=10x: ten copies of it,
 * ./tenfold-catalog.ts). Each of HINTS_BENCH_ROUNDS (3) rounds runs both phases for
 * HINTS_BENCH_SECONDS (10) each, in alternating order, so each pair shares the machine's load.
 * Prints each phase's probe p50/p99/max and the hints' own latency, the server's start-up time
 * (spawn to first answer, the catalog loaded), its peak resident memory once an actor and a movie
 * search have answered, and its resident memory (now and peak) at the end.
 *
 * HINTS_BENCH_SERVER runs another compiled server instead (a build of an earlier commit, for a
 * before/after pair); BENCH_CATALOG_DB keeps the imported catalog in that SQLite file and uses it
 * again next time (HINTS_BENCH_ROUNDS=0 only imports it). The overload guard is off, so every
 * hint asked is searched. Games are created before the rounds, on pairs of well-known actors.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../server/src/db/data-source';
import { seededRandom } from '../support/seeded-random';
import { percentile, round } from './load';
import { appServer, startProcess } from './processes';
import { benchCatalogOf, importBenchCatalog } from './tenfold-catalog';

const catalogKind = benchCatalogOf(process.env.HINTS_BENCH_CATALOG);
const rounds = Number(process.env.HINTS_BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.HINTS_BENCH_SECONDS ?? 10);
const hintsPerSecond = Number(process.env.HINTS_PER_SECOND ?? 50);
const server = process.env.HINTS_BENCH_SERVER ? resolve(process.env.HINTS_BENCH_SERVER) : appServer;
const HINTS_PER_GAME = 3;

interface Phase {
  round: number;
  hints: boolean;
  probes: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  hintsAsked: number;
  hintP50Ms: number;
  hintP99Ms: number;
  hintStatuses: Record<string, number>;
}

/** Resident memory of a process, now and at its peak, in MB (Linux). */
function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
}

/** Pairs of actors among the 2,000 with the most credits, drawn with a fixed seed. */
async function pairsFrom(file: string, count: number): Promise<Array<[number, number]>> {
  const db = await openDatabase(`sqlite:${file}`);
  try {
    const rows = (await db.query(
      'SELECT actor_id AS id FROM credits GROUP BY actor_id ORDER BY COUNT(*) DESC, actor_id LIMIT 2000',
    )) as Array<{ id: number }>;
    const random = seededRandom(42);
    const pick = () => Number(rows[Math.floor(random() * rows.length)]!.id);
    return Array.from({ length: count }, () => [pick(), pick()]);
  } finally {
    await db.destroy();
  }
}

/** One player's requests, with the cookie the server sets. */
class Client {
  private cookie: string | null = null;
  constructor(private readonly url: string) {}

  async post(path: string, body: unknown): Promise<Response> {
    const res = await fetch(this.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('cc_player='));
    if (set) this.cookie = set.split(';')[0]!;
    return res;
  }
}

async function createGames(client: Client, pairs: Array<[number, number]>, wanted: number): Promise<number[]> {
  const games: number[] = [];
  for (const [startActorId, endActorId] of pairs) {
    if (games.length >= wanted) break;
    if (startActorId === endActorId) continue;
    const res = await client.post('/api/games', { startActorId, endActorId, isDailyGame: false });
    if (res.status === 201) games.push(((await res.json()) as { id: number }).id);
    else await res.arrayBuffer();
  }
  return games;
}

/** Probes /api/health back to back for `ms`, while `during` runs. */
async function probe(url: string, ms: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  return times;
}

/** Asks `perSecond` hints a second for `ms`, each the next of a game (three a game), without waiting for answers. */
async function askHints(client: Client, hintQueue: number[], perSecond: number, ms: number) {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const answers: Promise<void>[] = [];
  const started = performance.now();
  for (let sent = 0; performance.now() - started < ms; sent++) {
    const due = started + (sent * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const gameId = hintQueue.shift();
    if (gameId === undefined) break;
    const t0 = performance.now();
    answers.push(
      client
        .post('/trpc/game.hint', { gameId })
        .then(async (res) => {
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        })
        .catch(() => void (statuses.failed = (statuses.failed ?? 0) + 1))
        .finally(() => times.push(performance.now() - t0)),
    );
  }
  await Promise.all(answers);
  return { times, statuses };
}

function phaseOf(
  round: number,
  hints: boolean,
  probes: number[],
  hintTimes: number[],
  statuses: Record<string, number>,
): Phase {
  probes.sort((a, b) => a - b);
  hintTimes.sort((a, b) => a - b);
  return {
    round,
    hints,
    probes: probes.length,
    p50Ms: round2(percentile(probes, 50)),
    p99Ms: round2(percentile(probes, 99)),
    maxMs: round2(probes.at(-1) ?? 0),
    hintsAsked: hintTimes.length,
    hintP50Ms: round2(percentile(hintTimes, 50)),
    hintP99Ms: round2(percentile(hintTimes, 99)),
    hintStatuses: statuses,
  };
}
const round2 = (n: number) => round(n, 2);

const dir = mkdtempSync(join(tmpdir(), 'cinema-bench-hints-'));
try {
  const file = process.env.BENCH_CATALOG_DB ?? join(dir, 'bench.sqlite');
  if (!existsSync(file)) await importBenchCatalog(catalogKind, file);
  if (rounds > 0) {
    const hintsWanted = rounds * seconds * hintsPerSecond;
    const pairs = await pairsFrom(file, 4 * Math.ceil(hintsWanted / HINTS_PER_GAME));
    const running = await startProcess(
      server,
      {
        DATABASE_URL: `sqlite:${file}`,
        LOG_LEVEL: 'error',
        CATALOG_REFRESH_MS: '0',
        SCHEDULER_INTERVAL_MS: '0',
        RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      '/api/health',
    );
    try {
      const pid = running.child.pid!;
      const atStart = memoryOf(pid);
      // The catalog's name searches answer from what start-up built: their peak is start-up's.
      for (const path of ['/api/actors/search?query=tom', '/api/movies/search?query=the']) {
        await (await fetch(running.url + path)).arrayBuffer();
      }
      const searched = memoryOf(pid);
      console.log(
        `${server} on the ${catalogKind} catalog: started in ${Math.round(running.startupMs)} ms, RSS ${atStart.rssMb} MB; ` +
          `peak RSS ${searched.peakRssMb} MB after an actor and a movie search`,
      );
      const client = new Client(running.url);
      const games = await createGames(client, pairs, Math.ceil(hintsWanted / HINTS_PER_GAME));
      // A game's hints a second apart (one at a time, as a player asks them): by blocks of a second's games.
      const hintQueue: number[] = [];
      for (let at = 0; at < games.length; at += hintsPerSecond) {
        const block = games.slice(at, at + hintsPerSecond);
        for (let hint = 0; hint < HINTS_PER_GAME; hint++) hintQueue.push(...block);
      }
      console.log(
        `  ${games.length} games created; ${rounds} rounds of ${seconds} s without and with ${hintsPerSecond} hints/s`,
      );
      const phases: Phase[] = [];
      for (let r = 1; r <= rounds; r++) {
        const order = r % 2 === 1 ? [false, true] : [true, false];
        for (const hints of order) {
          if (!hints) {
            phases.push(phaseOf(r, false, await probe(running.url, seconds * 1000), [], {}));
            continue;
          }
          const [probes, asked] = await Promise.all([
            probe(running.url, seconds * 1000),
            askHints(client, hintQueue, hintsPerSecond, seconds * 1000),
          ]);
          phases.push(phaseOf(r, true, probes, asked.times, asked.statuses));
        }
      }
      const atEnd = memoryOf(pid);
      console.table(
        phases.map((p) => ({
          round: p.round,
          hints: p.hints ? `${hintsPerSecond}/s` : 'none',
          probes: p.probes,
          'health p50 ms': p.p50Ms,
          'health p99 ms': p.p99Ms,
          'health max ms': p.maxMs,
          'hints asked': p.hintsAsked,
          'hint p50 ms': p.hintP50Ms,
          'hint p99 ms': p.hintP99Ms,
          'hint statuses': JSON.stringify(p.hintStatuses),
        })),
      );
      console.log(`  RSS at the end ${atEnd.rssMb} MB, peak ${atEnd.peakRssMb} MB`);
    } finally {
      await running.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
