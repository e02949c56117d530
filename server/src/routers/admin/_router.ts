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
import { parser } from '../../trpc/parser';
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
  auth: adminSignInProcedure.input(parser(adminAuthInput)).output(parser(adminAuthResultSchema)).mutation(authHandler),
  session: adminSignInProcedure.output(parser(adminSessionSchema)).query(sessionHandler),
  logout: adminSignInProcedure.output(parser(adminDoneSchema)).mutation(logoutHandler),

  updateSettings: adminProcedure
    .input(parser(updateSettingsInput))
    .output(parser(gameSettingsSchema))
    .mutation(updateSettingsHandler),
  setSelectionMode: adminProcedure
    .input(parser(setSelectionModeInput))
    .output(parser(gameSettingsSchema))
    .mutation(setSelectionModeHandler),
  pairPreview: adminProcedure
    .input(parser(pairPreviewInput))
    .output(parser(pairPreviewSchema))
    .query(pairPreviewHandler),
  actorByTvdbId: adminProcedure
    .input(parser(actorByTvdbIdInput))
    .output(parser(actorSchema))
    .mutation(adminActorByTvdbIdHandler),

  scheduledChanges: router({
    list: adminProcedure.output(parser(z.array(scheduledChangeSchema))).query(listScheduledChangesHandler),
    create: adminProcedure
      .input(parser(createScheduledChangeInput))
      .output(parser(scheduledChangeSchema))
      .mutation(createScheduledChangeHandler),
    delete: adminProcedure
      .input(parser(scheduledChangeIdInput))
      .output(parser(adminDoneSchema))
      .mutation(deleteScheduledChangeHandler),
  }),
  executePendingChanges: adminProcedure
    .output(parser(executePendingChangesResultSchema))
    .mutation(executePendingChangesHandler),

  moderation: router({
    entries: adminProcedure
      .input(parser(moderationEntriesInput))
      .output(parser(z.array(moderationEntrySchema)))
      .query(moderationEntriesHandler),
    resetName: adminProcedure
      .input(parser(moderationGameInput))
      .output(parser(moderationEntrySchema))
      .mutation(resetNameHandler),
    setHidden: adminProcedure
      .input(parser(setHiddenInput))
      .output(parser(moderationEntrySchema))
      .mutation(setHiddenHandler),
  }),
});
