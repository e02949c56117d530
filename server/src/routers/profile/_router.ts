/** The actor profile procedure (SPEC §2, §3; DESIGN §8): public, read-only. */
import { actorProfileSchema, profileInput } from '@cinema/shared';
import { publicProcedure } from '../../trpc/procedures';
import { router } from '../../trpc/trpc';
import { byNameHandler } from './by-name.handler';

export const profileRouter = router({
  byName: publicProcedure.input(profileInput).output(actorProfileSchema).query(byNameHandler),
});
