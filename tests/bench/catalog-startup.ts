/**
 * The compiled server's start-up on a large catalog: spawn to the first answer of an actor
 * search (the catalog loaded, the server listening), and the process's peak resident memory by
 * then and after a movie search too. `npx tsx tests/bench/catalog-startup.ts <server> …` starts
 * each given compiled server (`server/dist/main.js` of a build) in turn, STARTUP_BENCH_ROUNDS (2)
 * rounds, so that a before/after pair shares the machine's load. STARTUP_BENCH_CATALOG (10x) is
 * imported into BENCH_CATALOG_DB (a scratch file under the system's temporary folder) when that
 * file does not exist yet, and kept there for the next run.
 */
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { appServer, startProcess } from './processes';
import { benchCatalogOf, importBenchCatalog } from './tenfold-catalog';

const catalogKind = benchCatalogOf(process.env.STARTUP_BENCH_CATALOG ?? '10x');
const rounds = Number(process.env.STARTUP_BENCH_ROUNDS ?? 2);
const servers = process.argv.length > 2 ? process.argv.slice(2).map((path) => resolve(path)) : [appServer];
const file = process.env.BENCH_CATALOG_DB ?? join(tmpdir(), `cinema-bench-${catalogKind}.sqlite`);

/** Peak resident memory of a process so far, in MB (Linux). */
function peakRssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024);
}

const serverEnv = {
  DATABASE_URL: `sqlite:${file}`,
  LOG_LEVEL: 'error',
  CATALOG_REFRESH_MS: '0',
  SCHEDULER_INTERVAL_MS: '0',
};

// Imported beside, then renamed: an import cut short leaves no file that a later run would take whole.
if (!existsSync(file)) {
  rmSync(`${file}.partial`, { force: true });
  await importBenchCatalog(catalogKind, `${file}.partial`);
  renameSync(`${file}.partial`, file);
}
// One start not counted: the first on a new file also migrates it and draws the first daily pair.
await (await startProcess(servers[0]!, serverEnv, '/api/actors/search?query=tom')).stop();
const rows: Record<string, string | number>[] = [];
for (let round = 1; round <= rounds; round++) {
  for (const server of servers) {
    const load = loadavg()[0]!.toFixed(2);
    const running = await startProcess(server, serverEnv, '/api/actors/search?query=tom');
    try {
      const pid = running.child.pid!;
      const atFirstAnswer = peakRssMbOf(pid);
      await (await fetch(`${running.url}/api/movies/search?query=the`)).arrayBuffer();
      rows.push({
        round,
        server,
        'start-up ms': Math.round(running.startupMs),
        'peak RSS MB (first answer)': atFirstAnswer,
        'peak RSS MB (both searches)': peakRssMbOf(pid),
        'load (1 min) before': load,
      });
    } finally {
      await running.stop();
    }
  }
}
console.table(rows);
