import type { PlayerStats, TransferCode } from '@cinema/shared';
import { currentPlayerToken } from '../../trpc/current-player';
import { writePlayerCookie } from '../../player/player-cookie';
import type { PlayerContext } from '../../trpc/procedures';

export async function mineHandler({ ctx }: { ctx: PlayerContext }): Promise<PlayerStats> {
  return ctx.services.stats.mine(ctx.playerKey);
}

/** A code that moves the caller's statistics to another device, valid 15 minutes, once. */
export async function createTransferCodeHandler({ ctx }: { ctx: PlayerContext }): Promise<TransferCode> {
  return ctx.services.transferCodes.create(currentPlayerToken(ctx));
}

/** Moves this device onto the code owner's statistics: its games go to the owner, its cookie becomes the owner's. */
export async function redeemTransferCodeHandler({
  ctx,
  input,
}: {
  ctx: PlayerContext;
  input: { code: string };
}): Promise<{ ok: true }> {
  const { ownerToken } = await ctx.services.transferCodes.redeem(ctx.playerKey, input.code);
  writePlayerCookie(ctx.req, ctx.reply, ctx.services.playerCookieSecret, ownerToken);
  return { ok: true };
}
