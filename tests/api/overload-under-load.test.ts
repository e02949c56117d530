/**
 * Overload degrades, it does not queue, shown on the compiled server (a child process, as
 * deployed) under real load: virtual players in another process (their own event loop) play
 * without pause, and the server, given a low limit by configuration, answers 503 with
 * `Retry-After` and the error shape, says `Not ready: load` on `/api/ready`, answers no other
 * 5xx, and is ready and serving again soon after the players stop. Once for each queue the guard
 * watches: the event loop's delay, and the connections waiting to be accepted. With the limit
 * at 0 (off) the same load gets no 503 and the test fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { openDatabase } from '../../server/src/db/data-source';
import type { PathLink } from '../support/chain-path';
import { dailyChain } from '../support/daily-chain';
import { startRemotePlayers, type RemotePlayers } from '../support/remote-players';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import type { Pair } from '../support/virtual-players';

const scenarios = [
  {
    queue: 'event loop',
    /**
     * A mean delay of 5 ms past the monitor's 10 ms resolution: an idle server's mean is about 0,
     * while 300 players without pause keep each turn of the loop busy for tens of milliseconds
     * (20–90 ms measured on 2 shared cores). 300 connections stay under the accept queue's 512.
     */
    limits: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '5', OVERLOAD_MAX_ACCEPT_QUEUE: '512' },
    players: 300,
    rampMs: 500,
    load: /^overloaded: event loop delay (\d+ ms|over the whole sample), /,
  },
  {
    queue: 'accept queue',
    /**
     * 50 connections waiting: 800 players arriving within 200 ms, while libuv accepts one
     * connection per poll and each turn of the loop serves the players already in, leave
     * hundreds waiting (the delay limit is off, so only the queue can refuse).
     */
    limits: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_ACCEPT_QUEUE: '50' },
    players: 800,
    rampMs: 200,
    load: /, \d+ connections waiting to be accepted$/,
  },
];

interface ReadyAnswer {
  status: number;
  body: { message?: string; code?: string; details?: { checks?: { load?: string } } };
}

describe.each(scenarios)('one instance overloaded by players in another process: $queue', (scenario) => {
  let database: TestDatabase;
  let server: ServerProcess;
  let pair: Pair;
  let path: PathLink[];
  let players: RemotePlayers | undefined;

  const ready = async (): Promise<ReadyAnswer> => {
    const res = await fetch(`${server.url}/api/ready`, { signal: AbortSignal.timeout(5_000) });
    return { status: res.status, body: (await res.json()) as ReadyAnswer['body'] };
  };

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    server = await startServer({
      DATABASE_URL: database.url,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      LOG_LEVEL: 'error',
      OVERLOAD_SAMPLE_INTERVAL_MS: '250',
      ...scenario.limits,
    });
    const db = await openDatabase(database.url);
    const catalog = await CatalogIndex.load(db);
    await db.destroy();
    // A limit this low can refuse a moment just after start-up (loading, compiling): ask again then.
    for (let attempt = 1; ; attempt++) {
      try {
        ({ pair, path } = await dailyChain(server.url, catalog));
        break;
      } catch (error) {
        if (attempt === 20 || !String(error).includes('answered 503')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }, 90_000);

  afterAll(async () => {
    players?.stop();
    await players?.done.catch(() => undefined);
    await server?.stop(1_000);
    await database?.drop();
  });

  it('answers 503 with Retry-After and is not ready while overloaded, then serves again', async () => {
    // Idle: ready (polled: a shared machine may lag on its own for a moment).
    await expect.poll(async () => (await ready()).status, { timeout: 10_000, interval: 100 }).toBe(200);

    // Players come back 50 ms after a 503 (not after Retry-After), so the pressure stays on.
    players = startRemotePlayers(server.url, pair, path, {
      players: scenario.players,
      processes: 1,
      rampMs: scenario.rampMs,
      durationMs: 20_000,
      tolerateOutages: true,
    });
    let notReady: ReadyAnswer | undefined;
    await expect
      .poll(
        async () => {
          const answer = await ready();
          if (answer.status !== 200) notReady = answer;
          return answer.status;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(503);
    expect(notReady!.body).toMatchObject({
      message: 'Not ready: load',
      code: 'SERVICE_UNAVAILABLE',
      details: {
        checks: { load: expect.stringMatching(/^overloaded: event loop delay (\d+ ms|over the whole sample), /) },
      },
    });
    // A second of overload, then the players stop.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    players.stop();
    const run = await players.done;
    const stoppedAt = Date.now();

    const refused = run.answered.filter(([, , status]) => status === 503);
    expect(refused.length, 'requests answered 503').toBeGreaterThan(0);
    // Every 503 says when to come back, and carries the error shape (else the players count an error).
    expect(refused.filter(([, , , retryAfter]) => retryAfter !== 2)).toEqual([]);
    expect(run.errors).toEqual([]);
    expect(run.answered.filter(([, , status]) => status >= 500 && status !== 503)).toEqual([]);
    expect(run.unanswered).toBe(0);

    // The load gone, the next samples see no lag: ready, and the API serves again. Each asked
    // until it answers: on a busy machine one more sample may lag past this test's 5 ms between
    // the two (seen once in CI: ready, then 503 for the next request).
    await expect.poll(async () => (await ready()).status, { timeout: 10_000, interval: 50 }).toBe(200);
    const recoveredAfterMs = Date.now() - stoppedAt;
    const served = async () => (await fetch(`${server.url}/api/game-settings`)).status;
    await expect.poll(served, { timeout: 10_000, interval: 50 }).toBe(200);
    const servedDuring = run.answered.length - refused.length;
    console.log(
      `overloaded: ${refused.length} of ${run.answered.length} answers 503 with Retry-After (${servedDuring} served), ` +
        `ready 503 "${notReady!.body.details?.checks?.load}", ready again ${recoveredAfterMs} ms after the players stopped`,
    );
  });
});
