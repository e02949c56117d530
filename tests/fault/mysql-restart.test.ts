/**
 * MySQL goes away under load and comes back: a MariaDB server of the test's own (its own data
 * directory and port, never the machine's shared server) is stopped while players play, then
 * started again. Meanwhile clients get 503 with the error shape; the app recovers by itself
 * within 10 s of the database returning; no acknowledged write is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/data-source';
import { checkAcknowledgedWrites } from '../support/acknowledged-writes';
import type { PathLink } from '../support/chain-path';
import { dailyChain } from '../support/daily-chain';
import { MariaDbInstance } from '../support/mariadb-instance';
import { startPlayers, unavailableBody, type Pair } from '../support/virtual-players';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('MySQL stopped and started again under load', () => {
  let mariadb: MariaDbInstance;
  let app: FastifyInstance;
  let url: string;
  let pair: Pair;
  let path: PathLink[];

  beforeAll(async () => {
    mariadb = await MariaDbInstance.create();
    await mariadb.query('CREATE DATABASE cinema CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    const config = loadConfig({
      DATABASE_URL: mariadb.url('cinema'),
      LOG_LEVEL: 'silent',
      SCHEDULER_INTERVAL_MS: '0',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    });
    let services;
    ({ app, services } = await buildApp(config, { logger: false }));
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    ({ pair, path } = await dailyChain(url, services.catalog));
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await mariadb?.destroy();
  });

  it('answers 503 while it is gone, recovers within 10 s of its return, and loses nothing acknowledged', async () => {
    const { run, done, agent } = startPlayers(url, pair, path, { players: 30, tolerateOutages: true });
    // Under way: some games played through to the end before the fault.
    await expect.poll(() => run.completedGames(), { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(5);

    await mariadb.stop();
    const stoppedAt = performance.now();
    // A request while it is gone: 503 with the error shape, quickly (refused, not waited for).
    const down = await fetch(`${url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...pair, isDailyGame: true }),
    });
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject(unavailableBody);
    await expect.poll(() => run.unavailable.length, { timeout: 20_000, interval: 50 }).toBeGreaterThan(0);
    await sleep(1_000);
    const refusedWhileDown = run.unavailable.length;
    expect(refusedWhileDown).toBeGreaterThan(0);

    await mariadb.start();
    const returnedAt = performance.now();
    // Recovered: the players' writes are acknowledged again, by the same app, without a restart.
    await expect
      .poll(() => run.acknowledgedAt.filter((t) => t > returnedAt).length, { timeout: 10_000, interval: 50 })
      .toBeGreaterThan(0);
    const recoveryMs = Math.min(...run.acknowledgedAt.filter((t) => t > returnedAt)) - returnedAt;
    expect(recoveryMs).toBeLessThan(10_000);
    // Playing on: games started after the return are completed too.
    const completedBefore = run.completedGames();
    await expect
      .poll(() => run.completedGames(), { timeout: 30_000, interval: 100 })
      .toBeGreaterThanOrEqual(completedBefore + 5);
    run.stop();
    await done;
    agent.destroy();
    const acknowledgedAfter = run.acknowledgedAt.filter((t) => t > returnedAt).length;
    // Nothing refused once it had recovered.
    const refusedAfterRecovery = run.unavailable.filter((t) => t > returnedAt + recoveryMs).length;

    expect(run.errors.map((e) => e.detail)).toEqual([]);
    expect(run.networkFailures.map((e) => e.detail)).toEqual([]);
    expect(refusedAfterRecovery).toBe(0);

    const db = await openDatabase(mariadb.url('cinema'));
    const writes = await checkAcknowledgedWrites(db, [run], pair, path);
    await db.destroy();
    // The one request of the test's own while the database was gone was refused, so wrote nothing.
    expect(writes.problems).toEqual([]);
    expect(writes.scores).toBeGreaterThan(0);

    console.log(
      `MySQL restart: ${run.unavailable.length} requests answered 503 (${refusedWhileDown} while it was gone for ` +
        `${Math.round(returnedAt - stoppedAt)} ms); recovered ${Math.round(recoveryMs)} ms after it returned; ` +
        `${acknowledgedAfter} writes acknowledged after; writes checked: ${writes.games} games, ${writes.links} links, ` +
        `${writes.scores} scores, ${writes.names} names (${writes.storedGames} games stored)`,
    );
  }, 120_000);
});
