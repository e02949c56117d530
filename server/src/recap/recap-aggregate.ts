/**
 * The daily recap's figures (DESIGN §8), as plain functions of one day's games and their links.
 * Definitions: best = highest score (ties: fewer moves, earlier completion, lower id); longest =
 * most moves (ties: higher score, earlier, lower id); movies over all links; bridge actors =
 * actors of the links other than the pair, counted by the links that contain them; deep cut =
 * the largest billing number seen; scores in ranges of 50; paths from the move counts.
 * Ties between movies or actors go to the title or name, then the lower id.
 */
import {
  RECAP_BRIDGE_ACTORS_MAX,
  RECAP_PATH_CHART_BARS_MAX,
  RECAP_SCORE_RANGE_WIDTH,
  type DailyRecap,
  type RecapChainItem,
} from '@cinema/shared';

export interface RecapGame {
  id: number;
  playerName: string | null;
  moveCount: number;
  score: number;
  completedAt: Date;
}

export interface RecapLink {
  gameId: number;
  order: number;
  actorId: number;
  movieId: number;
  nextActorId: number;
  actorBilling: number | null;
  nextActorBilling: number | null;
}

export interface RecapActor {
  name: string;
  imageUrl: string | null;
}

export interface RecapMovie {
  title: string;
  year: number | null;
  imageUrl: string | null;
}

export interface RecapDay {
  day: string;
  pair: { startActorId: number; endActorId: number };
  games: readonly RecapGame[];
  links: readonly RecapLink[];
  actors: ReadonlyMap<number, RecapActor>;
  movies: ReadonlyMap<number, RecapMovie>;
}

/** A pair played on a day, with its number of games and its latest game's id. */
export interface PlayedPair {
  startActorId: number;
  endActorId: number;
  games: number;
  latestGameId: number;
}

/**
 * The pairs played on a day in the order of their recap sections: the pair active longest on
 * the day first (`activeMs`, from the daily pair history), then by the most played, then the
 * one whose latest game was started last.
 */
export function orderPairsOfDay(
  pairs: readonly PlayedPair[],
  activeMs: ReadonlyMap<string, number> = new Map(),
): PlayedPair[] {
  const active = (p: PlayedPair) => activeMs.get(pairKey(p)) ?? 0;
  return [...pairs].sort((a, b) => active(b) - active(a) || b.games - a.games || b.latestGameId - a.latestGameId);
}

/** The first section's pair: the most played one when the history says nothing of the day. */
export function pairOfDay(pairs: readonly PlayedPair[]): PlayedPair | null {
  return orderPairsOfDay(pairs)[0] ?? null;
}

export const pairKey = (pair: { startActorId: number; endActorId: number }) =>
  `${pair.startActorId}:${pair.endActorId}`;

/** A day with no completed games: "Daily Recap Unavailable" on the page. */
export function emptyRecap(day: string): DailyRecap {
  return {
    date: day,
    dailyActors: { startActor: null, endActor: null },
    totalCompletions: 0,
    averageScore: 0,
    averageMoves: 0,
    topScore: null,
    longestConnection: null,
    movieInsights: { mostUsedMovie: null, oldestMovie: null },
    actorInsights: { mostPopularActor: null, deepCutActor: null, bridgeActors: [] },
    scoreDistribution: [],
    chainAnalysis: { shortestPath: 0, averagePath: 0, longestPath: 0 },
    pathLengthDistribution: [],
  };
}

/** One decimal, as the recap shows averages and percentages (SPEC §9). */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function aggregateRecap(input: RecapDay): DailyRecap {
  const { day, pair, games, links, actors, movies } = input;
  if (games.length === 0) return emptyRecap(day);
  const actor = (id: number) => actors.get(id) ?? { name: 'Unknown actor', imageUrl: null };
  const movie = (id: number) => movies.get(id) ?? { title: 'Unknown movie', year: null, imageUrl: null };

  const best = bestGame(games)!;
  const longest = longestGame(games)!;
  const moves = games.map((g) => g.moveCount);
  const total = games.length;
  const averageMoves = oneDecimal(sum(moves) / total);

  const chainOf = (gameId: number): RecapChainItem[] =>
    links
      .filter((l) => l.gameId === gameId)
      .sort((a, b) => a.order - b.order)
      .map((l) => ({ actor: actor(l.actorId), movie: movie(l.movieId), nextActor: actor(l.nextActorId) }));

  const mostUsedMovie = mostUsed(
    links.map((l) => l.movieId),
    (id) => movie(id).title,
  );
  const bridges = ranked(
    links.flatMap((l) => [l.actorId, l.nextActorId]).filter((id) => id !== pair.startActorId && id !== pair.endActorId),
    (id) => actor(id).name,
  );

  return {
    date: day,
    dailyActors: { startActor: actor(pair.startActorId), endActor: actor(pair.endActorId) },
    totalCompletions: total,
    averageScore: Math.round(sum(games.map((g) => g.score)) / total),
    averageMoves,
    topScore: { score: best.score, playerName: best.playerName, moveCount: best.moveCount, chain: chainOf(best.id) },
    longestConnection: {
      moveCount: longest.moveCount,
      playerName: longest.playerName,
      score: longest.score,
      chain: chainOf(longest.id),
    },
    movieInsights: {
      mostUsedMovie: mostUsedMovie ? { ...movie(mostUsedMovie.id), usageCount: mostUsedMovie.count } : null,
      oldestMovie: oldestMovie(
        links.map((l) => l.movieId),
        movie,
      ),
    },
    actorInsights: {
      mostPopularActor: bridges[0] ? { ...actor(bridges[0].id), usageCount: bridges[0].count } : null,
      deepCutActor: deepCut(links, (id) => actor(id)),
      bridgeActors: bridges
        .slice(0, RECAP_BRIDGE_ACTORS_MAX)
        .map((b) => ({ id: b.id, ...actor(b.id), connectionCount: b.count })),
    },
    scoreDistribution: scoreDistribution(games.map((g) => g.score)),
    chainAnalysis: { shortestPath: Math.min(...moves), averagePath: averageMoves, longestPath: Math.max(...moves) },
    pathLengthDistribution: pathLengthDistribution(moves),
  };
}

