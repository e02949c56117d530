/**
 * Virtual players (./virtual-players.ts) run in child processes (./remote-players.child.ts), each
 * with its own event loop: a suite or bench that overloads a server measures the server, not its
 * own backlog of thousands of players. The players are shared out between the processes and
 * arrive over `rampMs`, as real arrivals do.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PathLink } from './chain-path';
import type { Pair, PlayerRunOptions } from './virtual-players';

const childEntry = fileURLToPath(new URL('./remote-players.child.ts', import.meta.url));

export interface PlayersStart {
  url: string;
  pair: Pair;
  path: PathLink[];
  options: PlayerRunOptions;
}

/** One answer: when it was sent (epoch ms), how long it took, its status, its Retry-After (-1: none). */
type RemoteAnswer = [sentAt: number, ms: number, status: number, retryAfterSeconds: number];

export interface PlayersDone {
  startedAt: number;
  endedAt: number;
  answered: RemoteAnswer[];
  /** Requests with no answer within the client's timeout, or whose connection failed. */
  unanswered: number;
  /** What became of the first few of them. */
  firstUnanswered: string[];
  /** Answers the rules do not explain (with `tolerateOutages`, a 503 without the error shape). */
  errors: string[];
}

export interface RemotePlayers {
  /** Ends the players' games early: each finishes its request in flight. */
  stop(): void;
  /** Every process's report, merged, once all have finished. */
  done: Promise<PlayersDone>;
}

function runChild(start: PlayersStart): { child: ChildProcess; done: Promise<PlayersDone> } {
  const child = fork(childEntry, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const done = new Promise<PlayersDone>((resolve, reject) => {
    child.once('message', (report: PlayersDone) => resolve(report));
    child.once('exit', (code, signal) =>
      reject(new Error(`a players process exited with ${code ?? signal} before it reported`)),
    );
  });
  child.send(start);
  return { child, done };
}

export function startRemotePlayers(
  url: string,
  pair: Pair,
  path: PathLink[],
  options: PlayerRunOptions & { processes: number },
): RemotePlayers {
  const { processes, players, rampMs = 0, ...rest } = options;
  const children = Array.from({ length: processes }, (_, i) => {
    // Each process spreads its share over the same ramp: together they arrive evenly over it.
    const share = Math.floor(players / processes) + (i < players % processes ? 1 : 0);
    return runChild({ url, pair, path, options: { ...rest, players: share, rampMs } });
  });
  const done = Promise.all(children.map((c) => c.done)).then((reports) => ({
    startedAt: Math.min(...reports.map((r) => r.startedAt)),
    endedAt: Math.max(...reports.map((r) => r.endedAt)),
    answered: reports.flatMap((r) => r.answered),
    unanswered: reports.reduce((n, r) => n + r.unanswered, 0),
    firstUnanswered: reports.flatMap((r) => r.firstUnanswered).slice(0, 3),
    errors: reports.flatMap((r) => r.errors),
  }));
  return {
    stop: () => {
      for (const { child } of children) if (child.connected) child.send('stop');
    },
    done,
  };
}
