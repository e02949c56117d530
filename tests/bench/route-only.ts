/**
 * One route under load on a database that already holds a catalog, for profiling the read path:
 * `BENCH_CPU_PROF_DIR=/tmp/prof npx tsx tests/bench/route-only.ts <DATABASE_URL> /api/daily-actors`
 * warms the route for 2 s, loads it for BENCH_SECONDS (6) with 32 connections and prints the figures,
 * with the server's CPU per request (user and kernel, from /proc).
 * BENCH_SERVER names another build's compiled server (its `server/dist/main.js`), to compare builds.
 */
import { loadRoute } from './load';
import { appServer, cpuMsOf, startProcess } from './processes';

const [databaseUrl, path] = process.argv.slice(2);
if (!databaseUrl || !path) throw new Error('usage: route-only.ts <DATABASE_URL> <path>');
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 6);

const server = await startProcess(
  process.env.BENCH_SERVER ?? appServer,
  { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-admin-password', SCHEDULER_INTERVAL_MS: '0' },
  '/api/game-settings',
);
await loadRoute('warm-up', server.url, () => path, { connections: 32, durationSeconds: 2 });
const cpuBefore = cpuMsOf(server.child.pid!);
const figures = await loadRoute(path, server.url, () => path, { connections: 32, durationSeconds });
const cpuAfter = cpuMsOf(server.child.pid!);
await server.stop();
const requests = figures.requestsPerSecond * durationSeconds;
const serverCpuMsPerRequest = {
  user: (cpuAfter.user - cpuBefore.user) / requests,
  system: (cpuAfter.system - cpuBefore.system) / requests,
};
console.log(JSON.stringify({ ...figures, serverCpuMsPerRequest }));
