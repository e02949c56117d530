/**
 * buildApp(config) returns the Fastify app without listening (STYLE: Fastify's testing guide).
 * Plugins in order (STYLE: ecosystem → infrastructure → routes): request ids and metrics, error
 * answers, security headers, the overload guard, write limits, the database and its services, the health and
 * readiness probes, the API, then the client's files and the answer to every other path.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { httpServerOptions } from './http-timeouts';
import { api } from './plugins/api';
import { client } from './plugins/client';
import { database } from './plugins/database';
import { errorAnswers } from './plugins/error-answers';
import { observability } from './plugins/observability';
import { operations } from './plugins/operations';
import { overload } from './plugins/overload';
import { securityHeaders } from './plugins/security-headers';
import { writeLimits } from './plugins/write-limits';
import { requestIdOf } from './request-id';
import { fastifyTrustProxy } from './trust-proxy';
import type { Services } from './services';

export type { AppRouter } from './routers';

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

/** How long the start may spend on plugins, the catalog's load among them. */
const CATALOG_LOAD_TIMEOUT_MS = 120_000;

const defaultClientDist = fileURLToPath(new URL('../../client/dist', import.meta.url));

export async function buildApp(
  config: AppConfig,
  options: { db?: DataSource; logger?: boolean } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 5000 },
    genReqId: requestIdOf,
    // Every log line of a request carries its id under the name error bodies use.
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    ...httpServerOptions(config.httpTimeouts),
    // The database plugin loads the catalog, a turn of the event loop at a time: on a 10x catalog
    // and a busy machine that takes longer than Fastify's default 10 s, and is not stuck.
    pluginTimeout: CATALOG_LOAD_TIMEOUT_MS,
  });

  await app.register(observability, { config });
  await app.register(errorAnswers);
  await app.register(securityHeaders, { config });
  await app.register(overload, { limits: config.overload });
  await app.register(writeLimits, { config });
  await app.register(database, { config, db: options.db });
  await app.register(operations);
  await app.register(api, { config });
  await app.register(client, {
    clientDist: resolve(config.clientDistDir ?? defaultClientDist),
    branding: config.branding,
  });

  return { app, services: app.services };
}
