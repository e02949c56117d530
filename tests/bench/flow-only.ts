/**
 * The game flow alone, on a database that already holds a catalog, beside the bare route:
 * `npx tsx tests/bench/flow-only.ts <DATABASE_URL>` (BENCH_SECONDS, BENCH_PLAYERS; BENCH_NO_COMPLETE=1
 * measures create and add-connection only). For iterating on the write path without the whole bench.
 */
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { openDatabase } from '../../server/src/db/data-source';
import { linksOfChain } from '../support/chain-path';
import { runGameFlow } from './game-flow';
import { loadRoute } from './load';
import { appServer, cpuMsOf, startProcess } from './processes';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: flow-only.ts <DATABASE_URL>');
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 8);
const players = Number(process.env.BENCH_PLAYERS ?? 16);

const db = await openDatabase(databaseUrl);
const catalog = await CatalogIndex.load(db);
await db.destroy();
const bare = await startProcess('tests/bench/bare-server.ts', {}, '/bare');
const bareFigures = await loadRoute('bare', bare.url, () => '/bare', { connections: 32, durationSeconds: 4 });
await bare.stop();
const server = await startProcess(
  process.env.BENCH_SERVER ?? appServer,
  {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-admin-password',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
    SCHEDULER_INTERVAL_MS: '0',
  },
  '/api/game-settings',
);
const daily = (await (await fetch(`${server.url}/api/daily-actors`)).json()) as {
  startActor: { id: number };
  endActor: { id: number };
};
const chain = catalog.shortestChain(daily.startActor.id, daily.endActor.id);
if (!chain) throw new Error('the daily pair is not connected');
const serverCpuBefore = cpuMsOf(server.child.pid!);
const clientCpuBefore = process.cpuUsage();
const figures = await runGameFlow(
  server.url,
  { startActorId: daily.startActor.id, endActorId: daily.endActor.id },
  linksOfChain(catalog, chain),
  { players, durationSeconds, complete: process.env.BENCH_NO_COMPLETE !== '1' },
);
const serverCpuAfter = cpuMsOf(server.child.pid!);
const clientCpu = process.cpuUsage(clientCpuBefore);
await server.stop();
const requests =
  (figures.gamesCreatedPerSecond + figures.connectionsAddedPerSecond + figures.gamesCompletedPerSecond) *
  figures.durationSeconds;
const serverCpuMs = serverCpuAfter.user - serverCpuBefore.user + (serverCpuAfter.system - serverCpuBefore.system);
const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000;
console.log(
  JSON.stringify(
    {
      bare: bareFigures,
      flow: figures,
      // The kernel's share is mostly the sockets' system calls (HTTP and, on MySQL, the database's).
      serverCpuMsPerRequest: {
        user: (serverCpuAfter.user - serverCpuBefore.user) / requests,
        system: (serverCpuAfter.system - serverCpuBefore.system) / requests,
      },
      clientCpuMsPerRequest: clientCpuMs / requests,
      // The players' code is the same in every build, so this ratio compares builds across runs
      // on a machine whose speed drifts (the CPU figures per request alone moved 2× between runs).
      serverCpuPerClientCpu: serverCpuMs / clientCpuMs,
    },
    null,
    2,
  ),
);
