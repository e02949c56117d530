/**
 * The database engines a suite runs on: SQLite always; MySQL/MariaDB when MYSQL_URL is set
 * or a server answers on 127.0.0.1:3306. Without one, the MySQL cases are reported as skipped
 * (`describeEachEngine`), not left out; with REQUIRE_MYSQL=1 (CI) a missing server fails the
 * suite instead.
 *
 * A vitest project may take one engine's half of the engine suites (TEST_ENGINE=sqlite or mysql
 * in its env, see vite.config.ts), so that the two halves of a file run side by side in separate
 * workers. Suites that need no particular engine are declared with `describeOnce`: in the SQLite
 * half only.
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

const projectEngine = process.env.TEST_ENGINE;
if (projectEngine !== undefined && !allEngines.includes(projectEngine as Engine)) {
  throw new Error(`TEST_ENGINE must be one of ${allEngines.join(', ')}, not ${projectEngine}`);
}
/** The engines whose suites this process declares: TEST_ENGINE's alone, or all. */
const declaredEngines: readonly Engine[] = projectEngine ? [projectEngine as Engine] : allEngines;

function engineAvailable(engine: Engine): boolean {
  return engine === 'sqlite' || mysqlAvailable;
}

/** The engines that answer here. Prefer `describeEachEngine`, which reports the others as skipped. */
export const engines: Engine[] = allEngines.filter(engineAvailable);

/**
 * `describe.each(allEngines)`: one suite per engine, `%s` in the name standing for the engine
 * (only TEST_ENGINE's when a project sets it). A suite whose engine does not answer is declared
 * skipped, so the report counts its cases as skipped instead of leaving them out.
 */
export function describeEachEngine(name: string, suite: (engine: Engine) => void): void {
  for (const engine of declaredEngines) {
    describe.skipIf(!engineAvailable(engine))(name.replace('%s', engine), () => suite(engine));
  }
}

type DeclareSuite = (name: string, suite: () => void) => void;
const declaresOnce = declaredEngines.includes('sqlite');

/**
 * `describe` for a suite beside engine suites that needs no particular engine: declared once, in
 * the SQLite half of a split run (or whenever no TEST_ENGINE is set), so it does not run twice;
 * the MySQL half leaves it out. Has `skipIf` too.
 */
export const describeOnce = Object.assign<DeclareSuite, { skipIf(condition: boolean): DeclareSuite }>(
  (name, suite) => {
    if (declaresOnce) describe(name, suite);
  },
  {
    skipIf: (condition) => (name, suite) => {
      if (declaresOnce) describe.skipIf(condition)(name, suite);
    },
  },
);

/** Redis for the shared rate-limit counters (DESIGN §13); required in CI like MySQL. */
export const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
export const redisAvailable = await reachable(redisUrl, 6379);
if (!redisAvailable && (process.env.REQUIRE_REDIS === '1' || process.env.CI)) {
  throw new Error(`Redis is required (REQUIRE_REDIS/CI) but ${redisUrl} does not answer`);
}
