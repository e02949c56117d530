import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors';
import { createCaller } from '../trpc/router';
import type { Services } from '../services';
import type { RestRoute } from './route';

export function noCacheHeaders(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store, no-cache, must-revalidate, max-age=0');
  reply.header('Pragma', 'no-cache');
  reply.header('Expires', '0');
}

/** Registers each declared route; errors become `{ message, code, details? }` with their status. */
export function registerRestRoutes(app: FastifyInstance, services: Services, routes: readonly RestRoute[]): void {
  for (const r of routes) {
    app.route({
      method: r.method,
      url: r.url,
      ...(r.rateLimitedWrite
        ? { config: { rateLimit: { max: services.config.rateLimitWritesPerMinute, timeWindow: '1 minute' } } }
        : {}),
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        if (r.noCache) noCacheHeaders(reply);
        const api = createCaller({ services, req, reply });
        try {
          const answer = await r.call(api, {
            params: (req.params ?? {}) as Record<string, string>,
            query: (req.query ?? {}) as Record<string, string | undefined>,
            body: req.body ?? {},
            req,
            reply,
          });
          reply.status(r.successStatus ?? 200);
          return answer ?? null;
        } catch (error) {
          const { status, body } = errorBody(error);
          if (status >= 500) req.log.error({ err: error }, 'request failed');
          return reply.status(status).send(body);
        }
      },
    });
  }
}
