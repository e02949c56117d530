/** The leaderboard procedure (SPEC §2, §7, §9): public, read-only. */
import { leaderboardInput, leaderboardResponseSchema } from '@cinema/shared';
import { publicProcedure } from '../../trpc/procedures';
import { router } from '../../trpc/trpc';
import { listHandler } from './list.handler';

export const leaderboardRouter = router({
  list: publicProcedure.input(leaderboardInput).output(leaderboardResponseSchema).query(listHandler),
});
