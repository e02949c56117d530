/**
 * The public read routes at scale: seed a million completed games (about three million links)
 * over 60 days into a database that holds the reference catalog, start the server on it, and
 * load the leaderboard, recap and profile routes beside the bare route of the same run.
 */
import { actorSlug } from '@cinema/shared';
import { trpcBatchOfOne } from '../support/trpc-call';
import { loadRoute, type RouteFigures } from './load';
import type { Running } from './processes';
import { seedCompletedGames, type SeedFigures } from './seed-games';

export interface PublicReadFigures {
  seed: SeedFigures;
  routes: RouteFigures[];
}

const publicReadGames = Number(process.env.BENCH_GAMES ?? 1_000_000);
const publicReadDays = Number(process.env.BENCH_DAYS ?? 60);

/** A route the bench loads: its name, its path, and the headers it is asked with beyond a browser's Accept-Encoding. */
export type PublicRead = [name: string, path: string, headers?: Record<string, string>];

/**
 * The routes the bench loads, by name: the leaderboard's top game is asked of the running server.
 * The REST reads are asked as a first visit (no cookie); the board's own reads over tRPC, the
 * page of 100 it fetches every 30 s, as a returning player with no game of the day, beside the
 * shortest tRPC call for what tRPC itself costs.
 */
export async function publicReadPaths(serverUrl: string, seed: SeedFigures): Promise<PublicRead[]> {
  const top = await json<{ entries: { id: number }[] }>(`${serverUrl}/api/leaderboard?page=1&limit=1`);
  const gameId = top.entries[0]?.id;
  if (!gameId) throw new Error('the seeded leaderboard is empty');
  const board = trpcBatchOfOne('leaderboard.list', { page: 1, limit: 100, sort: 'connections' });
  const firstVisit = await fetch(serverUrl + board);
  await firstVisit.arrayBuffer();
  const cookie = firstVisit.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('the server set no player cookie');
  return [
    ['leaderboard, first page', '/api/leaderboard?page=1&limit=10'],
    ['leaderboard, page 50', '/api/leaderboard?page=50&limit=10'],
    ['leaderboard, page 1 by score', '/api/leaderboard?page=1&limit=100&sort=score'],
    ['leaderboard, includeChain', `/api/leaderboard?includeChain=true&gameId=${gameId}`],
    ['recap, past day', `/api/daily-recap?date=${seed.pastDay}`],
    ['profile, hub actor', `/api/actors/by-name/${encodeURIComponent(actorSlug(seed.hubActorName))}/profile`],
    ['profile, rare actor', `/api/actors/by-name/${encodeURIComponent(actorSlug(seed.rareActorName))}/profile`],
    ["tRPC: the board's page of 100, returning player", board, { cookie }],
    [
      "tRPC: the board's page of 100 by score, returning player",
      trpcBatchOfOne('leaderboard.list', { page: 1, limit: 100, sort: 'score' }),
      { cookie },
    ],
    ['tRPC: game settings (the shortest call)', trpcBatchOfOne('settings.gameSettings', undefined)],
  ];
}

export async function json<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`GET ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function runPublicReads(
  databaseUrl: string,
  startServer: () => Promise<Running>,
  options: { connections: number; durationSeconds: number },
): Promise<PublicReadFigures> {
  const seed = await seedCompletedGames(databaseUrl, { games: publicReadGames, days: publicReadDays });
  console.log(
    `  seeded ${seed.games} games and ${seed.links} links over ${seed.days} days in ${(seed.seedMs / 1000).toFixed(1)} s`,
  );
  const server = await startServer();
  try {
    const paths = await publicReadPaths(server.url, seed);
    const routes: RouteFigures[] = [];
    for (const [name, path, headers] of paths) {
      await json(server.url + path, headers); // the first answer may compute what later ones reuse
      routes.push(await loadRoute(name, server.url, () => path, { ...options, headers }));
    }
    // The unknown actor answers 404 by design: that is its figure, not an error.
    const unknown = '/api/actors/by-name/Nobody_Of_That_Name/profile';
    const status = (await fetch(server.url + unknown)).status;
    if (status !== 404) throw new Error(`the unknown actor answered ${status}, not 404`);
    const unknownFigures = await loadRoute('profile, unknown actor (404)', server.url, () => unknown, options);
    routes.push({ ...unknownFigures, non2xx: 0 });
    return { seed, routes };
  } finally {
    await server.stop();
  }
}
