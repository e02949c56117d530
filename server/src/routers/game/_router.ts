/** The game procedures (DESIGN §5). Every one identifies the player, setting the cookie on first contact. */
import {
  addConnectionInput,
  addConnectionResultSchema,
  chainLinkSchema,
  completeGameInput,
  completeGameResultSchema,
  createGameInput,
  gameIdInput,
  gameSchema,
  savePlayerNameInput,
} from '@cinema/shared';
import { z } from 'zod';
import { playerProcedure } from '../../player/player-procedure';
import { router } from '../../trpc/trpc';
import { addConnectionHandler } from './add-connection.handler';
import { chainHandler } from './chain.handler';
import { completeHandler } from './complete.handler';
import { createHandler } from './create.handler';
import { getHandler } from './get.handler';
import { savePlayerNameHandler } from './save-player-name.handler';

export const gameRouter = router({
  create: playerProcedure.input(createGameInput).output(gameSchema).mutation(createHandler),
  addConnection: playerProcedure
    .input(addConnectionInput)
    .output(addConnectionResultSchema)
    .mutation(addConnectionHandler),
  chain: playerProcedure.input(gameIdInput).output(z.array(chainLinkSchema)).query(chainHandler),
  complete: playerProcedure.input(completeGameInput).output(completeGameResultSchema).mutation(completeHandler),
  savePlayerName: playerProcedure.input(savePlayerNameInput).output(gameSchema).mutation(savePlayerNameHandler),
  get: playerProcedure.input(gameIdInput).output(gameSchema).query(getHandler),
});
