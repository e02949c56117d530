/**
 * The admin procedures (SPEC §6, DESIGN §7, §9). Signing in is open; everything else is an
 * `adminProcedure`: a live session checked on the server, and for mutations this site's Origin.
 */
import {
  actorByTvdbIdInput,
  actorSchema,
  adminAuthInput,
  adminAuthResultSchema,
  adminDoneSchema,
  adminSessionSchema,
  createScheduledChangeInput,
  executePendingChangesResultSchema,
  gameSettingsSchema,
  moderationEntriesInput,
  moderationEntrySchema,
  moderationGameInput,
  pairPreviewInput,
  pairPreviewSchema,
  scheduledChangeIdInput,
  scheduledChangeSchema,
  setHiddenInput,
  setSelectionModeInput,
  updateSettingsInput,
} from '@cinema/shared';
import { z } from 'zod';
import { adminProcedure, adminSignInProcedure } from '../../trpc/procedures';
import { router } from '../../trpc/trpc';
import { adminActorByTvdbIdHandler } from './actor-by-tvdb-id.handler';
import { authHandler, logoutHandler, sessionHandler } from './auth.handler';
import { moderationEntriesHandler, resetNameHandler, setHiddenHandler } from './moderation.handler';
import { pairPreviewHandler, setSelectionModeHandler, updateSettingsHandler } from './pair.handler';
import {
  createScheduledChangeHandler,
  deleteScheduledChangeHandler,
  executePendingChangesHandler,
  listScheduledChangesHandler,
} from './scheduled-changes.handler';

export const adminRouter = router({
  auth: adminSignInProcedure.input(adminAuthInput).output(adminAuthResultSchema).mutation(authHandler),
  session: adminSignInProcedure.output(adminSessionSchema).query(sessionHandler),
  logout: adminSignInProcedure.output(adminDoneSchema).mutation(logoutHandler),

  updateSettings: adminProcedure.input(updateSettingsInput).output(gameSettingsSchema).mutation(updateSettingsHandler),
  setSelectionMode: adminProcedure
    .input(setSelectionModeInput)
    .output(gameSettingsSchema)
    .mutation(setSelectionModeHandler),
  pairPreview: adminProcedure.input(pairPreviewInput).output(pairPreviewSchema).query(pairPreviewHandler),
  actorByTvdbId: adminProcedure.input(actorByTvdbIdInput).output(actorSchema).mutation(adminActorByTvdbIdHandler),

  scheduledChanges: router({
    list: adminProcedure.output(z.array(scheduledChangeSchema)).query(listScheduledChangesHandler),
    create: adminProcedure
      .input(createScheduledChangeInput)
      .output(scheduledChangeSchema)
      .mutation(createScheduledChangeHandler),
    delete: adminProcedure.input(scheduledChangeIdInput).output(adminDoneSchema).mutation(deleteScheduledChangeHandler),
  }),
  executePendingChanges: adminProcedure
    .output(executePendingChangesResultSchema)
    .mutation(executePendingChangesHandler),

  moderation: router({
    entries: adminProcedure
      .input(moderationEntriesInput)
      .output(z.array(moderationEntrySchema))
      .query(moderationEntriesHandler),
    resetName: adminProcedure.input(moderationGameInput).output(moderationEntrySchema).mutation(resetNameHandler),
    setHidden: adminProcedure.input(setHiddenInput).output(moderationEntrySchema).mutation(setHiddenHandler),
  }),
});
