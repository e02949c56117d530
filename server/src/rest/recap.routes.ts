/** The daily recap's REST path of SPEC §7, a mapping onto `recap.daily`; the procedure validates. */
import { dailyRecapSchema, recapInput } from '@cinema/shared';
import { cacheBusterQuery, route, unparsed, type RestRoute } from './route';

export const recapRoutes: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/daily-recap',
    summary:
      'The recap of one UTC game day (yesterday when no date is given): the most played pair of that day, its completed ' +
      'daily games and their chains. A malformed or impossible date answers 400; a day with no games answers an empty ' +
      'recap (totalCompletions 0). The _t cache-buster is ignored.',
    tag: 'Recap',
    noCache: true,
    docs: { query: recapInput.extend(cacheBusterQuery.shape), response: dailyRecapSchema },
    call: (api, { query }) => api.recap.daily(unparsed({ date: query.date })),
  }),
];
