/** The leaderboard procedure (SPEC §2, §7, §9): public, read-only. */
import { leaderboardInput, leaderboardResponseSchema } from '@cinema/shared';
import { publicProcedure } from '../../trpc/procedures';
import { router } from '../../trpc/trpc';
import { listHandler } from './list.handler';
import { sync } from '../../trpc/sync-parser';

export const leaderboardRouter = router({
  list: publicProcedure.input(sync(leaderboardInput)).output(sync(leaderboardResponseSchema)).query(listHandler),
});
