/** Procedures a player calls: the guard is visible in the first word (STYLE: create-t3-app). */
import type { Context } from '../trpc/context';
import { publicProcedure } from '../trpc/trpc';
import { currentPlayerToken } from './current-player';
import { playerKeyOf } from './player-token';

/** A procedure's context once the caller is known: by the key of their cookie's token. */
export interface PlayerContext extends Context {
  playerKey: string;
}

/** Every game procedure identifies the player, so the first contact of any kind sets the cookie. */
export const playerProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { playerKey: playerKeyOf(currentPlayerToken(ctx)) } }),
);
