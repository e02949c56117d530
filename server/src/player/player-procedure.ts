/** Procedures a player calls: the guard is visible in the first word (STYLE: create-t3-app). */
import type { Context } from '../trpc/context';
import { publicProcedure } from '../trpc/trpc';
import { currentPlayerToken } from './current-player';

/** A procedure's context once the caller is known by their player token. */
export interface PlayerContext extends Context {
  playerToken: string;
}

/** Every game procedure identifies the player, so the first contact of any kind sets the cookie. */
export const playerProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { playerToken: currentPlayerToken(ctx) } }),
);
