import { router } from '../../trpc/trpc';

export const gameRouter = router({});
