import { router } from '../../trpc/trpc';

export const catalogRouter = router({});
