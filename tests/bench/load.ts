/** Load helpers: autocannon for single routes, a player loop for the game flow. */
import autocannon from 'autocannon';

export interface RouteFigures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** What Chromium sends: every route is loaded as a browser asks for it, so compression is counted. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export async function loadRoute(
  name: string,
  url: string,
  paths: () => string,
  { connections = 32, durationSeconds = 8, headers = {} as Record<string, string> } = {},
): Promise<RouteFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths() }) }],
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** The middle value, or the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
