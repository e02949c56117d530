/**
 * Virtual players for the load and fault suites: each plays whole daily games over real HTTP
 * (keep-alive agent, one cookie per player) in a loop: create the game, add each link of a real
 * shortest chain with one deliberately wrong link that must be refused, complete, save a name.
 * Every write the server acknowledged goes into a ledger, so a suite can check afterwards that
 * the database holds it.
 */
import { Agent, request } from 'node:http';
import { refusedWordIn } from '../../server/src/game/refused-words';
import type { PathLink } from './chain-path';
import { seededRandom } from './seeded-random';

export type Step = 'create' | 'link' | 'wrong link' | 'complete' | 'name';
export const steps: readonly Step[] = ['create', 'link', 'wrong link', 'complete', 'name'];

export interface Pair {
  startActorId: number;
  endActorId: number;
}

/** What the server acknowledged: a 2xx answer the client received. */
export interface AcknowledgedGame {
  id: number;
  /** Links acknowledged, by order. */
  links: Map<number, PathLink>;
  score: number | null;
  moveCount: number | null;
  playerName: string | null;
  /** The player's cookie: the chain of today's game is theirs to read (others' is folded until they play). */
  cookie: string;
}

interface Answer {
  status: number;
  body: unknown;
  /** The Retry-After header's seconds, when the answer has one. */
  retryAfterSeconds?: number;
}

/** The 503 of an unreachable database or a closing server (SPEC §9 error shape). */
export const unavailableBody = {
  message: 'The database is unavailable. Please try again shortly.',
  code: 'SERVICE_UNAVAILABLE',
};

/** The 503 of an overloaded server, refusing at once instead of queueing (server/src/plugins/overload.ts). */
const overloadedMessage = 'The server is busy. Please try again shortly.';

/**
 * The 503 body: the error shape's message (the database's, or an overloaded server's) and code,
 * and the request id that every error answer carries.
 */
function isUnavailableAnswer(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { message, code, ...rest } = body as Record<string, unknown>;
  const extra = Object.keys(rest).filter((key) => key !== 'requestId');
  const known = message === unavailableBody.message || message === overloadedMessage;
  return known && code === unavailableBody.code && extra.length === 0;
}

export interface PlayerRunOptions {
  players: number;
  /** Stop starting new steps after this many ms (or when `stop()` is called). */
  durationMs?: number;
  /**
   * Fault mode: a 503 or a network failure ends the game in progress (counted, not an error)
   * and the player starts a new one after a short pause. Otherwise each is an error.
   */
  tolerateOutages?: boolean;
  /**
   * With `tolerateOutages`: after a 503 that says when to come back (Retry-After), the player
   * waits about that long (from half to one and a half times it) instead of the short pause, as
   * people shown "try again shortly" do.
   */
  honorRetryAfter?: boolean;
  /** A request unanswered after this many ms is an error (the client's 15 s, SPEC §9). */
  timeoutMs?: number;
  /**
   * A person's pause before each request, on average (from half to one and a half times it);
   * 0 (the default) sends each request as soon as the previous one is answered.
   */
  thinkMs?: number;
  /**
   * Players arrive over this many ms, evenly spread, as people do, instead of all sending their
   * first request in the same millisecond (0, the default).
   */
  rampMs?: number;
}

export interface Failure {
  step: Step;
  status: number | null;
  detail: string;
  /** When the request was sent and when it failed (performance.now()). */
  sentAt: number;
  at: number;
}

