import { router } from '../../trpc/trpc';

export const settingsRouter = router({});
