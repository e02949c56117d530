/** Personal statistics and transfer codes: always the caller's own. */
import {
  playerStatsSchema,
  redeemTransferCodeInput,
  redeemTransferCodeResultSchema,
  transferCodeSchema,
} from '@cinema/shared';
import { playerProcedure } from '../../trpc/procedures';
import { router } from '../../trpc/trpc';
import { createTransferCodeHandler, mineHandler, redeemTransferCodeHandler } from './stats.handler';

export const statsRouter = router({
  mine: playerProcedure.output(playerStatsSchema).query(mineHandler),
  createTransferCode: playerProcedure.output(transferCodeSchema).mutation(createTransferCodeHandler),
  redeemTransferCode: playerProcedure
    .input(redeemTransferCodeInput)
    .output(redeemTransferCodeResultSchema)
    .mutation(redeemTransferCodeHandler),
});
