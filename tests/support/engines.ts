/**
 * The database engines a suite runs on: SQLite always; MySQL/MariaDB when MYSQL_URL is set
 * or a server answers on 127.0.0.1:3306. Without one, the MySQL cases are reported as skipped
 * (`describeEachEngine`), not left out; with REQUIRE_MYSQL=1 (CI) a missing server fails the
 * suite instead.
 */
import { createConnection } from 'node:net';
import { describe } from 'vitest';

export type Engine = 'sqlite' | 'mysql';

export const mysqlAdminUrl = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

function reachable(url: string, defaultPort = 3306): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const mysqlAvailable = await reachable(mysqlAdminUrl);
if (!mysqlAvailable && (process.env.REQUIRE_MYSQL === '1' || process.env.CI)) {
  throw new Error(`MySQL is required (REQUIRE_MYSQL/CI) but ${mysqlAdminUrl} does not answer`);
}

/** Every engine the product supports, whether or not its server answers here. */
const allEngines: readonly Engine[] = ['sqlite', 'mysql'];

function engineAvailable(engine: Engine): boolean {
  return engine === 'sqlite' || mysqlAvailable;
}

/** The engines that answer here. Prefer `describeEachEngine`, which reports the others as skipped. */
export const engines: Engine[] = allEngines.filter(engineAvailable);

/**
 * `describe.each(allEngines)`: one suite per engine, `%s` in the name standing for the engine. A
 * suite whose engine does not answer is declared skipped, so the report counts its cases as
 * skipped instead of leaving them out.
 */
export function describeEachEngine(name: string, suite: (engine: Engine) => void): void {
  for (const engine of allEngines) {
    describe.skipIf(!engineAvailable(engine))(name.replace('%s', engine), () => suite(engine));
  }
}

/** Redis for the shared rate-limit counters (DESIGN §13); required in CI like MySQL. */
export const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
export const redisAvailable = await reachable(redisUrl, 6379);
if (!redisAvailable && (process.env.REQUIRE_REDIS === '1' || process.env.CI)) {
  throw new Error(`Redis is required (REQUIRE_REDIS/CI) but ${redisUrl} does not answer`);
}
