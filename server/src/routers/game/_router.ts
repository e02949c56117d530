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
import { parser } from '../../trpc/parser';
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
  create: playerProcedure.input(parser(createGameWithArchiveInput)).output(parser(gameSchema)).mutation(createHandler),
  addConnection: playerProcedure
    .input(parser(addConnectionInput))
    .output(parser(addConnectionResultSchema))
    .mutation(addConnectionHandler),
  chain: playerProcedure
    .input(parser(gameIdInput))
    .output(parser(z.array(chainLinkSchema)))
    .query(chainHandler),
  complete: playerProcedure
    .input(parser(completeGameInput))
    .output(parser(completeGameOutcomeSchema))
    .mutation(completeHandler),
  savePlayerName: playerProcedure
    .input(parser(savePlayerNameInput))
    .output(parser(gameSchema))
    .mutation(savePlayerNameHandler),
  get: playerProcedure.input(parser(gameIdInput)).output(parser(gameSchema)).query(getHandler),
  /** The player's standing on today's puzzle: their ranked game, whether the next daily game is practice. */
  dayStatus: playerProcedure.output(parser(puzzleDayStatusSchema)).query(dayStatusHandler),
  /** The next hint (1: connections left, 2: a movie, 3: the actor through it), refused past HINT_LIMIT. */
  hint: playerProcedure.input(parser(hintInput)).output(parser(hintResultSchema)).mutation(hintHandler),
  /** The hints given so far, in order (the game's player only). */
  hints: playerProcedure.input(parser(hintInput)).output(parser(hintsResultSchema)).query(hintsHandler),
});
