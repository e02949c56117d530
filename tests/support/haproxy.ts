/**
 * HAProxy in front of several server instances (DESIGN §13), as docs/operations.md configures it
 * for production: Debian's `haproxy` run as a child process on a config written to a temp dir,
 * logging each request and each server state change to its stdout, which this module reads. With
 * REQUIRE_HAPROXY=1 (CI) a missing haproxy fails the suite instead of skipping it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from './server-process';

const haproxyPath = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
export const haproxyAvailable = existsSync(haproxyPath);
if (!haproxyAvailable && (process.env.REQUIRE_HAPROXY === '1' || process.env.CI)) {
  throw new Error(`HAProxy is required (REQUIRE_HAPROXY/CI) but ${haproxyPath} is missing`);
}

/** Health checks: every 500 ms; two failures mark a server DOWN, one success UP again; 5 s per check. */
export const checkIntervalMs = 500;
export const checkFall = 2;
const checkRise = 1;
export const checkTimeoutMs = 5_000;

export interface Backend {
  name: string;
  port: number;
}

/** One request as HAProxy logged it once it ended. */
export interface LoggedRequest {
  /** The server that answered (or `<NOSRV>`). */
  server: string;
  status: number;
  /** When HAProxy connected the request to that server: epoch ms (Date.now()'s clock). */
  routedAt: number;
  /** Retries: `+n` when the request was sent again on another server (redispatched). */
  retries: string;
  /** Termination state, e.g. `----` for a clean end, `SH--` for a server that closed mid-answer. */
  termination: string;
  method: string;
  path: string;
}

export interface StateChange {
  server: string;
  state: 'UP' | 'DOWN';
  /** When HAProxy logged it: epoch ms. */
  at: number;
}

/** The balancer part of the production config (docs/operations.md), for `backends`. */
function balancerConfig(port: number, backends: readonly Backend[]): string {
  const servers = backends.map(
    (b) =>
      `    server ${b.name} 127.0.0.1:${b.port} check inter ${checkIntervalMs}ms fall ${checkFall} rise ${checkRise}`,
  );
  return [
    'defaults',
    '    mode http',
    '    log global',
    '    option forwardfor',
    '    option http-server-close',
    '    timeout connect 2s',
    '    timeout client 30s',
    '    timeout server 15s',
    '    timeout http-keep-alive 30s',
    `    timeout check ${checkTimeoutMs / 1000}s`,
    '    retries 2',
    '    option redispatch 1',
    '    retry-on conn-failure empty-response',
    '',
    'frontend cinema',
    `    bind 127.0.0.1:${port}`,
    '    default_backend instances',
    '',
    'backend instances',
    '    balance roundrobin',
    '    option httpchk',
    '    http-check send meth GET uri /api/ready',
    '    http-check expect status 200',
    '    http-request disable-l7-retry unless METH_GET || METH_HEAD',
    ...servers,
    '',
  ].join('\n');
}

/** Fields of the request log line, space-separated; see `parseRequest`. */
const requestLogFormat = 'REQ %Ts %ms %Th %Ti %TR %Tw %s %ST %rc %tsc %HM %HP';

export class Balancer {
  readonly requests: LoggedRequest[] = [];
  readonly stateChanges: StateChange[] = [];
  private output = '';
  private readonly listeners = new Set<() => void>();

  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly exited: Promise<void>,
  ) {}

  static async start(backends: readonly Backend[]): Promise<Balancer> {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'cinema-haproxy-'));
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      [
        'global',
        '    log stdout format iso local0 info',
        '    maxconn 4096',
        '',
        balancerConfig(port, backends).replace(
          '    log global\n',
          `    log global\n    log-format "${requestLogFormat}"\n`,
        ),
      ].join('\n'),
    );
    // -db: stay in the foreground, no daemon; stdout carries the log.
    const child = spawn(haproxyPath, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const balancer = new Balancer(`http://127.0.0.1:${port}`, child, dir, exited);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => balancer.read(line));
    }
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${balancer.output}`);
      try {
        const res = await fetch(`${balancer.url}/api/health`);
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`haproxy did not answer within 10 s:\n${balancer.output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return balancer;
  }

  private read(output: string): void {
    // The log (stdout) starts each line with HAProxy's time, to the microsecond; stderr does not.
    const stamped = /^(\d{4}-\d\d-\d\dT\S+) (.*)$/.exec(output);
    const line = stamped ? stamped[2]! : output;
    const at = stamped ? Date.parse(stamped[1]!) : Date.now();
    if (line.startsWith('REQ ')) {
      const request = parseRequest(line);
      if (request) this.requests.push(request);
    } else {
      this.output = (this.output + output + '\n').slice(-20_000);
      const change = /Server instances\/(\S+) is (UP|DOWN)/.exec(line);
      // HAProxy writes each change twice, in its log and as a warning on stderr: the log's counts.
      if (change && stamped) {
        const [, server, state] = change as unknown as [string, string, 'UP' | 'DOWN'];
        const last = this.stateChanges.findLast((c) => c.server === server);
        if (last?.state !== state) this.stateChanges.push({ server, state, at });
      }
    }
    for (const listener of this.listeners) listener();
  }

  /** The server's state as HAProxy last reported it (servers start UP). */
  state(server: string): 'UP' | 'DOWN' {
    return this.stateChanges.findLast((c) => c.server === server)?.state ?? 'UP';
  }

  /**
   * Resolves once HAProxy reports `server` in `state` at or after `since` (epoch ms): with the
   * change, or with `since` itself when the server was in that state already.
   */
  waitFor(server: string, state: 'UP' | 'DOWN', since: number, timeoutMs = 20_000): Promise<StateChange> {
    const before = this.stateChanges.filter((c) => c.server === server && c.at <= since).at(-1)?.state ?? 'UP';
    return new Promise((resolve, reject) => {
      const check = () => {
        const change =
          before === state
            ? { server, state, at: since }
            : this.stateChanges.find((c) => c.server === server && c.state === state && c.at >= since);
        if (!change) return false;
        this.listeners.delete(listener);
        clearTimeout(timer);
        resolve(change);
        return true;
      };
      const listener = () => void check();
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`haproxy did not mark ${server} ${state} within ${timeoutMs} ms:\n${this.output}`));
      }, timeoutMs);
      this.listeners.add(listener);
      check();
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGTERM');
      await this.exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function parseRequest(line: string): LoggedRequest | null {
  const fields = line.split(' ');
  if (fields.length < 13) return null;
  const [, ts, ms, th, ti, tr, tw, server, status, retries, termination, method, path] = fields as [
    string,
    ...string[],
  ];
  const part = (value: string | undefined) => Math.max(0, Number(value));
  // Accepted (for a later request on a keep-alive connection: the end of the previous one), then
  // the handshake, the idle time, receiving the request, the queue: sent to the server.
  const routedAt = Number(ts) * 1000 + Number(ms) + part(th) + part(ti) + part(tr) + part(tw);
  return {
    server: server!,
    status: Number(status),
    routedAt,
    retries: retries!,
    termination: termination!,
    method: method!,
    path: path!,
  };
}
