/** The settings' REST paths of SPEC §7: today's pair and the settings the client polls, never cached. */
import { dailyActorsSchema, gameSettingsSchema } from '@cinema/shared';
import { z } from 'zod';
import { route, type RestRoute } from './route';

const tag = 'Settings';

export const settingsRoutes: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/daily-actors',
    summary: "Today's start and end actors (the _t cache-buster is ignored)",
    tag,
    noCache: true,
    docs: { query: z.object({ _t: z.string().optional() }), response: dailyActorsSchema },
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
];
