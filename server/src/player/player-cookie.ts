/**
 * The `cc_player` cookie: httpOnly, SameSite=Lax, signed with the shared player-cookie secret
 * so any instance can verify it (DESIGN §13). A tampered or unsigned cookie counts as none.
 */
import { signerFactory } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlayerToken, RECENT_PLAYERS } from './player-token';
import { rememberRecent } from './recent-answers';

export const PLAYER_COOKIE = 'cc_player';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// The secret lives in the database and is loaded after the cookie plugin is registered, so the
// plugin's own signCookie/unsignCookie cannot hold it; this is the same signer they use.
type Signer = ReturnType<typeof signerFactory>;
/** A secret's signer, and what it found in the cookies it checked most recently (a player's every request carries the same). */
const signers = new Map<string, { signer: Signer; tokenIn: (raw: string) => string | null }>();
function signerFor(secret: string) {
  let found = signers.get(secret);
  if (!found) {
    const signer = signerFactory(secret);
    const tokenIn = rememberRecent((raw) => {
      const { valid, value } = signer.unsign(raw);
      return valid && value !== null && isPlayerToken(value) ? value : null;
    }, RECENT_PLAYERS);
    found = { signer, tokenIn };
    signers.set(secret, found);
  }
  return found;
}

/** The verified token the request carries, or null. */
export function readPlayerCookie(req: FastifyRequest, secret: string): string | null {
  const raw = req.cookies[PLAYER_COOKIE];
  return raw ? signerFor(secret).tokenIn(raw) : null;
}

export function writePlayerCookie(req: FastifyRequest, reply: FastifyReply, secret: string, token: string): void {
  reply.setCookie(PLAYER_COOKIE, signerFor(secret).signer.sign(token), {
    httpOnly: true,
    sameSite: 'lax',
    // req.protocol honours X-Forwarded-Proto only when trustProxy is configured.
    secure: req.protocol === 'https',
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  });
}
