/** The caller's player token: the one their cookie proves, else a new one set on this answer. */
import type { Context } from './context';
import { readPlayerCookie, writePlayerCookie } from '../player/player-cookie';
import { newPlayerToken } from '../player/player-token';

// One request may run several procedures (tRPC batching); they must all see one token.
const tokenOfRequest = new WeakMap<object, string>();
/** Requests that came with no valid token: a new one was made for them. */
const firstContacts = new WeakSet<object>();

export function currentPlayerToken(ctx: Context): string {
  const known = tokenOfRequest.get(ctx.req);
  if (known) return known;
  const secret = ctx.services.playerCookieSecret;
  let token = readPlayerCookie(ctx.req, secret);
  if (!token) {
    token = newPlayerToken();
    writePlayerCookie(ctx.req, ctx.reply, secret, token);
    firstContacts.add(ctx.req);
  }
  tokenOfRequest.set(ctx.req, token);
  return token;
}

/**
 * Whether the caller's token was made for this request (`currentPlayerToken` first): a player
 * met for the first time, who has no game and no claim on any day yet.
 */
export function isFirstContact(ctx: Context): boolean {
  return firstContacts.has(ctx.req);
}
