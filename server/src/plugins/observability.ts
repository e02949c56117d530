/**
 * What operators see of each request: its id in the `x-request-id` answer header (the id is
 * made by `requestIdOf` and is on every log line of the request), and, when `METRICS_TOKEN` is
 * set, the Prometheus metrics at `/metrics` behind that Bearer token (off, 404, otherwise).
 * Visible to the parent: the hooks see every request, and procedures count the game's writes
 * on `app.metrics`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { Metrics, METRICS_CONTENT_TYPE } from '../metrics/metrics';
import { REQUEST_ID_HEADER } from '../request-id';
import { appRouter } from '../routers';
import { visibleToParent } from './visible-to-parent';

const METRICS_PATH = '/metrics';
const metricsTokenMessage = 'The metrics need their token: Authorization: Bearer <METRICS_TOKEN>';

export const observability = visibleToParent<{ config: AppConfig }>('observability', async (app, { config }) => {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });

  const token = config.metricsToken;
  if (!token) {
    app.decorate('metrics', null);
    return;
  }
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  const procedures = new Set(Object.keys(appRouter._def.procedures));
  app.addHook('onResponse', async (req, reply) => {
    metrics.observeRequest(
      req.method,
      routeOf(req, reply.statusCode, procedures),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  const expected = digest(`Bearer ${token}`);
  app.get(METRICS_PATH, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const given = req.headers.authorization;
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return reply.status(401).send({ message: metricsTokenMessage, code: 'UNAUTHORIZED', requestId: req.id });
    }
    return reply.type(METRICS_CONTENT_TYPE).send(metrics.render());
  });
});

/** Hashed first, so comparing takes the same time whatever the length of what was sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A request's route for the metrics: its pattern, so the series stay few whatever the URLs. A
 * tRPC call is named by its procedure (a batch, or a name no procedure has, by a placeholder);
 * paths no route serves are one series, and the client's pages another.
 */
function routeOf(req: FastifyRequest, statusCode: number, procedures: ReadonlySet<string>): string {
  if (req.is404) return statusCode < 400 ? '(client page)' : '(not found)';
  const pattern = req.routeOptions.url ?? '(unknown)';
  if (pattern !== '/trpc/:path') return pattern;
  const path = (req.params as { path?: string }).path ?? '';
  if (procedures.has(path)) return `/trpc/${path}`;
  return path.includes(',') ? '/trpc/(batch)' : '/trpc/(unknown)';
}
