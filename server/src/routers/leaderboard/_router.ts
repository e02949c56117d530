/** The leaderboard procedures (SPEC §2, §7, §9): the board, and today's solutions on request. */
import { leaderboardInput, leaderboardResponseSchema, puzzleDayStatusSchema } from '@cinema/shared';
import { playerProcedure } from '../../trpc/procedures';
import { parser } from '../../trpc/parser';
import { router } from '../../trpc/trpc';
import { listHandler } from './list.handler';
import { showSolutionsHandler } from './show-solutions.handler';

export const leaderboardRouter = router({
  /** Public; the viewer's cookie marks their entries and decides whether today's chains are shown. */
  list: playerProcedure.input(parser(leaderboardInput)).output(parser(leaderboardResponseSchema)).query(listHandler),
  /** Shows today's chains to this player, and makes their later daily games of the day practice. */
  showSolutions: playerProcedure.output(parser(puzzleDayStatusSchema)).mutation(showSolutionsHandler),
});
