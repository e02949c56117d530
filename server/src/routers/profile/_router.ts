/** The actor profile procedure (SPEC §2, §3; DESIGN §8): public, read-only. */
import { actorProfileSchema, profileInput } from '@cinema/shared';
import { publicProcedure } from '../../trpc/procedures';
import { parser } from '../../trpc/parser';
import { router } from '../../trpc/trpc';
import { byNameHandler } from './by-name.handler';

export const profileRouter = router({
  byName: publicProcedure.input(parser(profileInput)).output(parser(actorProfileSchema)).query(byNameHandler),
});
