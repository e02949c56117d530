/** The daily recap procedure (SPEC §2, §3; DESIGN §8): public, read-only. */
import { dailyRecapSchema, recapInput } from '@cinema/shared';
import { publicProcedure } from '../../trpc/procedures';
import { parser } from '../../trpc/parser';
import { router } from '../../trpc/trpc';
import { dailyHandler } from './daily.handler';

export const recapRouter = router({
  daily: publicProcedure.input(parser(recapInput)).output(parser(dailyRecapSchema)).query(dailyHandler),
});
