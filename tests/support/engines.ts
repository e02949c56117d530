/**
 * The database engines a suite runs on: SQLite always; MySQL/MariaDB when MYSQL_URL is set
 * or a server answers on 127.0.0.1:3306. With REQUIRE_MYSQL=1 (CI) a missing server fails
 * the suite instead of skipping it.
 */
import { createConnection } from 'node:net';

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

export const engines: Engine[] = mysqlAvailable ? ['sqlite', 'mysql'] : ['sqlite'];

/** Redis for the shared rate-limit counters (DESIGN §13); required in CI like MySQL. */
export const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
export const redisAvailable = await reachable(redisUrl, 6379);
if (!redisAvailable && (process.env.REQUIRE_REDIS === '1' || process.env.CI)) {
  throw new Error(`Redis is required (REQUIRE_REDIS/CI) but ${redisUrl} does not answer`);
}
