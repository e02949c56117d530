/**
 * A read route measured in turn with the bare route, round by round: each ratio compares two runs
 * of the same moment, so when other work on the machine slows both, the ratio holds, and the
 * spread over the rounds says how far a figure can be trusted.
 */
import { loadRoute, median, round, type RouteFigures } from './load';

export interface RatioSpread {
  min: number;
  median: number;
  max: number;
}

export interface PairedFigures extends RouteFigures {
  /** Each round's route and bare figures, in the order they ran. */
  rounds: { route: RouteFigures; bare: RouteFigures }[];
  throughputRatio: RatioSpread;
  p50Ratio: RatioSpread;
  p99Ratio: RatioSpread;
}

/** Throughput and latency as ratios to a bare run; latencies under 0.5 ms count as 0.5 ms. */
export function toBare(bare: RouteFigures, requestsPerSecond: number, p50Ms: number, p99Ms: number) {
  return {
    throughput: round(requestsPerSecond / bare.requestsPerSecond, 3),
    p50: round(p50Ms / Math.max(bare.p50Ms, 0.5), 2),
    p99: round(p99Ms / Math.max(bare.p99Ms, 0.5), 2),
  };
}

const spread = (values: number[], digits: number): RatioSpread => ({
  min: round(Math.min(...values), digits),
  median: round(median(values), digits),
  max: round(Math.max(...values), digits),
});

/**
 * `rounds` rounds of the route then the bare route, each for the given duration (`pairedFigures`
 * sums them up).
 */
export async function loadPaired(
  name: string,
  url: string,
  paths: () => string,
  bareUrl: string,
  { rounds = 3, connections = 32, durationSeconds = 8, headers = {} as Record<string, string> } = {},
): Promise<PairedFigures> {
  const runs: PairedFigures['rounds'] = [];
  for (let i = 0; i < rounds; i++) {
    const route = await loadRoute(name, url, paths, { connections, durationSeconds, headers });
    const bare = await loadRoute('bare fastify route', bareUrl, () => '/bare', { connections, durationSeconds });
    runs.push({ route, bare });
  }
  return pairedFigures(name, runs);
}

/**
 * The route's figures over its rounds: its own are the medians, errors and non-2xx answers
 * summed; each ratio is taken within its round, then spread over the rounds.
 */
export function pairedFigures(name: string, runs: PairedFigures['rounds']): PairedFigures {
  const ratios = runs.map(({ route, bare }) => toBare(bare, route.requestsPerSecond, route.p50Ms, route.p99Ms));
  const routes = runs.map((r) => r.route);
  return {
    name,
    requestsPerSecond: Math.round(median(routes.map((r) => r.requestsPerSecond))),
    p50Ms: median(routes.map((r) => r.p50Ms)),
    p99Ms: median(routes.map((r) => r.p99Ms)),
    errors: routes.reduce((sum, r) => sum + r.errors, 0),
    non2xx: routes.reduce((sum, r) => sum + r.non2xx, 0),
    rounds: runs,
    throughputRatio: spread(
      ratios.map((r) => r.throughput),
      3,
    ),
    p50Ratio: spread(
      ratios.map((r) => r.p50),
      2,
    ),
    p99Ratio: spread(
      ratios.map((r) => r.p99),
      2,
    ),
  };
}

/** "median (min–max)" for a table cell. */
export const formatSpread = (s: RatioSpread) => `${s.median} (${s.min}–${s.max})`;
