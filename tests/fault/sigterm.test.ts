/**
 * The server (a child process, as deployed) gets SIGTERM under load: it stops accepting
 * connections, finishes the requests in flight, closes the database and exits 0, and every write
 * it acknowledged is in the database.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { openDatabase } from '../../server/src/db/data-source';
import { checkAcknowledgedWrites } from '../support/acknowledged-writes';
import type { PathLink } from '../support/chain-path';
import { dailyChain } from '../support/daily-chain';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startPlayers, type Pair } from '../support/virtual-players';

describe('SIGTERM under load', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let pair: Pair;
  let path: PathLink[];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    // Logging at info: the last line says the close went to its end (database closed) before the exit.
    server = await startServer({
      DATABASE_URL: database.url,
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      LOG_LEVEL: 'info',
    });
    const db = await openDatabase(database.url);
    ({ pair, path } = await dailyChain(server.url, await CatalogIndex.load(db)));
    // Closed before the run: when the server exits, it holds the last connection to the file.
    await db.destroy();
  }, 90_000);

  afterAll(async () => {
    await server?.stop(1_000);
    await database?.drop();
  });

  it('stops accepting, finishes the requests in flight, closes the database and exits 0', async () => {
    const { run, done, agent } = startPlayers(server.url, pair, path, { players: 30, tolerateOutages: true });
    // Under way: some games played through to the end before the fault.
    await expect.poll(() => run.completedGames(), { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(5);

    const signalAt = performance.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const closeMs = performance.now() - signalAt;
    run.stop();
    await done;
    agent.destroy();

    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('closed: requests answered, database closed');
    // Within the grace period (the HTTP request timeout, 10 s, and a second).
    expect(closeMs).toBeLessThan(11_000);
    // Stopped accepting: nothing listens on the port any more.
    await expect(fetch(`${server.url}/api/game-settings`)).rejects.toThrow();
    // Closed the database: SQLite folds its write-ahead log into the file when the last connection closes.
    const file = database.url.slice('sqlite:'.length);
    expect(existsSync(`${file}-wal`)).toBe(false);

    // Requests the server was working on when the signal came were answered.
    const inFlight = run.answered.filter((a) => a.sentAt < signalAt && a.at >= signalAt);
    const inFlightAcknowledged = inFlight.filter((a) => a.status < 300);
    const resetBeforeSignal = run.networkFailures.filter((f) => f.sentAt < signalAt);
    const refusedAfter = run.networkFailures.filter((f) => f.sentAt >= signalAt);
    expect(run.errors.map((e) => e.detail)).toEqual([]);
    expect(inFlight.length).toBeGreaterThan(0);

    const db = await openDatabase(database.url);
    const writes = await checkAcknowledgedWrites(db, [run], pair, path);
    await db.destroy();
    expect(writes.problems).toEqual([]);
    expect(writes.links).toBeGreaterThan(0);

    console.log(
      `SIGTERM: exit ${exit.code} after ${Math.round(closeMs)} ms; ${inFlight.length} requests in flight answered ` +
        `(${inFlightAcknowledged.length} acknowledged, ${inFlight.length - inFlightAcknowledged.length} other); ` +
        `${run.unavailable.length} answered 503 while closing; ${resetBeforeSignal.length} requests sent before it on connections not yet accepted or read (reset); ${refusedAfter.length} requests refused after; writes checked: ${writes.games} games, ` +
        `${writes.links} links, ${writes.scores} scores, ${writes.names} names (${writes.storedGames} games stored)`,
    );
  }, 60_000);
});

describe('SIGTERM with SHUTDOWN_DELAY_MS', () => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    server = await startServer({ DATABASE_URL: database.url, SHUTDOWN_DELAY_MS: '3000' });
  }, 90_000);

  afterAll(async () => {
    await server?.stop(1_000);
    await database?.drop();
  });

  it('answers not ready at once but goes on serving for the delay, then closes', async () => {
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const signalAt = performance.now();
    server.child.kill('SIGTERM');
    // The signal reaches the process asynchronously: the probe turns within a moment.
    await expect
      .poll(async () => (await fetch(`${server.url}/api/ready`)).status, { timeout: 1_000, interval: 20 })
      .toBe(503);
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.headers.get('cache-control')).toBe('no-cache');
    expect(await ready.json()).toMatchObject({
      message: 'Not ready: the server is stopping',
      code: 'SERVICE_UNAVAILABLE',
    });
    // Everything else is served as before, on new connections too.
    const settings = await fetch(`${server.url}/api/game-settings`, { headers: { connection: 'close' } });
    expect(settings.status).toBe(200);
    expect(performance.now() - signalAt).toBeLessThan(3_000);

    const exit = await server.exited;
    const closeMs = performance.now() - signalAt;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(closeMs).toBeGreaterThanOrEqual(3_000);
    await expect(fetch(`${server.url}/api/game-settings`)).rejects.toThrow();
  }, 30_000);
});
