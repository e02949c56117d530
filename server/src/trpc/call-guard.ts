/**
 * Checks a tRPC request's calls before tRPC reads its body: a batch carries at most
 * `MAX_BATCH_CALLS` calls (413, in tRPC's own error shape with PAYLOAD_TOO_LARGE, so its client
 * reports the refusal to every call of the batch), and each call uses its procedure's method
 * (405: a mutation is sent with POST, a query with GET, in the error shape `{ message, code }`
 * of DESIGN §10). Each call of an accepted batch still counts on its own against the write limit.
 * Bodies of tRPC and REST calls alike are JSON (`guardMediaTypes`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getTRPCErrorShape, TRPCError, type AnyRouter } from '@trpc/server';
import { TRPC_BATCH_MAX_CALLS, type ErrorBody } from '@cinema/shared';

/** The most calls one batch may carry; the client's batch link splits larger batches. */
const MAX_BATCH_CALLS = TRPC_BATCH_MAX_CALLS;

type Refusal = { status: number; allow?: 'GET' | 'POST'; body: ErrorBody } | { tooLarge: TRPCError };

export function guardTrpcCalls(app: FastifyInstance, options: { prefix: string; router: AnyRouter }): void {
  const procedures = options.router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
  const typeOf = (path: string) => procedures[path]?._def.type;

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith(`${options.prefix}/`)) return;
    const refusal = refusalOf(req.method, req.url.slice(options.prefix.length + 1), typeOf);
    if (!refusal) return;
    if ('tooLarge' in refusal) {
      const shape = getTRPCErrorShape({
        config: options.router._def._config,
        error: refusal.tooLarge,
        type: 'unknown',
        path: undefined,
        input: undefined,
        ctx: { req, reply },
      });
      return reply.status(413).send({ error: shape });
    }
    if (refusal.allow) reply.header('allow', refusal.allow);
    return reply.status(refusal.status).send({ ...refusal.body, requestId: req.id });
  });
}

/** Why a request for `pathAndQuery` (after the prefix) is refused before it runs, if it is. */
function refusalOf(
  method: string,
  pathAndQuery: string,
  typeOf: (path: string) => string | undefined,
): Refusal | undefined {
  const [rawPath = '', query = ''] = pathAndQuery.split('?', 2);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined; // tRPC answers a malformed path itself
  }
  const isBatch = new URLSearchParams(query).get('batch') === '1';
  const calls = isBatch ? path.split(',') : [path];
  if (calls.length > MAX_BATCH_CALLS) {
    return {
      tooLarge: new TRPCError({
        code: 'PAYLOAD_TOO_LARGE',
        message: `A batch may carry at most ${MAX_BATCH_CALLS} calls; this one carries ${calls.length}`,
      }),
    };
  }
  for (const call of calls) {
    const type = typeOf(call);
    if (type === 'mutation' && method === 'GET') return wrongMethod(`${call} is a mutation: send it with POST`, 'POST');
    if (type === 'query' && method === 'POST') return wrongMethod(`${call} is a query: send it with GET`, 'GET');
  }
  return undefined;
}

function wrongMethod(message: string, allow: 'GET' | 'POST'): Refusal {
  return { status: 405, allow, body: { message, code: 'METHOD_NOT_ALLOWED' } };
}

export const unsupportedMediaTypeMessage = 'Unsupported Media Type: send JSON (Content-Type: application/json)';

/**
 * Calls carry JSON: a body of another media type is refused with 415 before anything reads it
 * (tRPC's form-data reader failed with 500 on a body Fastify had already taken, and REST read
 * text/plain as a string). Media types are case-insensitive: a JSON one is written lower-case
 * for the readers after this hook, whose checks are not.
 */
export function guardMediaTypes(app: FastifyInstance, options: { prefixes: readonly string[] }): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const contentType = req.headers['content-type'];
    if (contentType === undefined || req.method === 'GET' || req.method === 'HEAD') return;
    if (!options.prefixes.some((prefix) => req.url.startsWith(`${prefix}/`))) return;
    const separator = contentType.indexOf(';');
    const mediaType = (separator < 0 ? contentType : contentType.slice(0, separator)).trim().toLowerCase();
    if (mediaType === 'application/json') {
      req.headers['content-type'] = separator < 0 ? mediaType : mediaType + contentType.slice(separator);
      return;
    }
    const body: ErrorBody & { requestId: string } = {
      message: unsupportedMediaTypeMessage,
      code: 'BAD_REQUEST',
      requestId: req.id,
    };
    return reply.status(415).send(body);
  });
}
