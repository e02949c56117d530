/**
 * Every request's id (Fastify's `genReqId`): the caller's `x-request-id` when it is a sane token
 * (a load balancer or another service tracing the request), otherwise a new random UUID. The id
 * is on the request's every log line, in the `x-request-id` answer header and in every error body.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._-`, 1 to 64 of them: a UUID, a trace id; never markup, a log injection or a separator. */
const saneRequestId = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
}
