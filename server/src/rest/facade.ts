import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, isDatabaseError } from '../errors';
import { replyIsAnswer } from '../kept-answers';
import { callErrorBody } from '../trpc/errors';
import { createCaller } from '../routers';
import type { Services } from '../services';
import type { RestRoute } from './route';

function noCacheHeaders(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store, no-cache, must-revalidate, max-age=0');
  reply.header('Pragma', 'no-cache');
  reply.header('Expires', '0');
}

/**
 * Registers each declared route; errors become `{ message, code, details?, requestId }` with their status.
 * A write needs no limit of its own here: the mutation it calls counts against the client's
 * write limit, the same budget as the tRPC calls (DESIGN §9). A route may declare a limit of
 * its own (`rateLimit`), counted here before its procedure runs.
 */
export function registerRestRoutes(app: FastifyInstance, services: Services, routes: readonly RestRoute[]): void {
  for (const r of routes) {
    app.route({
      method: r.method,
      url: r.url,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        if (r.noCache) noCacheHeaders(reply);
        const api = createCaller({ services, req, reply });
        try {
          if (r.rateLimit) await req.server.writeLimit.takeFor(req, reply, `${r.method} ${r.url}`, r.rateLimit);
          const answer = await r.call(api, {
            params: (req.params ?? {}) as Record<string, string>,
            query: (req.query ?? {}) as Record<string, string | undefined>,
            body: req.body ?? {},
            req,
            reply,
          });
          // The procedure found the client's copy current (If-None-Match): 304, no body.
          if (reply.statusCode === 304) return reply.send();
          reply.status(r.successStatus ?? 200);
          // A kept answer (../kept-answers) goes as the bytes compressed when that reply was first asked for.
          replyIsAnswer(req, answer);
          return answer ?? null;
        } catch (error) {
          // A procedure fails as tRPC's caller throws, a TRPCError around the domain's error;
          // the route's own limit with the AppError it throws.
          const { status, body } = error instanceof TRPCError ? callErrorBody(error) : errorBody(error);
          if (isDatabaseError(error)) req.server.metrics?.databaseError();
          if (status >= 500) req.log.error({ err: error }, 'request failed');
          return reply.status(status).send({ ...body, requestId: req.id });
        }
      },
    });
  }
}
