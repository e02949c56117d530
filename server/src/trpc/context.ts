import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Services } from '../services';

/** What every procedure sees: the services, and the request it serves. */
export interface Context {
  services: Services;
  req: FastifyRequest;
  reply: FastifyReply;
}

export function contextFactory(services: Services) {
  return ({ req, res }: CreateFastifyContextOptions): Context => ({ services, req, reply: res });
}
