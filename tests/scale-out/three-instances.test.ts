/**
 * Growing past one machine (DESIGN §13) with real parts: three instances of the compiled server on
 * one MariaDB database and one Redis, behind HAProxy configured as docs/operations.md says, with
 * 300 virtual players playing daily games through the balancer. A rolling restart (SIGTERM, one
 * instance at a time) fails no request and loses nothing acknowledged; a SIGKILL fails only the
 * requests in flight on the killed instance, and the balancer stops sending to it within its
 * health checks; a scheduled pair change and a sign-in lockout are seen by every instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { importCatalog } from '../../server/src/catalog/import/import-catalog';
import { starterFilms } from '../../server/src/catalog/starter/films';
import { openDatabase } from '../../server/src/db/data-source';
import { checkAcknowledgedWrites } from '../support/acknowledged-writes';
import type { PathLink } from '../support/chain-path';
import { dailyChain } from '../support/daily-chain';
import { redisUrl } from '../support/engines';
import { Balancer, checkFall, checkIntervalMs, checkTimeoutMs, haproxyAvailable } from '../support/haproxy';
import { stepFigures } from '../support/run-figures';
import { freePort, startServer, type ServerProcess } from '../support/server-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startPlayers, type Pair, type PlayerRun } from '../support/virtual-players';
import type { DataSource } from 'typeorm';

const PLAYERS = 300;
/** Each player's pause before a request, as a person takes to pick a link: 60 requests a second in all. */
const THINK_MS = 5_000;
const ADMIN_PASSWORD = 'scale-out-admin-password';
/**
 * Longer than HAProxy takes to see a failing readiness probe (docs/operations.md): `fall` failed
 * checks an interval apart, an interval of phase, and a check's timeout for a busy instance.
 */
const SHUTDOWN_DELAY_MS = checkIntervalMs * (checkFall + 1) + checkTimeoutMs + 500;
/** Writes acknowledged before a fault: every player is under way, on every instance. */
const WARM_UP_WRITES = 2 * PLAYERS;

interface Instance {
  name: string;
  port: number;
  process: ServerProcess;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (n: number) => `${Math.round(n)} ms`;

function summary(run: PlayerRun): string {
  const answered = run.answered.length;
  const seconds = (run.endedAt - run.startedAt) / 1000;
  const steps = stepFigures(run)
    .map((s) => `${s.step} p50 ${s.p50Ms}/p99 ${s.p99Ms} ms`)
    .join(', ');
  const failed = new Map<string, number>();
  for (const f of [...run.errors, ...run.networkFailures]) {
    const kind = f.status === null ? f.detail.replace(/^\S+ \S+: /, '').slice(0, 60) : String(f.status);
    failed.set(kind, (failed.get(kind) ?? 0) + 1);
  }
  const failures = [...failed].map(([kind, n]) => `${n} × ${kind}`).join(', ') || 'none';
  const resent = run.resent.map((r) => r.detail.replace(/^\S+ \S+: /, '').slice(0, 60));
  return (
    `${answered} answers in ${seconds.toFixed(1)} s (${Math.round(answered / seconds)}/s), ${run.completedGames()} games completed; ${steps}; ` +
    `failed: ${failures}; sent again on a new connection (as a browser does): ${run.resent.length}${resent.length ? ` (${resent.join(', ')})` : ''}`
  );
}

describe.skipIf(!haproxyAvailable)('three instances behind HAProxy on one MariaDB and one Redis', () => {
  let database: TestDatabase;
  let db: DataSource;
  let balancer: Balancer;
  const instances: Instance[] = [];
  const runs: PlayerRun[] = [];
  let pair: Pair;
  let path: PathLink[];

  const env = () => ({
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    ADMIN_PASSWORD,
    // HAProxy is the only way in: the client is the address it forwards (tests name their own).
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    SCHEDULER_INTERVAL_MS: '500',
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
  });
  const start = (port: number) => startServer(env(), 120_000, port);

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    // Migrated and filled with the starter catalog here, as a first start would: each instance
    // then starts as a new instance joining a running deployment does.
    db = await openDatabase(database.url);
    await importCatalog(db, starterFilms);
    const ports = [await freePort(), await freePort(), await freePort()];
    // One at a time, as a deployment adds them: a start is the heaviest moment of an instance.
    for (const [i, port] of ports.entries()) instances.push({ name: `s${i + 1}`, port, process: await start(port) });
    balancer = await Balancer.start(instances.map(({ name, port }) => ({ name, port })));
    ({ pair, path } = await dailyChain(balancer.url, await CatalogIndex.load(db)));
  }, 180_000);

  afterAll(async () => {
    const unclean = balancer?.requests.filter((r) => r.termination !== '----') ?? [];
    console.log(
      `HAProxy: ${balancer?.requests.length} requests logged, not ended cleanly: ` +
        (unclean.map((r) => `${r.server} ${r.status} ${r.termination} ${r.retries} ${r.method} ${r.path}`).join('; ') ||
          'none'),
    );
    await balancer?.stop();
    await Promise.all(instances.map((i) => i.process.stop(2_000)));
    if (db?.isInitialized) await db.destroy();
    await database?.drop();
  });

