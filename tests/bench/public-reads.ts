/**
 * The public read routes at scale: seed a million completed games (about three million links)
 * over 60 days into a database that holds the reference catalog, start the server on it, and
 * load the leaderboard, recap and profile routes beside the bare route of the same run.
 */
import { actorSlug } from '@cinema/shared';
import { loadRoute, type RouteFigures } from './load';
import type { Running } from './processes';
import { seedCompletedGames, type SeedFigures } from './seed-games';

export interface PublicReadFigures {
  seed: SeedFigures;
  routes: RouteFigures[];
}

const publicReadGames = Number(process.env.BENCH_GAMES ?? 1_000_000);
const publicReadDays = Number(process.env.BENCH_DAYS ?? 60);

/** The routes the bench loads, by name: the leaderboard's top game is asked of the running server. */
export async function publicReadPaths(serverUrl: string, seed: SeedFigures): Promise<[string, string][]> {
  const top = await json<{ entries: { id: number }[] }>(`${serverUrl}/api/leaderboard?page=1&limit=1`);
  const gameId = top.entries[0]?.id;
  if (!gameId) throw new Error('the seeded leaderboard is empty');
  return [
    ['leaderboard, first page', '/api/leaderboard?page=1&limit=10'],
    ['leaderboard, page 50', '/api/leaderboard?page=50&limit=10'],
    ['leaderboard, page 1 by score', '/api/leaderboard?page=1&limit=100&sort=score'],
    ['leaderboard, includeChain', `/api/leaderboard?includeChain=true&gameId=${gameId}`],
    ['recap, past day', `/api/daily-recap?date=${seed.pastDay}`],
    ['profile, hub actor', `/api/actors/by-name/${encodeURIComponent(actorSlug(seed.hubActorName))}/profile`],
    ['profile, rare actor', `/api/actors/by-name/${encodeURIComponent(actorSlug(seed.rareActorName))}/profile`],
  ];
}

export async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
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
    for (const [name, path] of paths) {
      await json(server.url + path); // the first answer may compute what later ones reuse
      routes.push(await loadRoute(name, server.url, () => path, options));
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
