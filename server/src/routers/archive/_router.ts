/** The archive of past daily pairs: the caller's view, so it says which they completed. */
import { archiveListInput, archiveListSchema } from '@cinema/shared';
import { playerProcedure } from '../../trpc/procedures';
import { parser } from '../../trpc/parser';
import { router } from '../../trpc/trpc';
import { listHandler } from './list.handler';

export const archiveRouter = router({
  list: playerProcedure.input(parser(archiveListInput)).output(parser(archiveListSchema)).query(listHandler),
});
