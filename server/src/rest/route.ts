/**
 * The REST facade (DESIGN §2): each spec path is a declared mapping onto a tRPC procedure.
 * No business logic lives here: a route builds the procedure's input from the request and
 * calls it through the server-side caller.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import type { AppCaller } from '../routers';

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

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
  /**
   * This path's own limit per client, on top of the write limit: `max` calls per `windowMs`,
   * answered 429 with Retry-After beyond it (shared through Redis like the write limit).
   */
  rateLimit?: { max: number; windowMs: number };
  /** Status of a successful answer (200 by default). */
  successStatus?: number;
  call: (api: AppCaller, request: RestRequest) => Promise<unknown>;
}

/** Declares a route with its types checked. */
export const route = (r: RestRoute): RestRoute => r;

/** The JSON body as an object; anything else becomes {} so the procedure reports the missing fields. */
export function bodyOf(request: RestRequest): Record<string, unknown> {
  const { body } = request;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The procedure parses its input; the facade hands it over untyped, as received. */
export const unparsed = <T>(value: Record<string, unknown>) => value as T;

/** The `_t` query parameter the spec's client adds to bypass caches: documented, and ignored. */
export const cacheBusterQuery = z.object({ _t: z.string().optional() });
