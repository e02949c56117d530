/**
 * Probes for load balancers and orchestrators: `GET /api/health` (the process is up and
 * answering) and `GET /api/ready` (it can serve: it is not overloaded (./overload.ts), the
 * database answers, every migration this build knows is applied, the catalog is loaded).
 * Neither is limited nor cached.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Services } from '../services';

/** How long the readiness query may take before the database counts as unreachable. */
const READY_QUERY_TIMEOUT_MS = 2_000;

type CheckResult = 'ok' | string;
interface Readiness {
  database: CheckResult;
  migrations: CheckResult;
  catalog: CheckResult;
}

export const notReadyMessage = (failed: string[]) => `Not ready: ${failed.join(', ')}`;

export const operations: FastifyPluginAsync = async (app) => {
  const noCache = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache');

  app.get('/api/health', async (_req, reply) => {
    noCache(reply);
    return { status: 'ok' };
  });

  app.get('/api/ready', async (req, reply) => {
    noCache(reply);
    // Overloaded: answered at once, without a query, so the balancer moves traffic elsewhere.
    if (app.isUnderPressure()) {
      const { eventLoopDelay, eventLoopUtilized } = app.memoryUsage();
      // No sample at all in the interval (the loop never turned): under-pressure's Infinity.
      const delay = Number.isFinite(eventLoopDelay) ? `${Math.round(eventLoopDelay)} ms` : 'over the whole sample';
      const waiting = app.acceptQueue();
      const queue = waiting === null ? '' : `, ${waiting} connections waiting to be accepted`;
      const load = `overloaded: event loop delay ${delay}, utilization ${eventLoopUtilized.toFixed(2)}${queue}`;
      return reply.status(503).send({
        message: notReadyMessage(['load']),
        code: 'SERVICE_UNAVAILABLE',
        details: { checks: { load } },
        requestId: req.id,
      });
    }
    const checks = await readiness(app.services);
    const failed = (Object.keys(checks) as (keyof Readiness)[]).filter((name) => checks[name] !== 'ok');
    if (failed.length === 0) return { status: 'ready', checks };
    if (checks.database !== 'ok') app.metrics?.databaseError();
    return reply.status(503).send({
      message: notReadyMessage(failed),
      code: 'SERVICE_UNAVAILABLE',
      details: { checks },
      requestId: req.id,
    });
  });
};

/** Each check's result: `ok`, or what is wrong. One cheap query: the names of the applied migrations. */
async function readiness(services: Services): Promise<Readiness> {
  const applied = await appliedMigrations(services.db);
  const catalog =
    services.catalog.actorCount > 0 && services.catalog.movieCount > 0 ? 'ok' : 'the catalog is not loaded';
  if (!applied.ok) return { database: applied.problem, migrations: 'unknown: the database is unreachable', catalog };
  const pending = services.db.migrations
    .map((migration) => migration.name ?? migration.constructor.name)
    .filter((name) => !applied.names.has(name));
  const migrations = pending.length === 0 ? 'ok' : `pending: ${pending.join(', ')}`;
  return { database: 'ok', migrations, catalog };
}

async function appliedMigrations(
  db: DataSource,
): Promise<{ ok: true; names: Set<string> } | { ok: false; problem: string }> {
  if (!db.isInitialized) return { ok: false, problem: 'unreachable: the connection is closed' };
  const table = db.driver.escape(db.options.migrationsTableName ?? 'migrations');
  let timer: NodeJS.Timeout | undefined;
  try {
    const rows = (await Promise.race([
      db.query(`SELECT name FROM ${table}`),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), READY_QUERY_TIMEOUT_MS);
      }),
    ])) as { name: string }[];
    return { ok: true, names: new Set(rows.map((row) => row.name)) };
  } catch (error) {
    const reason = error instanceof Error && error.message === 'timed out' ? 'timed out' : 'the query failed';
    return { ok: false, problem: `unreachable: ${reason}` };
  } finally {
    clearTimeout(timer);
  }
}
