/**
 * The `cc_player` cookie: httpOnly, SameSite=Lax, signed with the shared player-cookie secret
 * so any instance can verify it (DESIGN §13). A tampered or unsigned cookie counts as none.
 */
import { signerFactory } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlayerToken } from './player-token';

export const PLAYER_COOKIE = 'cc_player';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// The secret lives in the database and is loaded after the cookie plugin is registered, so the
// plugin's own signCookie/unsignCookie cannot hold it; this is the same signer they use.
type Signer = ReturnType<typeof signerFactory>;
const signers = new Map<string, Signer>();
function signerFor(secret: string): Signer {
  let signer = signers.get(secret);
  if (!signer) {
    signer = signerFactory(secret);
    signers.set(secret, signer);
  }
  return signer;
}

/** The verified token the request carries, or null. */
export function readPlayerCookie(req: FastifyRequest, secret: string): string | null {
  const raw = req.cookies[PLAYER_COOKIE];
  if (!raw) return null;
  const { valid, value } = signerFor(secret).unsign(raw);
  return valid && value !== null && isPlayerToken(value) ? value : null;
}

export function writePlayerCookie(req: FastifyRequest, reply: FastifyReply, secret: string, token: string): void {
  reply.setCookie(PLAYER_COOKIE, signerFor(secret).sign(token), {
    httpOnly: true,
    sameSite: 'lax',
    // req.protocol honours X-Forwarded-Proto only when trustProxy is configured.
    secure: req.protocol === 'https',
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  });
}
