/** Personal statistics and transfer codes: always the caller's own. */
import {
  playerStatsSchema,
  redeemTransferCodeInput,
  redeemTransferCodeResultSchema,
  transferCodeSchema,
} from '@cinema/shared';
import { playerProcedure } from '../../trpc/procedures';
import { parser } from '../../trpc/parser';
import { router } from '../../trpc/trpc';
import { createTransferCodeHandler, mineHandler, redeemTransferCodeHandler } from './stats.handler';

export const statsRouter = router({
  mine: playerProcedure.output(parser(playerStatsSchema)).query(mineHandler),
  createTransferCode: playerProcedure.output(parser(transferCodeSchema)).mutation(createTransferCodeHandler),
  redeemTransferCode: playerProcedure
    .input(parser(redeemTransferCodeInput))
    .output(parser(redeemTransferCodeResultSchema))
    .mutation(redeemTransferCodeHandler),
});