  /** Players through the balancer, warmed up, while `scenario` runs; stopped when it ends, however it ends. */
  async function withPlayers(
    tolerateOutages: boolean,
    scenario: (run: PlayerRun) => Promise<void>,
  ): Promise<PlayerRun> {
    const { run, done, agent } = startPlayers(balancer.url, pair, path, {
      players: PLAYERS,
      tolerateOutages,
      thinkMs: THINK_MS,
    });
    runs.push(run);
    try {
      await expect
        .poll(() => run.acknowledgedAt.length, { timeout: 60_000, interval: 100 })
        .toBeGreaterThanOrEqual(WARM_UP_WRITES);
      await scenario(run);
      // Playing on for a while after it.
      await sleep(THINK_MS);
    } finally {
      run.stop();
      await done;
      agent.destroy();
    }
    return run;
  }

  it('restarts every instance in turn with SIGTERM without failing a request or losing a write', async () => {
    const figures: string[] = [];
    const run = await withPlayers(false, async () => {
      for (const instance of instances) {
        const signalAt = Date.now();
        instance.process.child.kill('SIGTERM');
        const down = await balancer.waitFor(instance.name, 'DOWN', signalAt);
        const exit = await instance.process.exited;
        const exitedAt = Date.now();
        expect(exit, instance.process.output()).toEqual({ code: 0, signal: null });
        instance.process = await start(instance.port);
        const up = await balancer.waitFor(instance.name, 'UP', exitedAt);
        // Back in the rotation: it answers players again.
        await expect
          .poll(() => balancer.requests.some((r) => r.server === instance.name && r.routedAt > up.at), {
            timeout: 10_000,
            interval: 50,
          })
          .toBe(true);
        figures.push(
          `${instance.name}: DOWN ${ms(down.at - signalAt)} after SIGTERM, exited after ${ms(exitedAt - signalAt)}, ` +
            `started in ${ms(instance.process.startupMs)}, UP ${ms(up.at - signalAt)} after SIGTERM`,
        );
      }
    });

    const writes = await checkAcknowledgedWrites(db, runs, pair, path);
    console.log(
      `rolling restart, ${PLAYERS} players: ${summary(run)}; ${run.errors.length} failed requests\n  ` +
        `${figures.join('\n  ')}\n  writes checked: ${writes.games} games, ${writes.links} links, ` +
        `${writes.scores} scores, ${writes.names} names acknowledged (${writes.storedGames} games stored)`,
    );
    expect(run.errors.map((e) => e.detail)).toEqual([]);
    expect(writes.problems).toEqual([]);
    expect(writes.scores).toBeGreaterThan(0);
  }, 300_000);

  it('fails only the requests in flight on an instance killed with SIGKILL, and stops sending to it', async () => {
    const killed = instances[1]!;
    const runStartedAt = Date.now();
    let killAt = 0;
    let killedAtPerf = 0;
    let down = { at: 0 };
    const run = await withPlayers(true, async () => {
      expect(balancer.state(killed.name)).toBe('UP');
      killAt = Date.now();
      killedAtPerf = performance.now();
      killed.process.child.kill('SIGKILL');
      down = await balancer.waitFor(killed.name, 'DOWN', killAt);
      await killed.process.exited;
    });
    const downAtPerf = killedAtPerf + (down.at - killAt);

    // What the players saw fail: HAProxy's 502 for a request the killed instance never answered.
    const failures = [
      ...run.errors.map((e) => ({ ...e, kind: `${e.status ?? 'no answer'}` })),
      ...run.networkFailures.map((e) => ({ ...e, kind: 'network' })),
    ];
    const unexplained = failures.filter((f) => f.kind !== '502' || f.sentAt > downAtPerf);
    // Sent again after HAProxy dropped the player's connection without a word: a request cut off
    // on the killed instance, on a player connection that had carried one before, which HAProxy
    // leaves to the client to send again (and does not log).
    const resentAfterDown = run.resent.filter((r) => r.sentAt > downAtPerf);
    // HAProxy's side: the requests the killed instance was answering (502 on it), and those it
    // tried on it after the kill and sent again elsewhere (refused: never sent).
    const cutOff = balancer.requests.filter(
      (r) => r.server === killed.name && r.status === 502 && r.routedAt >= runStartedAt,
    );
    const redispatched = balancer.requests.filter((r) => r.routedAt >= killAt && r.retries.startsWith('+'));
    const routedAfterKill = balancer.requests.filter((r) => r.server === killed.name && r.routedAt > killAt);
    const lastToKilled = Math.max(killAt, ...[...redispatched, ...routedAfterKill].map((r) => r.routedAt));

    killed.process = await start(killed.port);
    const up = await balancer.waitFor(killed.name, 'UP', down.at);
    const writes = await checkAcknowledgedWrites(db, runs, pair, path);
    console.log(
      `SIGKILL, ${PLAYERS} players: ${summary(run)}\n  ` +
        `${failures.length} failed requests (${failures.filter((f) => f.sentAt < killedAtPerf).length} sent before the kill), ` +
        `${run.resent.length} sent again (${run.resent.filter((f) => f.sentAt < killedAtPerf).length} first sent before the kill), ` +
        `${run.unavailable.length} answered 503; HAProxy logged ${cutOff.length} cut off on ${killed.name} ` +
        `and ${redispatched.length} tried on it after the kill and sent again elsewhere (the last ${ms(lastToKilled - killAt)} after the kill)\n  ` +
        `DOWN ${ms(down.at - killAt)} after the kill (checks every ${checkIntervalMs} ms, fall ${checkFall}); ` +
        `started again in ${ms(killed.process.startupMs)}, UP ${ms(up.at - down.at)} after DOWN\n  ` +
        `writes checked: ${writes.games} games, ${writes.links} links, ${writes.scores} scores, ` +
        `${writes.names} names acknowledged (${writes.storedGames} games stored)`,
    );
    expect(unexplained.map((f) => `${f.kind}: ${f.detail}`)).toEqual([]);
    expect(resentAfterDown.map((f) => f.detail)).toEqual([]);
    expect(run.unavailable).toEqual([]);
    // At most the requests one instance was working on: a third of the players, each with one request.
    expect(failures.length + run.resent.length).toBeLessThanOrEqual(PLAYERS / 3);
    expect(cutOff.length).toBe(failures.length);
    expect(routedAfterKill.filter((r) => r.status !== 502)).toEqual([]);
    // Within the health checks: two failed probes, an interval apart, and one interval of phase.
    expect(down.at - killAt).toBeLessThan(checkIntervalMs * (checkFall + 1) + 500);
    expect(lastToKilled).toBeLessThanOrEqual(down.at);
    expect(writes.problems).toEqual([]);
  }, 300_000);

