/** The leaderboard's REST path of SPEC §7, a mapping onto `leaderboard.list`; the procedure validates. */
import { leaderboardInput, leaderboardResponseSchema, LEADERBOARD_FETCH_LIMIT } from '@cinema/shared';
import { route, unparsed, type RestRoute } from './route';

export const leaderboardRoutes: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/leaderboard',
    summary:
      `Completed daily games of the current pair, sorted by connections (fewer first, ties by higher score) or by score ` +
      `(higher first, ties by fewer connections), then earlier completion. Defaults page 1, limit 10; a limit above ` +
      `${LEADERBOARD_FETCH_LIMIT} is refused with 400, not capped. With gameId: that one entry (404 when it is not on ` +
      `the leaderboard), with its chain when includeChain=true.`,
    tag: 'Leaderboard',
    noCache: true,
    docs: { query: leaderboardInput, response: leaderboardResponseSchema },
    call: (api, { query }) =>
      api.leaderboard.list(
        unparsed({
          page: query.page,
          limit: query.limit,
          includeChain: query.includeChain,
          gameId: query.gameId,
          sort: query.sort,
        }),
      ),
  }),
];
