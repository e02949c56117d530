/**
 * Concurrent players each playing the daily pair through the REST API: create a game, add
 * every link of a known shortest chain, complete. Counts games created, links added and
 * games completed per second, and the latency of add-connection.
 */
import { Agent } from 'node:http';
import type { PathLink } from '../support/chain-path';
import { sendJson } from '../support/virtual-players';
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
 * One call on the keep-alive agent of the load suite (node:http): `fetch` cost the client about
 * 1.2 ms of CPU a request, as much as the server, on the same two cores.
 */
async function call(
  agent: Agent,
  base: URL,
  path: string,
  method: string,
  body: unknown,
  cookie: { value: string },
): Promise<unknown> {
  const { status, body: answer } = await sendJson(agent, base, method, path, body, cookie, 15_000);
  if (status >= 300) throw new Error(`${method} ${path} → ${status} ${JSON.stringify(answer)}`);
  return answer;
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
  const deadline = performance.now() + durationSeconds * 1000;
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: players, maxFreeSockets: players });

  async function player(): Promise<void> {
    const cookie = { value: '' };
    while (performance.now() < deadline) {
      try {
        const game = (await call(agent, base, '/api/games', 'POST', { ...pair, isDailyGame: true }, cookie)) as {
          id: number;
        };
        created++;
        for (const [order, link] of path.entries()) {
          const t0 = performance.now();
          await call(agent, base, `/api/games/${game.id}/connections`, 'POST', { ...link, order }, cookie);
          addLatencies.push(performance.now() - t0);
          added++;
        }
        // Without completing (`complete: false`), the figures are those of creating and adding links alone.
        if (!complete) continue;
        await call(agent, base, `/api/games/${game.id}`, 'PATCH', { isComplete: true, moveCount: path.length }, cookie);
        completed++;
      } catch (error) {
        errors++;
        if (errors <= 3) console.error(String(error));
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: players }, player));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
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
