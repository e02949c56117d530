/**
 * Concurrent players each playing the daily pair through the REST API: create a game, add
 * every link of a known shortest chain, complete. Counts games created, links added and
 * games completed per second, and the latency of add-connection.
 *
 * A player is one keep-alive socket of its own, one request at a time, going through the steps
 * in order and starting again after the last; its cookie goes back to a pool at the end of a
 * game, which the next game takes it from. Its requests are written by hand (request line, Host,
 * Content-Type, Content-Length, Cookie) and its answers read whole and checked: the status, and
 * each body parsed (the game's id, the link stored at its order, the score). The players share
 * two cores with the server: autocannon, which built every request through its request builder,
 * ran each answer through its HTTP parser and kept histograms, cost them 0.20-0.27 ms of CPU a
 * request against 0.10-0.13 ms here (same server, alternating runs on a busy machine), so the
 * bench measures the server rather than its players.
 */
import { connect, type Socket } from 'node:net';
import type { PathLink } from '../support/chain-path';
import { percentile, round } from './load';

export interface GameFlowFigures {
  players: number;
  durationSeconds: number;
  gamesCreatedPerSecond: number;
  connectionsAddedPerSecond: number;
  gamesCompletedPerSecond: number;
  addConnectionP50Ms: number;
  addConnectionP99Ms: number;
  errors: number;
}

/** A request not answered within this is an error, and its player starts again on a new socket. */
const TIMEOUT_MS = 10_000;
const HEADER_END = Buffer.from('\r\n\r\n');

/** One step of a game: its request, and the check of its 2xx answer (throws when the answer is wrong). */
interface Step {
  name: 'create' | 'link' | 'complete';
  method: 'POST' | 'PATCH';
  path: (gameId: number) => string;
  body: string;
  check: (player: Player, answer: unknown, headers: string) => void;
}

interface Player {
  socket: Socket;
  /** The answer read so far. */
  received: Buffer[];
  receivedBytes: number;
  /** The next step, in `steps`. */
  step: number;
  cookie?: string;
  gameId: number;
  sentAt: number;
}

/** What an answer says once it is whole: its status, header block and body; null until then. */
function answerOf(data: Buffer): { status: number; headers: string; body: string } | null {
  const end = data.indexOf(HEADER_END);
  if (end < 0) return null;
  const headers = data.toString('latin1', 0, end);
  if (/\r\ntransfer-encoding: *chunked/i.test(headers))
    throw new Error('a chunked answer, which the players do not read');
  const bodyLength = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
  if (data.length < end + 4 + bodyLength) return null;
  return { status: Number(headers.slice(9, 12)), headers, body: data.toString('utf8', end + 4, end + 4 + bodyLength) };
}

