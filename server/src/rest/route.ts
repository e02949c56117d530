/**
 * The REST facade (DESIGN §2): each spec path is a declared mapping onto a tRPC procedure.
 * No business logic lives here: a route builds the procedure's input from the request and
 * calls it through the server-side caller.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { AppCaller } from '../trpc/router';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RestRoute {
  method: HttpMethod;
  /** Fastify path under /api, e.g. "/api/actors/:id/movies". */
  url: string;
  summary: string;
  tag: string;
  /** For the OpenAPI document only: the procedure validates. */
  docs?: { query?: ZodType; params?: ZodType; body?: ZodType; response?: ZodType };
  /** Answer with no-cache headers (daily actors, settings, search). */
  noCache?: boolean;
  /** A public write: limited per client to `config.rateLimitWritesPerMinute` (DESIGN §9). */
  rateLimitedWrite?: boolean;
  /** Status of a successful answer (200 by default). */
  successStatus?: number;
  call: (api: AppCaller, request: RestRequest) => Promise<unknown>;
}

/** Declares a route with its types checked. */
export const route = (r: RestRoute): RestRoute => r;
