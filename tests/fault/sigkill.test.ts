/**
 * The server on SQLite is killed outright (SIGKILL: no chance to close anything) under load, then
 * started again on the same file: every write it acknowledged before dying is there, nothing is
 * half-written, and the restarted server serves the games.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { openDatabase } from '../../server/src/db/data-source';
import { checkAcknowledgedWrites } from '../support/acknowledged-writes';
import type { PathLink } from '../support/chain-path';
import { dailyChain } from '../support/daily-chain';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startPlayers, type Pair } from '../support/virtual-players';

describe('SIGKILL under load on SQLite', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  let pair: Pair;
  let path: PathLink[];
  const env = () => ({ DATABASE_URL: database.url, RATE_LIMIT_WRITES_PER_MINUTE: '1000000' });

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    servers.push(await startServer(env()));
    const db = await openDatabase(database.url);
    ({ pair, path } = await dailyChain(servers[0]!.url, await CatalogIndex.load(db)));
    await db.destroy();
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) await server.stop(1_000);
    await database?.drop();
  });

  it('keeps every acknowledged write across a kill and a restart', async () => {
    const killed = servers[0]!;
    const { run, done, agent } = startPlayers(killed.url, pair, path, { players: 30, tolerateOutages: true });
    // Under way: some games played through to the end before the fault.
    await expect.poll(() => run.completedGames(), { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(5);
    killed.child.kill('SIGKILL');
    const exit = await killed.exited;
    run.stop();
    await done;
    agent.destroy();
    expect(exit.signal).toBe('SIGKILL');
    expect(run.errors.map((e) => e.detail)).toEqual([]);
    const cutOff = run.networkFailures.length;

    const restarted = await startServer(env());
    servers.push(restarted);

    const db = await openDatabase(database.url);
    const writes = await checkAcknowledgedWrites(db, [run], pair, path);
    await db.destroy();
    expect(writes.problems).toEqual([]);
    expect(writes.links).toBeGreaterThan(0);

    // The restarted server answers for them: each acknowledged game's chain, as acknowledged.
    const sample = [...run.games.values()].filter((g) => g.score !== null).slice(0, 10);
    expect(sample.length).toBeGreaterThan(0);
    for (const game of sample) {
      const res = await fetch(`${restarted.url}/api/games/${game.id}/chain`, { headers: { cookie: game.cookie } });
      expect(res.status).toBe(200);
      const chain = (await res.json()) as unknown[];
      expect(chain).toHaveLength(game.links.size);
    }

    console.log(
      `SIGKILL: ${cutOff} requests cut off or refused; restarted in ${Math.round(restarted.startupMs)} ms; ` +
        `writes checked: ${writes.games} games, ${writes.links} links, ${writes.scores} scores, ${writes.names} names ` +
        `acknowledged (${writes.storedGames} games, ${writes.storedLinks} links stored)`,
    );
  }, 90_000);
});