/** Reads the ledger and the counters of a run. */
export class PlayerRun {
  readonly games = new Map<number, AcknowledgedGame>();
  readonly latencies = new Map<Step, number[]>(steps.map((s) => [s, []]));
  readonly refusals = new Map<number, number>();
  /** Errors: an answer the rules do not explain (5xx outside an outage, wrong status, timeout). */
  readonly errors: Failure[] = [];
  /** Fault mode: 503 answers (their bodies checked) and network failures, with when they came. */
  readonly unavailable: number[] = [];
  readonly networkFailures: Failure[] = [];
  /**
   * Requests sent again, once, on a new connection after a reused one ended before any byte of
   * the answer (as browsers do): the first attempt, which no one saw fail.
   */
  readonly resent: Failure[] = [];
  /** Requests sent, by step: acknowledged or not. */
  readonly attempts = new Map<Step, number>(steps.map((s) => [s, 0]));
  /** When each request that got an HTTP answer was sent, and when the answer came. */
  readonly answered: Array<{ sentAt: number; at: number; status: number; retryAfterSeconds?: number }> = [];
  /** Times (performance.now()) of every 2xx answer. */
  readonly acknowledgedAt: number[] = [];
  startedAt = 0;
  endedAt = 0;
  private stopping = false;
  /** Players pausing to think: woken by `stop()`, so a stopped run ends without waiting them out. */
  private readonly thinking = new Set<() => void>();

  stop(): void {
    this.stopping = true;
    for (const wake of this.thinking) wake();
    this.thinking.clear();
  }

  /** Waits `ms`, or until `stop()` if that comes first. */
  pause(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.thinking.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.thinking.add(wake);
    });
  }

  get stopped(): boolean {
    return this.stopping;
  }

  /** Games whose completion (score) was acknowledged. */
  completedGames(): number {
    let n = 0;
    for (const g of this.games.values()) if (g.score !== null) n++;
    return n;
  }

  acknowledgedLinks(): number {
    let n = 0;
    for (const g of this.games.values()) n += g.links.size;
    return n;
  }
}

class Outage extends Error {
  /** How long the answer asked the player to wait, when the player heeds it. */
  constructor(readonly retryAfterSeconds?: number) {
    super('outage');
  }
}

/**
 * A keep-alive connection reused from the pool ended before any byte of the answer came: the
 * other end closed it as the request went out (or dropped it without a word, as HAProxy does so
 * that the client sends again). Browsers send such a request again, once, on a new connection,
 * whatever its method; the players do the same (`PlayerRun.resent`).
 */
class ReusedConnectionClosed extends Error {}

/** One JSON request on a keep-alive agent; the player's cookie is kept in `cookie`. */
export function sendJson(
  agent: Agent,
  base: URL,
  method: string,
  path: string,
  body: unknown,
  cookie: { value: string },
  timeoutMs: number,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(cookie.value ? { cookie: cookie.value } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const set = res.headers['set-cookie']?.find((c) => c.startsWith('cc_player='));
          if (set) cookie.value = set.split(';')[0]!;
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: kept as text for the report
          }
          const retryAfter = Number(res.headers['retry-after']);
          resolve({
            status: res.statusCode ?? 0,
            body: parsed,
            ...(retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
          });
        });
      },
    );
    // The whole exchange, connecting included (a full listen queue delays the connection itself).
    // Where a request that times out was held: still connecting (a full listen queue), or sent on a
    // connection and never answered. The timeout names which, and when it was sent.
    const sentAt = performance.now();
    let connectedAfterMs: number | null = null;
    let timedOut = false;
    req.on('socket', (socket) => {
      if (!socket.connecting) connectedAfterMs = 0;
      else socket.once('connect', () => (connectedAfterMs = Math.round(performance.now() - sentAt)));
    });
    const timer = setTimeout(() => {
      const connection =
        connectedAfterMs === null
          ? 'never connected'
          : `${req.reusedSocket ? 'on a reused connection' : `connected after ${connectedAfterMs} ms`}`;
      timedOut = true;
      req.destroy(new Error(`no answer within ${timeoutMs} ms (${connection}; sent at ${Math.round(sentAt)} ms)`));
    }, timeoutMs);
    req.on('close', () => clearTimeout(timer));
    let answerStarted = false;
    req.on('response', () => (answerStarted = true));
    // A reset on a keep-alive connection reused from the pool says so: the server closed it as idle
    // while the request was on its way (the race every keep-alive client meets).
    req.on('error', (error) => {
      if (!req.reusedSocket) return reject(error);
      const message = `${error.message} (reused connection)`;
      reject(timedOut || answerStarted ? new Error(message) : new ReusedConnectionClosed(message));
    });
    req.end(payload);
  });
}

