/** Personal statistics and transfer codes (issue 9): always the caller's own. */
import {
  playerStatsSchema,
  redeemTransferCodeInput,
  redeemTransferCodeResultSchema,
  transferCodeSchema,
} from '@cinema/shared';
import { playerProcedure } from '../../trpc/procedures';
import { router } from '../../trpc/trpc';
import { createTransferCodeHandler, mineHandler, redeemTransferCodeHandler } from './stats.handler';
import { sync } from '../../trpc/sync-parser';

export const statsRouter = router({
  mine: playerProcedure.output(sync(playerStatsSchema)).query(mineHandler),
  createTransferCode: playerProcedure.output(sync(transferCodeSchema)).mutation(createTransferCodeHandler),
  redeemTransferCode: playerProcedure
    .input(sync(redeemTransferCodeInput))
    .output(sync(redeemTransferCodeResultSchema))
    .mutation(redeemTransferCodeHandler),
});
