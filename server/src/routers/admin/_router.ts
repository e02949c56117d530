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
import { sync } from '../../trpc/sync-parser';

export const adminRouter = router({
  auth: adminSignInProcedure.input(sync(adminAuthInput)).output(sync(adminAuthResultSchema)).mutation(authHandler),
  session: adminSignInProcedure.output(sync(adminSessionSchema)).query(sessionHandler),
  logout: adminSignInProcedure.output(sync(adminDoneSchema)).mutation(logoutHandler),

  updateSettings: adminProcedure
    .input(sync(updateSettingsInput))
    .output(sync(gameSettingsSchema))
    .mutation(updateSettingsHandler),
  setSelectionMode: adminProcedure
    .input(sync(setSelectionModeInput))
    .output(sync(gameSettingsSchema))
    .mutation(setSelectionModeHandler),
  pairPreview: adminProcedure.input(sync(pairPreviewInput)).output(sync(pairPreviewSchema)).query(pairPreviewHandler),
  actorByTvdbId: adminProcedure
    .input(sync(actorByTvdbIdInput))
    .output(sync(actorSchema))
    .mutation(adminActorByTvdbIdHandler),

  scheduledChanges: router({
    list: adminProcedure.output(sync(z.array(scheduledChangeSchema))).query(listScheduledChangesHandler),
    create: adminProcedure
      .input(sync(createScheduledChangeInput))
      .output(sync(scheduledChangeSchema))
      .mutation(createScheduledChangeHandler),
    delete: adminProcedure
      .input(sync(scheduledChangeIdInput))
      .output(sync(adminDoneSchema))
      .mutation(deleteScheduledChangeHandler),
  }),
  executePendingChanges: adminProcedure
    .output(sync(executePendingChangesResultSchema))
    .mutation(executePendingChangesHandler),

  moderation: router({
    entries: adminProcedure.output(sync(z.array(moderationEntrySchema))).query(moderationEntriesHandler),
    resetName: adminProcedure
      .input(sync(moderationGameInput))
      .output(sync(moderationEntrySchema))
      .mutation(resetNameHandler),
    setHidden: adminProcedure
      .input(sync(setHiddenInput))
      .output(sync(moderationEntrySchema))
      .mutation(setHiddenHandler),
  }),
});
