/**
 * The procedure builders (STYLE: create-t3-app), so a procedure's guard is its first word:
 * `publicProcedure` for anyone, `playerProcedure` for the anonymous player's own games,
 * `adminSignInProcedure` for signing in and out, `adminProcedure` for everything an admin does.
 */
import type { Context } from './context';
import { procedure } from './trpc';
import { AppError } from '../errors';
import { readAdminCookie } from '../admin/admin-cookie';
import type { AdminSession } from '../admin/admin-sessions';
import { isCrossSite } from '../admin/same-origin';
import { currentCaller } from './current-player';
import { playerKeyOf } from '../player/player-token';

const notSignedInMessage = 'Admin authentication required';
const crossSiteMessage = 'Cross-site admin requests are not allowed';

export const publicProcedure = procedure;

/** A procedure's context once the caller is known: by the key of their cookie's token. */
export interface PlayerContext extends Context {
  playerKey: string;
  /** The caller came with no token: one was made for them now, so nothing is stored under their key. */
  firstContact: boolean;
}

/** Every game procedure identifies the player, so the first contact of any kind sets the cookie. */
export const playerProcedure = publicProcedure.use(({ ctx, next }) => {
  const { token, firstContact } = currentCaller(ctx);
  return next({ ctx: { playerKey: playerKeyOf(token), firstContact } });
});

/** Signing in and out: open to anyone, but a mutation must come from this site. */
export const adminSignInProcedure = publicProcedure.use(({ ctx, type, next }) => {
  if (type === 'mutation' && isCrossSite(ctx.req)) throw new AppError('FORBIDDEN', crossSiteMessage);
  return next();
});

export interface AdminContext extends Context {
  adminSession: AdminSession;
}

/** Checked on the server for every admin call, REST or tRPC: this site's Origin and a live session. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (isCrossSite(ctx.req)) throw new AppError('FORBIDDEN', crossSiteMessage);
  const session = await ctx.services.admin.sessions.find(readAdminCookie(ctx.req));
  if (!session) throw new AppError('UNAUTHORIZED', notSignedInMessage);
  return next({ ctx: { adminSession: session } });
});