  it('executes a scheduled pair change once, and every instance answers the new pair', async () => {
    // The admin's sign-in, from a client address of this run's own (counters outlive a run in Redis).
    const client = `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const signIn = await fetch(`${balancer.url}/api/admin/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(await signIn.json()).toEqual({ success: true });
    const session = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('cc_admin='))!
      .split(';')[0]!;

    const catalog = await CatalogIndex.load(db);
    const known = catalog.wellKnownActors(40).map((a) => a.id);
    const next = known
      .flatMap((a) => known.map((b) => ({ startActorId: a, endActorId: b })))
      .find((p) => {
        if (p.startActorId === p.endActorId || p.startActorId === pair.startActorId) return false;
        const connections = catalog.shortestChain(p.startActorId, p.endActorId)?.movieIds.length ?? 0;
        return connections >= 2 && connections <= 6;
      })!;
    const dueAt = Date.now() + 3_000;
    const scheduled = await fetch(`${balancer.url}/api/admin/scheduled-changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session, 'x-forwarded-for': client },
      body: JSON.stringify({ ...next, scheduledAt: new Date(dueAt).toISOString() }),
    });
    expect(scheduled.status, await scheduled.clone().text()).toBe(201);

    const pairOn = async (instance: Instance): Promise<Pair> => {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/daily-actors`);
      const body = (await res.json()) as { startActor: { id: number }; endActor: { id: number } };
      return { startActorId: body.startActor.id, endActorId: body.endActor.id };
    };
    for (const instance of instances) expect(await pairOn(instance)).toEqual(pair);
    const seenAfter: string[] = [];
    for (const instance of instances) {
      await expect.poll(() => pairOn(instance), { timeout: 15_000, interval: 50 }).toEqual(next);
      seenAfter.push(`${instance.name} ${ms(Date.now() - dueAt)}`);
    }
    // Executed once, by one of the three schedulers.
    const changes = (await db.query('SELECT executed FROM scheduled_changes')) as { executed: number }[];
    expect(changes.map((c) => Number(c.executed))).toEqual([1]);
    const history = (await db.query(
      'SELECT COUNT(*) AS n FROM daily_pairs WHERE start_actor_id = ? AND end_actor_id = ?',
      [next.startActorId, next.endActorId],
    )) as { n: number }[];
    expect(Number(history[0]!.n)).toBe(1);
    console.log(
      `scheduled pair change: each instance answered the new pair after its due time: ${seenAfter.join(', ')}`,
    );
  }, 30_000);

  it('refuses on every instance a client locked out by failed sign-ins on one', async () => {
    const client = `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const auth = (instance: Instance, password: string) =>
      fetch(`http://127.0.0.1:${instance.port}/api/admin/auth`, {
        method: 'POST',
        // As HAProxy forwards it: the client's address in X-Forwarded-For, from a trusted (loopback) peer.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ password }),
      });
    const [first, second, third] = instances as [Instance, Instance, Instance];
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await auth(first, 'wrong-password');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: false });
    }
    for (const other of [second, third]) {
      const refused = await auth(other, ADMIN_PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
