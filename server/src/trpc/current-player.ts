/** The caller's player token: the one their cookie proves, else a new one set on this answer. */
import type { Context } from './context';
import { readPlayerCookie, writePlayerCookie } from '../player/player-cookie';
import { newPlayerToken } from '../player/player-token';

interface Caller {
  token: string;
  /** No valid token came with the request: one was made for it, under which nothing is stored yet. */
  firstContact: boolean;
}

// One request may run several procedures (tRPC batching); they must all see one caller.
const callerOfRequest = new WeakMap<object, Caller>();

/** The caller of this request, their cookie set on the answer when they came without one. */
export function currentCaller(ctx: Context): Caller {
  const known = callerOfRequest.get(ctx.req);
  if (known) return known;
  const secret = ctx.services.playerCookieSecret;
  const proven = readPlayerCookie(ctx.req, secret);
  const caller = proven ? { token: proven, firstContact: false } : { token: newPlayerToken(), firstContact: true };
  if (caller.firstContact) writePlayerCookie(ctx.req, ctx.reply, secret, caller.token);
  callerOfRequest.set(ctx.req, caller);
  return caller;
}

export function currentPlayerToken(ctx: Context): string {
  return currentCaller(ctx).token;
}
