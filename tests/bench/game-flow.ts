/**
 * Concurrent players each playing the daily pair through the REST API: create a game, add
 * every link of a known shortest chain, complete. Counts games created, links added and
 * games completed per second, and the latency of add-connection.
 *
 * The players are autocannon connections, one player each (its own cookie and game), going
 * through the steps in order and starting again after the last. autocannon's client costs
 * about a fifth of a millisecond less CPU a request than node:http's (0.12–0.18 ms there, on the
 * same two cores as the server), so the bench measures the server rather than its players.
 */
import autocannon, { type Request } from 'autocannon';
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

/**
 * A connection's state during one game (autocannon's context, which it empties before each new
 * game). The player's cookie outlives the game: it goes back to a pool that the next game takes it from.
 */
interface Player {
  cookie?: string;
  gameId?: number;
  sentAt?: number;
  /** A step failed: the rest of the game is skipped and a new one starts. */
  failed?: boolean;
}

export async function runGameFlow(
  baseUrl: string,
  pair: { startActorId: number; endActorId: number },
  path: PathLink[],
  { players = 16, durationSeconds = 10, complete = true } = {},
): Promise<GameFlowFigures> {
  let created = 0;
  let added = 0;
  let completed = 0;
  let errors = 0;
  const addLatencies: number[] = [];
  const freeCookies: string[] = [];
  const gameOver = (player: Player) => {
    if (player.cookie) freeCookies.push(player.cookie);
  };

  /** A step of the game; `answered` runs on its 2xx answer, anything else is an error. */
  const step = (
    name: 'create' | 'link' | 'complete',
    pathOf: (player: Player) => string,
    body: unknown,
    answered: (player: Player, body: string, headers: Record<string, string | string[]>) => void,
  ): Request => {
    const json = JSON.stringify(body);
    const method = name === 'complete' ? 'PATCH' : 'POST';
    return {
      method,
      setupRequest: (request, context) => {
        const player = context as Player;
        // After a failed step the rest of that game is skipped (autocannon starts again from the
        // first); also after a create that timed out (autocannon goes on to the next step unanswered).
        if (player.failed || (name !== 'create' && player.gameId === undefined)) return undefined as unknown as Request;
        player.cookie ??= freeCookies.pop();
        player.sentAt = performance.now();
        return {
          ...request,
          path: pathOf(player),
          body: json,
          headers: { 'content-type': 'application/json', ...(player.cookie ? { cookie: player.cookie } : {}) },
        };
      },
      onResponse: (status, text, context, headers) => {
        const player = context as Player;
        if (status >= 300) {
          errors++;
          player.failed = true;
          gameOver(player);
          if (errors <= 3) console.error(`${method} ${pathOf(player)} → ${status} ${text}`);
          return;
        }
        answered(player, text, headers as Record<string, string | string[]>);
      },
    };
  };

  const requests: Request[] = [
    step(
      'create',
      () => '/api/games',
      { ...pair, isDailyGame: true },
      (player, text, headers) => {
        player.gameId = (JSON.parse(text) as { id: number }).id;
        const setCookie = [headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('cc_player='));
        if (setCookie) player.cookie = setCookie.split(';')[0]!;
        created++;
      },
    ),
    ...path.map((link, order) =>
      step(
        'link',
        (player) => `/api/games/${player.gameId}/connections`,
        { ...link, order },
        (player) => {
          addLatencies.push(performance.now() - player.sentAt!);
          added++;
          if (!complete && order === path.length - 1) gameOver(player);
        },
      ),
    ),
    // Without completing (`complete: false`), the figures are those of creating and adding links alone.
    ...(complete
      ? [
          step(
            'complete',
            (player) => `/api/games/${player.gameId}`,
            { isComplete: true, moveCount: path.length },
            (player) => {
              completed++;
              gameOver(player);
            },
          ),
        ]
      : []),
  ];

  const started = performance.now();
  const result = await autocannon({
    url: baseUrl,
    connections: players,
    duration: durationSeconds,
    requests,
    initialContext: {},
  });
  const seconds = (performance.now() - started) / 1000;
  addLatencies.sort((a, b) => a - b);
  return {
    players,
    durationSeconds: round(seconds, 1),
    gamesCreatedPerSecond: round(created / seconds, 1),
    connectionsAddedPerSecond: round(added / seconds, 1),
    gamesCompletedPerSecond: round(completed / seconds, 1),
    addConnectionP50Ms: round(percentile(addLatencies, 50)),
    addConnectionP99Ms: round(percentile(addLatencies, 99)),
    // autocannon counts its timeouts among its errors.
    errors: errors + result.errors,
  };
}
