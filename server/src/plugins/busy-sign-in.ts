/**
 * At most two sign-in requests are under way at once (as at most two passwords are hashed at
 * once, ../admin/admin-auth.ts): another is refused with 429 as soon as its body has arrived,
 * before its calls reach tRPC. A burst of hundreds of guesses then costs the event loop a few
 * milliseconds, not the full way through the API for each guess, and the pages go on being
 * served meanwhile. Counted from then, not from the hash: the requests of a burst all arrive
 * before the first of them reaches its hash. Not from the request's first byte either: a client
 * sending its body slowly would hold a place meanwhile. The answer is the one the procedure gives
 * a sign-in while two are being checked: the same status, body and Retry-After. Only a REST
 * sign-in or a tRPC batch of sign-ins alone; a batch with other calls goes its way.
 *
 * A request is also refused while two passwords are being hashed, whichever requests they came
 * in: a batch let in then would have every call refused by the procedure within milliseconds,
 * give its place back, and let the next batch of the burst in, one after another, each through
 * the whole of tRPC.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_CONCURRENT_HASHES, signInBusy } from '../admin/admin-auth';
import { answerRefused } from './refusal';

const signInProcedure = 'admin.auth';

/** By the route Fastify matched: the REST sign-in, or tRPC's route with only sign-ins in its path. */
function isSignIn(req: FastifyRequest): boolean {
  if (req.method !== 'POST') return false;
  const route = req.routeOptions.url;
  if (route === '/api/admin/auth') return true;
  const procedures = (req.params as { path?: string }).path;
  return (
    route === '/trpc/:path' &&
    procedures !== undefined &&
    procedures.split(',').every((name) => name === signInProcedure)
  );
}

export function refuseBusySignIns(app: FastifyInstance): void {
  let underWay = 0;
  app.addHook('preHandler', async (req, reply) => {
    if (!isSignIn(req)) return;
    if (underWay >= MAX_CONCURRENT_HASHES || app.services.admin.busy) {
      const refusal = signInBusy();
      return answerRefused(req, reply, refusal, refusal.retryAfterSeconds);
    }
    underWay += 1;
    // Given back once: when the answer is sent, or when the connection closes first (the answer
    // of a request pipelined behind another never closes when the client hangs up).
    const socket = req.raw.socket;
    const release = () => {
      underWay -= 1;
      reply.raw.off('close', release);
      socket.off('close', release);
    };
    reply.raw.once('close', release);
    socket.once('close', release);
  });
}
