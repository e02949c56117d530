/**
 * No player's request fails because of another client's (DESIGN §10): one client sends the same
 * link 50 times at once, game after game, while 20 other players play whole games on the same
 * server (a child process, as deployed, over real HTTP). The other players get no 5xx, and every
 * write anyone was told was stored is in the database afterwards.
 */
import { Agent } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { openDatabase } from '../../server/src/db/data-source';
import { checkAcknowledgedWrites } from '../support/acknowledged-writes';
import type { PathLink } from '../support/chain-path';
import { dailyChain } from '../support/daily-chain';
import { describeEachEngine } from '../support/engines';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { PlayerRun, sendJson, startPlayers, type Pair } from '../support/virtual-players';

const PLAYERS = 20;
const COPIES = 50;
const DURATION_MS = 15_000;

/**
 * The flooding client: a daily game at a time, each link of the chain sent `COPIES` times at
 * once. Its acknowledged games and links go into a ledger of its own, so that the database can
 * be checked against everything anyone was told. Counts its answers by status.
 */
async function flood(baseUrl: string, pair: Pair, path: PathLink[], over: () => boolean) {
  const run = new PlayerRun();
  const statuses = new Map<number, number>();
  /** Requests that got no answer. */
  const failures: string[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: COPIES });
  const base = new URL(baseUrl);
  const cookie = { value: '' };
  const send = async (method: string, url: string, body: unknown) => {
    try {
      const answer = await sendJson(agent, base, method, url, body, cookie, 15_000);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      return answer;
    } catch (error) {
      failures.push(`${method} ${url}: ${String(error)}`);
      return null;
    }
  };
  while (!over()) {
    run.attempts.set('create', run.attempts.get('create')! + 1);
    const created = await send('POST', '/api/games', { ...pair, isDailyGame: true });
    if (created?.status !== 201) continue;
    const { id } = created.body as { id: number };
    const game = { id, links: new Map(), score: null, moveCount: null, playerName: null, cookie: cookie.value };
    run.games.set(id, game);
    for (const [order, link] of path.entries()) {
      run.attempts.set('link', run.attempts.get('link')! + COPIES);
      const answers = await Promise.all(
        Array.from({ length: COPIES }, () => send('POST', `/api/games/${id}/connections`, { ...link, order })),
      );
      if (answers.some((answer) => answer?.status === 200)) game.links.set(order, link);
      if (over()) break;
    }
  }
  agent.destroy();
  return { run, statuses, failures };
}

describeEachEngine('a client sending one link 50 times at once, on %s', (engine) => {
  let database: TestDatabase;
  let server: ServerProcess;
  let pair: Pair;
  let path: PathLink[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startServer({ DATABASE_URL: database.url, RATE_LIMIT_WRITES_PER_MINUTE: '100000000' });
    const db = await openDatabase(database.url);
    ({ pair, path } = await dailyChain(server.url, await CatalogIndex.load(db)));
    await db.destroy();
  }, 90_000);

  afterAll(async () => {
    await server?.stop(5_000);
    await database?.drop();
  });

  it('fails none of the other players, and loses nothing acknowledged', { timeout: 90_000 }, async () => {
    const deadline = performance.now() + DURATION_MS;
    const players = startPlayers(server.url, pair, path, { players: PLAYERS, durationMs: DURATION_MS });
    const flooding = flood(server.url, pair, path, () => performance.now() > deadline);
    await players.done;
    const { run: flooder, statuses, failures } = await flooding;
    players.agent.destroy();

    const { run } = players;
    const serverErrors = run.errors.filter((failure) => failure.status !== null && failure.status >= 500);
    console.log(
      `${engine}: ${PLAYERS} players, ${run.acknowledgedLinks()} links and ${run.completedGames()} games acknowledged ` +
        `in ${DURATION_MS / 1000} s beside ${flooder.attempts.get('link')} flooded links ` +
        `(answers ${JSON.stringify(Object.fromEntries(statuses))}, ${failures.length} unanswered); ` +
        `5xx to the other players: ${serverErrors.length}`,
    );
    expect(serverErrors.map((failure) => failure.detail)).toEqual([]);
    expect(run.errors.map((failure) => failure.detail)).toEqual([]);
    expect(run.completedGames()).toBeGreaterThan(0);
    expect(flooder.acknowledgedLinks()).toBeGreaterThan(0);

    const db = await openDatabase(database.url);
    try {
      const writes = await checkAcknowledgedWrites(db, [run, flooder], pair, path);
      expect(writes.problems).toEqual([]);
      expect(writes.links).toBe(run.acknowledgedLinks() + flooder.acknowledgedLinks());
    } finally {
      await db.destroy();
    }
  });
});
