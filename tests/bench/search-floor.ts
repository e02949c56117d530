/**
 * The searches against the bare route, and where their time goes when they stay under half of it:
 * `npx tsx tests/bench/search-floor.ts <DATABASE_URL of an imported catalog>` loads actor and
 * movie search each in turn with the bare Fastify route (3 rounds of BENCH_SECONDS, 8, at 32
 * connections, as `npm run bench` does), then, for a search whose median throughput is under
 * 0.5× the bare route, loads it again on a server run under `node --cpu-prof` and prints the
 * self time by package and the top self-time functions of that load. `npm run bench` prints the
 * same after its own paired searches.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { openDatabase } from '../../server/src/db/data-source';
import { seededRandom } from '../support/seeded-random';
import { loadRoute } from './load';
import { formatSpread, loadPaired, type PairedFigures } from './paired-load';
import { appServer, startProcess } from './processes';
import { printProfileSummary, summarizeProfile, type ProfileSummary } from './profile-summary';

/** Under this share of the bare route's throughput, a search's profile is printed. */
const FLOOR_SHARE = 0.5;

interface SearchRoute {
  name: string;
  paths: () => string;
}

/** Actor queries from the first letters of the sampled actors' names, movie queries from common words. */
export function searchRoutes(actorSample: { name: string }[], random: () => number): SearchRoute[] {
  const actorQueries = actorSample.map((a) => a.name.slice(0, 1 + Math.floor(random() * 6)));
  const movieQueries = ['the', 'star', 'love', 'night', 'a', 'god', 'casa', 'mad', 'king', 'war'];
  const pick = (list: string[]) => encodeURIComponent(list[Math.floor(random() * list.length)]!);
  return [
    { name: 'actor search', paths: () => `/api/actors/search?query=${pick(actorQueries)}` },
    { name: 'movie search', paths: () => `/api/movies/search?query=${pick(movieQueries)}` },
  ];
}

/** One route loaded on a server of its own under `--cpu-prof`: the profile of that load. */
async function profileRoute(
  env: Record<string, string>,
  route: SearchRoute,
  { connections = 32, durationSeconds = 8 } = {},
): Promise<ProfileSummary> {
  const dir = mkdtempSync(join(tmpdir(), 'cinema-search-profile-'));
  try {
    const server = await startProcess(appServer, env, '/api/game-settings', { cpuProfileDir: dir });
    await loadRoute('warm-up', server.url, route.paths, { connections, durationSeconds: 2 });
    const started = performance.now();
    await loadRoute(route.name, server.url, route.paths, { connections, durationSeconds });
    await server.stop();
    // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: the main thread's (0), not a worker's.
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile') && name.split('.')[4] === '0');
    if (!file) throw new Error("the profiled server wrote no main thread's .cpuprofile");
    return summarizeProfile(join(dir, file), performance.now() - started);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the profile of each paired search under half the bare route; answers them by name. */
export async function profileSlowSearches(
  env: Record<string, string>,
  routes: SearchRoute[],
  figures: PairedFigures[],
  opts: { connections?: number; durationSeconds?: number } = {},
): Promise<Record<string, ProfileSummary>> {
  const profiles: Record<string, ProfileSummary> = {};
  for (const [i, route] of routes.entries()) {
    const ratio = figures[i]!.throughputRatio;
    if (ratio.median >= FLOOR_SHARE) continue;
    const summary = await profileRoute(env, route, opts);
    printProfileSummary(
      `${route.name} at ${formatSpread(ratio)}× the bare route (under ${FLOOR_SHARE}×): where its time goes`,
      summary,
    );
    profiles[route.name] = summary;
  }
  return profiles;
}

if (process.argv[1]?.endsWith('search-floor.ts')) {
  const databaseUrl = process.argv[2];
  if (!databaseUrl) throw new Error('usage: search-floor.ts <DATABASE_URL of an imported catalog>');
  const durationSeconds = Number(process.env.BENCH_SECONDS ?? 8);
  const opts = { connections: 32, durationSeconds };
  const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SCHEDULER_INTERVAL_MS: '0' };
  const db = await openDatabase(databaseUrl);
  const random = seededRandom(7);
  const routes = searchRoutes((await CatalogIndex.load(db)).randomActors(500, random), random);
  await db.destroy();
  const bare = await startProcess('tests/bench/bare-server.ts', {}, '/bare');
  const server = await startProcess(appServer, env, '/api/game-settings');
  const figures: PairedFigures[] = [];
  for (const route of routes) figures.push(await loadPaired(route.name, server.url, route.paths, bare.url, opts));
  await server.stop();
  await bare.stop();
  for (const f of figures) {
    console.log(
      `${f.name}: ${Math.round(f.requestsPerSecond)} req/s, ÷ bare ${formatSpread(f.throughputRatio)} ` +
        `(p50 ${formatSpread(f.p50Ratio)}, p99 ${formatSpread(f.p99Ratio)})`,
    );
  }
  await profileSlowSearches(env, routes, figures, opts);
}
