/** Child processes for the benchmarks: the app server and the bare yardstick server. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildForStart } from '../support/build';
import { freePort, repoRoot } from '../support/server-process';

export { freePort, repoRoot };

/** The app server as `npm start` runs it: compiled, built (or found up to date) once per run. */
export const appServer = 'server/dist/main.js';

export interface Running {
  url: string;
  child: ChildProcess;
  startupMs: number;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts a server script (TypeScript through tsx, or compiled JavaScript). `BENCH_CPU_PROF_DIR` profiles the app servers (not the bare yardstick):
 * each writes a .cpuprofile there when it stops (`node --cpu-prof`; summarise with the DevTools,
 * or ./profile-summary.ts). `cpuProfileDir` profiles this one server into that folder.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  probePath: string,
  { cpuProfileDir }: { cpuProfileDir?: string } = {},
): Promise<Running> {
  if (script === appServer) buildForStart();
  const port = await freePort();
  const started = performance.now();
  const profileDir = cpuProfileDir ?? process.env.BENCH_CPU_PROF_DIR;
  const profile = profileDir && !script.includes('bare-server') ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'];
  const child = spawn(process.execPath, [...profile, ...loader, script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url + probePath, child, 120_000);
  const startupMs = performance.now() - started;
  return {
    url,
    child,
    startupMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** CPU milliseconds a process has used in user space and in the kernel, from /proc (clock ticks of 10 ms). */
export function cpuMsOf(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}