export async function runGameFlow(
  baseUrl: string,
  pair: { startActorId: number; endActorId: number },
  path: PathLink[],
  { players = 16, durationSeconds = 10, complete = true } = {},
): Promise<GameFlowFigures> {
  const { hostname, port } = new URL(baseUrl);
  let created = 0;
  let added = 0;
  let completed = 0;
  let errors = 0;
  const addLatencies: number[] = [];
  const freeCookies: string[] = [];

  const steps: Step[] = [
    {
      name: 'create',
      method: 'POST',
      path: () => '/api/games',
      body: JSON.stringify({ ...pair, isDailyGame: true }),
      check: (player, answer, headers) => {
        const { id } = answer as { id: unknown };
        if (!Number.isSafeInteger(id)) throw new Error('no game id');
        player.gameId = id as number;
        // A player without a cookie gets one with its first game, and keeps it.
        player.cookie ??= /\r\nset-cookie: *(cc_player=[^;\r]*)/i.exec(headers)?.[1];
        if (!player.cookie) throw new Error('no player cookie');
      },
    },
    ...path.map((link, order): Step => ({
      name: 'link',
      method: 'POST',
      path: (gameId) => `/api/games/${gameId}/connections`,
      body: JSON.stringify({ ...link, order }),
      check: (_player, answer) => {
        const {
          link: stored,
          chain,
          isComplete,
        } = answer as {
          link: { order: number };
          chain: unknown[];
          isComplete: boolean;
        };
        if (stored.order !== order || chain.length !== order + 1 || isComplete !== (order === path.length - 1)) {
          throw new Error(`link ${order} answered with another chain`);
        }
      },
    })),
    // Without completing (`complete: false`), the figures are those of creating and adding links alone.
    ...(complete
      ? [
          {
            name: 'complete',
            method: 'PATCH',
            path: (gameId: number) => `/api/games/${gameId}`,
            body: JSON.stringify({ isComplete: true, moveCount: path.length }),
            check: (_player: Player, answer: unknown) => {
              if (typeof (answer as { score: unknown }).score !== 'number') throw new Error('no score');
            },
          } satisfies Step,
        ]
      : []),
  ];
  const host = `${hostname}:${port}`;
  const requestOf = (step: Step, player: Player): string =>
    `${step.method} ${step.path(player.gameId)} HTTP/1.1\r\nHost: ${host}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(step.body)}\r\n` +
    (player.cookie ? `Cookie: ${player.cookie}\r\n` : '') +
    `\r\n${step.body}`;

  let running = true;
  const sockets = new Set<Socket>();
  const gameOver = (player: Player) => {
    if (player.cookie) freeCookies.push(player.cookie);
    player.cookie = undefined;
    player.step = 0;
  };
  const send = (player: Player) => {
    if (!running) return;
    if (player.step === 0) player.cookie = freeCookies.pop();
    player.sentAt = performance.now();
    player.socket.write(requestOf(steps[player.step]!, player));
  };
  const failed = (player: Player, message: string) => {
    errors++;
    if (errors <= 3)
      console.error(`${steps[player.step]!.method} ${steps[player.step]!.path(player.gameId)} → ${message}`);
    gameOver(player);
  };
  const answered = (player: Player, status: number, headers: string, body: string) => {
    const step = steps[player.step]!;
    if (status >= 300) return failed(player, `${status} ${body}`);
    try {
      step.check(player, JSON.parse(body), headers);
    } catch (error) {
      return failed(player, `${status} ${(error as Error).message}: ${body}`);
    }
    if (step.name === 'create') {
      created++;
    } else if (step.name === 'link') {
      addLatencies.push(performance.now() - player.sentAt);
      added++;
    } else {
      completed++;
    }
    player.step++;
    if (player.step === steps.length) gameOver(player);
  };

  const open = (player: Player) => {
    const socket = connect({ host: hostname, port: Number(port), noDelay: true });
    player.socket = socket;
    player.sentAt = performance.now();
    player.received = [];
    player.receivedBytes = 0;
    sockets.add(socket);
    socket.on('connect', () => send(player));
    socket.on('data', (chunk: Buffer) => {
      player.received.push(chunk);
      player.receivedBytes += chunk.length;
      const data = player.received.length === 1 ? chunk : Buffer.concat(player.received, player.receivedBytes);
      let answer;
      try {
        answer = answerOf(data);
      } catch (error) {
        // Counted once, as its socket closes.
        console.error((error as Error).message);
        socket.destroy();
        return;
      }
      if (!answer) {
        player.received = [data];
        return;
      }
      player.received = [];
      player.receivedBytes = 0;
      if (!running) return;
      answered(player, answer.status, answer.headers, answer.body);
      send(player);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      if (!running) return;
      failed(player, 'socket closed');
      open(player);
    });
  };

  const all: Player[] = Array.from({ length: players }, () => ({
    socket: null as unknown as Socket,
    received: [],
    receivedBytes: 0,
    step: 0,
    gameId: 0,
    sentAt: 0,
  }));
  const started = performance.now();
  for (const player of all) open(player);
  // A player whose request went unanswered too long starts again on a new socket.
  const watch = setInterval(() => {
    const now = performance.now();
    for (const player of all) if (now - player.sentAt > TIMEOUT_MS) player.socket.destroy();
  }, 1000);
  await new Promise((resolve) => setTimeout(resolve, durationSeconds * 1000));
  running = false;
  clearInterval(watch);
  const seconds = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.destroy();

  addLatencies.sort((a, b) => a - b);
  return {
    players,
    durationSeconds: round(seconds, 1),
    gamesCreatedPerSecond: round(created / seconds, 1),
    connectionsAddedPerSecond: round(added / seconds, 1),
    gamesCompletedPerSecond: round(completed / seconds, 1),
    addConnectionP50Ms: round(percentile(addLatencies, 50)),
    addConnectionP99Ms: round(percentile(addLatencies, 99)),
    errors,
  };
}
