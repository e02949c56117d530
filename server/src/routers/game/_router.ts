/** The game procedures (DESIGN §5). Every one identifies the player, setting the cookie on first contact. */
import {
  addConnectionInput,
  addConnectionResultSchema,
  chainLinkSchema,
  completeGameInput,
  completeGameOutcomeSchema,
  createGameWithArchiveInput,
  gameIdInput,
  gameSchema,
  hintInput,
  hintResultSchema,
  hintsResultSchema,
  puzzleDayStatusSchema,
  savePlayerNameInput,
} from '@cinema/shared';
import { z } from 'zod';
import { playerProcedure } from '../../trpc/procedures';
import { router } from '../../trpc/trpc';
import { addConnectionHandler } from './add-connection.handler';
import { chainHandler } from './chain.handler';
import { completeHandler } from './complete.handler';
import { createHandler } from './create.handler';
import { dayStatusHandler } from './day-status.handler';
import { getHandler } from './get.handler';
import { hintHandler, hintsHandler } from './hint.handler';
import { savePlayerNameHandler } from './save-player-name.handler';

export const gameRouter = router({
  create: playerProcedure.input(createGameWithArchiveInput).output(gameSchema).mutation(createHandler),
  addConnection: playerProcedure
    .input(addConnectionInput)
    .output(addConnectionResultSchema)
    .mutation(addConnectionHandler),
  chain: playerProcedure.input(gameIdInput).output(z.array(chainLinkSchema)).query(chainHandler),
  complete: playerProcedure.input(completeGameInput).output(completeGameOutcomeSchema).mutation(completeHandler),
  savePlayerName: playerProcedure.input(savePlayerNameInput).output(gameSchema).mutation(savePlayerNameHandler),
  get: playerProcedure.input(gameIdInput).output(gameSchema).query(getHandler),
  /** The player's standing on today's puzzle: their ranked game, whether the next daily game is practice. */
  dayStatus: playerProcedure.output(puzzleDayStatusSchema).query(dayStatusHandler),
  /** The next hint (1: connections left, 2: a movie, 3: the actor through it), refused past HINT_LIMIT. */
  hint: playerProcedure.input(hintInput).output(hintResultSchema).mutation(hintHandler),
  /** The hints given so far, in order (the game's player only). */
  hints: playerProcedure.input(hintInput).output(hintsResultSchema).query(hintsHandler),
});
