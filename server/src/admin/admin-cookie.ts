/** The `cc_admin` cookie: httpOnly, SameSite=Strict, Secure behind HTTPS, 12 h (DESIGN §9). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_TTL_MS } from './admin-sessions';

const ADMIN_COOKIE = 'cc_admin';
const PATH = '/';

export function readAdminCookie(req: FastifyRequest): string | undefined {
  return req.cookies[ADMIN_COOKIE];
}

export function writeAdminCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(ADMIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    // req.protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
    secure: req.protocol === 'https',
    path: PATH,
    maxAge: ADMIN_SESSION_TTL_MS / 1000,
  });
}

export function clearAdminCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(ADMIN_COOKIE, { httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https', path: PATH });
}