/**
 * A wrong link the server must refuse: on a shortest chain, the actor of link k did not appear in
 * the movie of link k + 1 (else the chain would be shorter), so that link is refused with 422.
 * A chain of one link has no such movie: its reverse starts from the wrong actor (409).
 */
function wrongLinkOf(path: PathLink[]): { order: number; link: PathLink; status: number } {
  if (path.length >= 2) {
    const [first, second] = path as [PathLink, PathLink];
    return {
      order: 0,
      link: {
        actorId: first.actorId,
        actorTvdbId: first.actorTvdbId,
        movieId: second.movieId,
        movieTvdbId: second.movieTvdbId,
        nextActorId: second.nextActorId,
        nextActorTvdbId: second.nextActorTvdbId,
      },
      status: 422,
    };
  }
  const only = path[0]!;
  return {
    order: 0,
    link: {
      actorId: only.nextActorId,
      actorTvdbId: only.nextActorTvdbId,
      movieId: only.movieId,
      movieTvdbId: only.movieTvdbId,
      nextActorId: only.actorId,
      nextActorTvdbId: only.actorTvdbId,
    },
    status: 409,
  };
}

/** Plays until the duration ends or `run.stop()`; resolves when every player has finished its step. */
export function startPlayers(
  baseUrl: string,
  pair: Pair,
  path: PathLink[],
  options: PlayerRunOptions,
): { run: PlayerRun; done: Promise<void>; agent: Agent } {
  const {
    players,
    durationMs,
    tolerateOutages = false,
    honorRetryAfter = false,
    timeoutMs = 15_000,
    thinkMs = 0,
    rampMs = 0,
  } = options;
  const think = seededRandom(players);
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: players, maxFreeSockets: players });
  // One connection per request sent again, closed after its answer.
  const newConnection = new Agent({ keepAlive: false });
  const run = new PlayerRun();
  const wrong = wrongLinkOf(path);
  run.startedAt = performance.now();
  const deadline = durationMs === undefined ? Infinity : run.startedAt + durationMs;
  const over = () => run.stopped || performance.now() >= deadline;

  async function step(
    name: Step,
    method: string,
    url: string,
    body: unknown,
    cookie: { value: string },
    expected: number,
  ): Promise<Answer | null> {
    if (thinkMs > 0) {
      await run.pause(thinkMs * (0.5 + think()));
      // Stopped while thinking: the request is never sent.
      if (run.stopped) return null;
    }
    run.attempts.set(name, run.attempts.get(name)! + 1);
    const t0 = performance.now();
    let answer: Answer;
    try {
      try {
        answer = await sendJson(agent, base, method, url, body, cookie, timeoutMs);
      } catch (error) {
        if (!(error instanceof ReusedConnectionClosed)) throw error;
        const at = performance.now();
        run.resent.push({ step: name, status: null, detail: `${method} ${url}: ${String(error)}`, sentAt: t0, at });
        // A new connection: the pool's other idle ones may be as stale.
        answer = await sendJson(newConnection, base, method, url, body, cookie, timeoutMs - (at - t0));
      }
    } catch (error) {
      const failure = {
        step: name,
        status: null,
        detail: `${method} ${url}: ${String(error)}`,
        sentAt: t0,
        at: performance.now(),
      };
      const timedOut = String(error).includes('no answer within');
      if (tolerateOutages && !timedOut) {
        run.networkFailures.push(failure);
        throw new Outage();
      }
      run.errors.push(failure);
      return null;
    }
    const ms = performance.now() - t0;
    run.answered.push({
      sentAt: t0,
      at: t0 + ms,
      status: answer.status,
      ...(answer.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: answer.retryAfterSeconds }),
    });
    if (answer.status === expected) {
      run.latencies.get(name)!.push(ms);
      if (expected < 300) run.acknowledgedAt.push(performance.now());
      else run.refusals.set(expected, (run.refusals.get(expected) ?? 0) + 1);
      return answer;
    }
    if (tolerateOutages && answer.status === 503) {
      run.unavailable.push(performance.now());
      if (!isUnavailableAnswer(answer.body)) {
        run.errors.push({
          step: name,
          status: 503,
          detail: `503 without the error shape: ${JSON.stringify(answer.body)}`,
          sentAt: t0,
          at: performance.now(),
        });
      }
      throw new Outage(honorRetryAfter ? answer.retryAfterSeconds : undefined);
    }
    run.errors.push({
      step: name,
      status: answer.status,
      detail: `${method} ${url} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
      sentAt: t0,
      at: performance.now(),
    });
    return null;
  }

  async function playOneGame(cookie: { value: string }, player: number, round: number): Promise<void> {
    const created = await step('create', 'POST', '/api/games', { ...pair, isDailyGame: true }, cookie, 201);
    if (!created) return;
    const { id, isPractice } = created.body as { id: number; isPractice: boolean };
    const game: AcknowledgedGame = {
      id,
      links: new Map(),
      score: null,
      moveCount: null,
      playerName: null,
      cookie: cookie.value,
    };
    run.games.set(id, game);
    for (const [order, link] of path.entries()) {
      if (order === wrong.order) {
        const refused = await step(
          'wrong link',
          'POST',
          `/api/games/${id}/connections`,
          { ...wrong.link, order },
          cookie,
          wrong.status,
        );
        if (!refused) return;
      }
      if (over()) return;
      const added = await step('link', 'POST', `/api/games/${id}/connections`, { ...link, order }, cookie, 200);
      if (!added) return;
      game.links.set(order, link);
    }
    if (over()) return;
    const completeBody = { isComplete: true, moveCount: path.length };
    const completed = await step('complete', 'PATCH', `/api/games/${id}`, completeBody, cookie, 200);
    if (!completed) return;
    game.score = (completed.body as { score: number }).score;
    game.moveCount = path.length;
    // A player's later daily games of the day are practice, which takes no name (as the client offers none).
    if (over() || isPractice) return;
    const playerName = allowedName(player, round);
    const named = await step('name', 'PATCH', `/api/games/${id}`, { playerName }, cookie, 200);
    if (!named) return;
    game.playerName = playerName;
  }

  async function player(index: number): Promise<void> {
    const cookie = { value: '' };
    if (rampMs > 0) await run.pause((rampMs * (index - 1)) / players);
    for (let round = 1; !over(); round++) {
      try {
        await playOneGame(cookie, index, round);
      } catch (error) {
        if (!(error instanceof Outage)) throw error;
        // People told to come back shortly do not all come back at the same moment.
        const pauseMs = error.retryAfterSeconds === undefined ? 50 : error.retryAfterSeconds * 1000 * (0.5 + think());
        // Not past the run's end: a player told to come back later than that is done.
        await run.pause(Math.min(pauseMs, Math.max(0, deadline - performance.now())));
      }
    }
  }

  const done = Promise.all(Array.from({ length: players }, (_, i) => player(i + 1))).then(() => {
    run.endedAt = performance.now();
  });
  return { run, done, agent };
}

/**
 * A virtual player's name the name filter lets through. The filter reads digits as leetspeak
 * ("Player 455" holds "ass", "Player 717" "tit"), so such a player goes by another number,
 * still its own (players number fewer than a million).
 */
function allowedName(player: number, round: number): string {
  for (let shown = player; ; shown += 1_000_000) {
    const name = `Player ${shown} round ${round}`;
    if (!refusedWordIn(name, [])) return name;
  }
}
