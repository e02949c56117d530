/**
 * The admin's REST paths (SPEC §7, and DESIGN §9's session paths), each a mapping onto an
 * `admin` procedure: the procedure checks the session and the Origin, so no route can skip it.
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
} from '@cinema/shared';
import { z } from 'zod';
import { bodyOf, route, unparsed, type RestRoute } from './route';

const tag = 'Admin';

/** The moderation list's query: the input object itself (its wrapper makes the whole input optional). */
const moderationDayQuery = moderationEntriesInput.unwrap();

export const adminRoutes: readonly RestRoute[] = [
  route({
    method: 'POST',
    url: '/api/admin/auth',
    summary:
      'Sign in with the admin password: { success: true } with an httpOnly session cookie (12 h), or { success: false }; 429 with Retry-After after 5 failures in 15 minutes, past 20 calls a minute, or while two sign-ins are being checked',
    tag,
    docs: { body: adminAuthInput, response: adminAuthResultSchema },
    call: (api, r) => api.admin.auth(unparsed(bodyOf(r))),
  }),
  route({
    method: 'GET',
    url: '/api/admin/session',
    summary: "Whether the caller's admin session is live, and until when",
    tag,
    noCache: true,
    docs: { response: adminSessionSchema },
    call: (api) => api.admin.session(),
  }),
  route({
    method: 'POST',
    url: '/api/admin/logout',
    summary: 'End the admin session',
    tag,
    docs: { response: adminDoneSchema },
    call: (api) => api.admin.logout(),
  }),
  route({
    method: 'POST',
    url: '/api/admin/selection-mode',
    summary:
      'Switch between the automatic daily pair and the admin-chosen one; the pair being played stays, and auto picks the next one at the next UTC midnight',
    tag,
    docs: { body: setSelectionModeInput, response: gameSettingsSchema },
    call: (api, r) => api.admin.setSelectionMode(unparsed(bodyOf(r))),
  }),
  route({
    method: 'GET',
    url: '/api/admin/pair-preview',
    summary: 'Connections of the shortest chain between two actors (null when none joins them)',
    tag,
    noCache: true,
    docs: { query: pairPreviewInput, response: pairPreviewSchema },
    call: (api, r) => api.admin.pairPreview(unparsed(r.query)),
  }),
  route({
    method: 'GET',
    url: '/api/admin/scheduled-changes',
    summary: 'Scheduled pair changes, pending and executed, soonest first',
    tag,
    noCache: true,
    docs: { response: z.array(scheduledChangeSchema) },
    call: (api) => api.admin.scheduledChanges.list(),
  }),
  route({
    method: 'POST',
    url: '/api/admin/scheduled-changes',
    summary:
      'Schedule a pair change at an ISO date and time, in the future and within 365 days (else 400); a pair 1 or more than 6 connections apart needs confirmDistance equal to that distance (else 409 CONFLICT, details.connections)',
    tag,
    docs: { body: createScheduledChangeInput, response: scheduledChangeSchema },
    successStatus: 201,
    call: (api, r) => api.admin.scheduledChanges.create(unparsed(bodyOf(r))),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/scheduled-changes/:id',
    summary: 'Delete a pending scheduled change (409 once executed)',
    tag,
    docs: { params: scheduledChangeIdInput, response: adminDoneSchema },
    call: (api, r) => api.admin.scheduledChanges.delete(unparsed({ id: r.params.id })),
  }),
  route({
    method: 'POST',
    url: '/api/admin/execute-pending-changes',
    summary: 'Execute the scheduled changes that are due now',
    tag,
    docs: { response: executePendingChangesResultSchema },
    call: (api) => api.admin.executePendingChanges(),
  }),
  route({
    method: 'POST',
    url: '/api/admin/actors/by-tvdbid/:tvdbId',
    summary: 'Get or create the local actor of a movie database id',
    tag,
    docs: { params: actorByTvdbIdInput, response: actorSchema },
    call: (api, r) => api.admin.actorByTvdbId(unparsed({ tvdbId: r.params.tvdbId })),
  }),
  route({
    method: 'GET',
    url: '/api/admin/moderation/entries',
    summary:
      'The named daily entries of one puzzle day (?day=yyyy-MM-dd, the UTC day the games were started; today when ' +
      'absent), newest first, hidden and reset ones included with their state. A malformed or impossible day answers 400.',
    tag,
    noCache: true,
    docs: { query: moderationDayQuery, response: z.array(moderationEntrySchema) },
    call: (api, { query }) => api.admin.moderation.entries(unparsed({ day: query.day })),
  }),
  route({
    method: 'POST',
    url: '/api/admin/moderation/games/:gameId/reset-name',
    summary: "Reset a game's player name to anonymous (logged)",
    tag,
    docs: { params: moderationGameInput, response: moderationEntrySchema },
    call: (api, r) => api.admin.moderation.resetName(unparsed({ gameId: r.params.gameId })),
  }),
  route({
    method: 'PUT',
    url: '/api/admin/moderation/games/:gameId/hidden',
    summary: 'Hide a game from the public leaderboard and recap, or show it again (logged)',
    tag,
    docs: { params: moderationGameInput, body: setHiddenInput.omit({ gameId: true }), response: moderationEntrySchema },
    call: (api, r) => api.admin.moderation.setHidden(unparsed({ ...bodyOf(r), gameId: r.params.gameId })),
  }),
];
