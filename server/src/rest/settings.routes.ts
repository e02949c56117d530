/** The settings' REST paths of SPEC §7: today's pair and the settings the client polls, never cached. */
import { dailyPuzzleSchema, gameSettingsSchema, updateSettingsInput } from '@cinema/shared';
import { bodyOf, cacheBusterQuery, route, unparsed, type RestRoute } from './route';

const tag = 'Settings';

export const settingsRoutes: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/daily-actors',
    summary:
      "Today's start and end actors, with the pair's par, its count of optimal chains and the puzzle number (the _t cache-buster is ignored)",
    tag,
    noCache: true,
    docs: { query: cacheBusterQuery, response: dailyPuzzleSchema },
    call: (api) => api.settings.dailyActors(),
  }),
  route({
    method: 'GET',
    url: '/api/game-settings',
    summary: 'The game settings: selection mode, current pair, last update',
    tag,
    noCache: true,
    docs: { response: gameSettingsSchema },
    call: (api) => api.settings.gameSettings(),
  }),
  route({
    method: 'POST',
    url: '/api/game-settings/admin',
    summary:
      'Admin: set the daily pair (switches to manual). Errors ACTORS_NOT_FOUND (details.missing names startActor/endActor), ACTOR_VALIDATION_FAILED (no chain joins them) and 409 CONFLICT for a pair 1 or more than 6 connections apart sent without confirmDistance equal to that distance (details.connections); the _t cache-buster is ignored',
    tag,
    noCache: true,
    docs: { query: cacheBusterQuery, body: updateSettingsInput, response: gameSettingsSchema },
    call: (api, r) => api.admin.updateSettings(unparsed(bodyOf(r))),
  }),
];
