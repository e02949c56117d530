/**
 * A real app on a fresh database of the given engine, for API suites:
 *   const t = await startTestApp('mysql'); await t.app.inject(...); await t.close();
 * The catalog is the starter catalog unless `env.CATALOG_DIR` names another dataset.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Services } from '../../server/src/services';
import type { Engine } from './engines';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  databaseUrl: string;
  close(): Promise<void>;
}

export async function startTestApp(engine: Engine, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const config = loadConfig({
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'test-admin-password',
    SCHEDULER_INTERVAL_MS: '0',
    // In this process a suite's own synchronous work (fixtures, catalog indexes) lags the app's
    // event loop: the overload guard is off unless a suite turns it on (tests/api/overload.test.ts).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const { app, services } = await buildApp(config, { logger: false });
  await app.ready();
  return {
    app,
    services,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** The `cc_player` cookie pair a response set, to send back as a `cookie` header. */
export function playerCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'cc_player');
  if (!cookie) throw new Error('no player cookie was set');
  return `${cookie.name}=${cookie.value}`;
}
