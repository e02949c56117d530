/**
 * A sign-in while two others are being checked (AdminAuth.busy) is refused with 429 before its
 * body is read or its calls reach tRPC: a burst of hundreds of guesses then costs the event loop
 * a few milliseconds, not the full way through the API for each guess, and the pages go on being
 * served meanwhile. What the procedure would have answered, sooner: the same status, body and
 * Retry-After (a tRPC batch only of sign-ins; a batch with other calls goes its way).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signInBusy } from '../admin/admin-auth';
import { answerRefused } from './refusal';

const signInProcedure = 'admin.auth';

function isSignIn(req: FastifyRequest): boolean {
  if (req.method !== 'POST') return false;
  const path = req.url.split('?', 1)[0]!;
  if (path === '/api/admin/auth') return true;
  return (
    path.startsWith('/trpc/') &&
    path
      .slice('/trpc/'.length)
      .split(',')
      .every((name) => name === signInProcedure)
  );
}

export function refuseBusySignIns(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!isSignIn(req) || !app.services.admin.busy) return;
    const refusal = signInBusy();
    return answerRefused(req, reply, refusal, refusal.retryAfterSeconds);
  });
}
