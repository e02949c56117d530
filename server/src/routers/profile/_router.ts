/** The actor profile procedure (SPEC §2, §3; DESIGN §8): public, read-only. */
import { actorProfileSchema, profileInput } from '@cinema/shared';
import { publicProcedure } from '../../trpc/procedures';
import { router } from '../../trpc/trpc';
import { byNameHandler } from './by-name.handler';
import { sync } from '../../trpc/sync-parser';

export const profileRouter = router({
  byName: publicProcedure.input(sync(profileInput)).output(sync(actorProfileSchema)).query(byNameHandler),
});