/** Best: highest score, ties to fewer moves, then the earlier completion and the lower id. */
export function bestGame(games: readonly RecapGame[]): RecapGame | null {
  return games.length ? pick(games, (a, b) => b.score - a.score || a.moveCount - b.moveCount || earlier(a, b)) : null;
}

/** Longest: most moves, ties to the higher score, then the earlier completion and the lower id. */
export function longestGame(games: readonly RecapGame[]): RecapGame | null {
  return games.length ? pick(games, (a, b) => b.moveCount - a.moveCount || b.score - a.score || earlier(a, b)) : null;
}

/** Player counts per score range of 50 points, from 0 up to the best score's range, empty ranges included. */
export function scoreDistribution(scores: readonly number[]): DailyRecap['scoreDistribution'] {
  if (scores.length === 0) return [];
  const top = Math.floor(Math.max(...scores) / RECAP_SCORE_RANGE_WIDTH);
  const counts = Array.from({ length: top + 1 }, () => 0);
  for (const score of scores) counts[Math.max(0, Math.floor(score / RECAP_SCORE_RANGE_WIDTH))]! += 1;
  return counts.map((count, at) => ({
    range: `${at * RECAP_SCORE_RANGE_WIDTH}-${(at + 1) * RECAP_SCORE_RANGE_WIDTH - 1}`,
    count,
    percentage: oneDecimal((count / scores.length) * 100),
  }));
}

/** Games per move count, shortest first; past 10 lengths, the 10 most played (ties: the shorter). */
export function pathLengthDistribution(moves: readonly number[]): DailyRecap['pathLengthDistribution'] {
  const counts = new Map<number, number>();
  for (const m of moves) counts.set(m, (counts.get(m) ?? 0) + 1);
  return [...counts]
    .map(([length, count]) => ({ moves: length, count }))
    .sort((a, b) => b.count - a.count || a.moves - b.moves)
    .slice(0, RECAP_PATH_CHART_BARS_MAX)
    .sort((a, b) => a.moves - b.moves);
}

function earlier(a: RecapGame, b: RecapGame): number {
  return a.completedAt.getTime() - b.completedAt.getTime() || a.id - b.id;
}

function pick<T>(items: readonly T[], order: (a: T, b: T) => number): T {
  return items.reduce((chosen, item) => (order(item, chosen) < 0 ? item : chosen));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, v) => total + v, 0);
}

/** Ids by how often they occur, most first (ties: by name, then the lower id). */
function ranked(ids: readonly number[], nameOf: (id: number) => string): { id: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts]
    .map(([id, count]) => ({ id, count }))
    .sort((a, b) => b.count - a.count || byText(nameOf(a.id), nameOf(b.id)) || a.id - b.id);
}

function mostUsed(ids: readonly number[], nameOf: (id: number) => string) {
  return ranked(ids, nameOf)[0] ?? null;
}

function oldestMovie(ids: readonly number[], movie: (id: number) => RecapMovie): RecapMovie | null {
  let oldest: { id: number; movie: RecapMovie } | null = null;
  for (const id of new Set(ids)) {
    const candidate = movie(id);
    if (candidate.year === null) continue;
    const older =
      !oldest ||
      candidate.year < oldest.movie.year! ||
      (candidate.year === oldest.movie.year && (byText(candidate.title, oldest.movie.title) || id - oldest.id) < 0);
    if (older) oldest = { id, movie: candidate };
  }
  return oldest?.movie ?? null;
}

/** The actor credited furthest down a cast in any link (ties: by name, then the lower id). */
function deepCut(
  links: readonly RecapLink[],
  actor: (id: number) => RecapActor,
): DailyRecap['actorInsights']['deepCutActor'] {
  let deepest: { id: number; billing: number } | null = null;
  const consider = (id: number, billing: number | null) => {
    if (billing === null) return;
    const deeper =
      !deepest ||
      billing > deepest.billing ||
      (billing === deepest.billing && (byText(actor(id).name, actor(deepest.id).name) || id - deepest.id) < 0);
    if (deeper) deepest = { id, billing };
  };
  for (const link of links) {
    consider(link.actorId, link.actorBilling);
    consider(link.nextActorId, link.nextActorBilling);
  }
  const found = deepest as { id: number; billing: number } | null;
  return found ? { ...actor(found.id), lowestBilling: found.billing } : null;
}
