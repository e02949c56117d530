/**
 * The server as a child process, the compiled `server/dist/main.js` that `npm start` runs, for
 * the suites that send it signals or measure it from outside: start it on a free port, wait
 * until it answers, signal it, and learn how it exited. Built beforehand (./build.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  startupMs: number;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  /** What the process wrote to stderr (and stdout), for a failing test's message. */
  output(): string;
  /** SIGTERM, then the exit; SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<Exit>;
}

/** `port`: a given one (an instance started again where its balancer expects it), else a free one. */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  port?: number,
): Promise<ServerProcess> {
  port ??= await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_MS: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/game-settings`);
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url,
    child,
    startupMs: performance.now() - started,
    exited,
    output: () => output,
    stop: async (graceMs = 15_000) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        const exit = await exited;
        clearTimeout(timer);
        return exit;
      }
      return exited;
    },
  };
}
