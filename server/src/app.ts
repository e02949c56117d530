/**
 * buildApp(config) returns the Fastify app without listening (STYLE: Fastify's testing guide).
 * Order: ecosystem plugins → infrastructure (database, movie database) → routes.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { Redis } from 'ioredis';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { watchCatalog } from './catalog/catalog-refresh';
import { openDatabase } from './db/data-source';
import { errorBody } from './errors';
import { restRoutes } from './rest';
import { registerRestRoutes } from './rest/facade';
import { openApiDocument } from './rest/openapi';
import { createServices, type Services } from './services';
import { contextFactory } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/router';

export type { AppRouter } from './trpc/router';

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

/** Client routes of SPEC §2; any other page path answers the app with a 404 status. */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/leaderboard\/?$/,
  /^\/daily-recap\/?$/,
  /^\/actors\/[^/]+\/?$/,
  /^\/about\/?$/,
  /^\/privacy\/?$/,
  /^\/control-sys-panel-7831\/?$/,
  /^\/tmdb-test\/?$/,
];

const defaultClientDist = fileURLToPath(new URL('../../client/dist', import.meta.url));

export async function buildApp(
  config: AppConfig,
  options: { db?: DataSource; logger?: boolean } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 5000 },
  });

  const adScriptHosts = config.branding.adClientId ? ['https://pagead2.googlesyndication.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...adScriptHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...(config.tmdb ? [] : []), 'https://api.themoviedb.org'],
        frameSrc: ["'self'", ...adScriptHosts],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  // With several instances behind a load balancer the counters must be shared (DESIGN §13).
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : null;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'cinema-chain:rate-limit:', skipOnError: true } : {}),
  });

  const db = options.db ?? (await openDatabase(config.databaseUrl));
  const services = await createServices(config, db, app.log);
  const stopCatalogWatch = watchCatalog(services.catalog, db, config.catalogRefreshMs, app.log);
  app.addHook('onClose', async () => {
    stopCatalogWatch();
    redis?.disconnect();
    if (!options.db && db.isInitialized) await db.destroy();
  });

  app.setErrorHandler((error, req, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({
        message: error instanceof Error ? error.message : 'Bad request',
        code: status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST',
      });
    }
    const { status: mapped, body } = errorBody(error);
    if (mapped >= 500) req.log.error({ err: error }, 'request failed');
    return reply.status(mapped).send(body);
  });

  // tRPC mutations are public writes too: the same per-client limit as the REST writes (DESIGN §9).
  const limitWrites = app.rateLimit({ max: config.rateLimitWritesPerMinute, timeWindow: '1 minute' });
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'POST' && req.url.startsWith('/trpc/')) await limitWrites.call(app, req, reply);
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: contextFactory(services),
      onError({ error, path }) {
        if (errorBody(error).status >= 500) app.log.error({ err: error, path }, 'trpc procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRestRoutes(app, services, restRoutes);
  const document = openApiDocument(restRoutes, config.branding.productName);
  app.get('/api/openapi.json', async () => document);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const clientDist = resolve(config.clientDistDir ?? defaultClientDist);
  const hasClient = existsSync(join(clientDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, { root: clientDist, wildcard: false, index: false });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path.startsWith('/api') || path.startsWith('/trpc') || req.method !== 'GET') {
      return reply.status(404).send({ message: `Not found: ${req.method} ${path}`, code: 'NOT_FOUND' });
    }
    if (!hasClient) {
      return reply.status(404).type('text/plain').send('The client is not built. Run `npm run build` or `npm start`.');
    }
    const known = CLIENT_ROUTES.some((pattern) => pattern.test(path));
    reply.header('Cache-Control', 'no-cache');
    return reply.status(known ? 200 : 404).sendFile('index.html');
  });

  return { app, services };
}
