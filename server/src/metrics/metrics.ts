/**
 * The server's metrics in the Prometheus text format 0.0.4, kept in the process (each instance
 * is scraped on its own): HTTP requests by method, route pattern and status class with their
 * durations, the game's writes, and database errors. Written by hand: a few counters and one
 * histogram need no library.
 */

/** Upper bounds (seconds) of the request duration buckets. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** The game's writes, counted when their procedure answers successfully. */
export type GameEvent = 'gameCreated' | 'linkWritten' | 'gameCompleted';

interface RequestSeries {
  labels: string;
  count: number;
  sum: number;
  /** Per bucket, the requests at most its bound (cumulative when written). */
  buckets: number[];
}

const gameCounters: Record<GameEvent, { name: string; help: string }> = {
  gameCreated: { name: 'cinema_games_created_total', help: 'Games created.' },
  linkWritten: { name: 'cinema_links_written_total', help: 'Chain links (connections) accepted and stored.' },
  gameCompleted: { name: 'cinema_games_completed_total', help: 'Games completed.' },
};

/** A label value as the text format writes it: backslash, double quote and newline escaped. */
export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/** A number as the text format writes it. */
function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

export class Metrics {
  private readonly requests = new Map<string, RequestSeries>();
  private readonly games: Record<GameEvent, number> = { gameCreated: 0, linkWritten: 0, gameCompleted: 0 };
  private databaseErrors = 0;
  private readonly startedAtSeconds = Date.now() / 1000;

  /** One answered request: `route` is its pattern (`/api/actors/:id/movies`), never the raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const statusClass = `${Math.floor(statusCode / 100)}xx`;
    const labels = `method="${escapeLabelValue(method)}",route="${escapeLabelValue(route)}",status_class="${statusClass}"`;
    let series = this.requests.get(labels);
    if (!series) {
      series = { labels, count: 0, sum: 0, buckets: DURATION_BUCKETS.map(() => 0) };
      this.requests.set(labels, series);
    }
    series.count += 1;
    series.sum += seconds;
    const bucket = DURATION_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) series.buckets[bucket]! += 1;
  }

  game(event: GameEvent): void {
    this.games[event] += 1;
  }

  databaseError(): void {
    this.databaseErrors += 1;
  }

  /** The exposition: every metric with its HELP and TYPE lines, series sorted for stable output. */
  render(): string {
    const lines: string[] = [];
    const series = [...this.requests.values()].sort((a, b) => a.labels.localeCompare(b.labels));

    lines.push('# HELP http_requests_total HTTP requests answered, by method, route pattern and status class.');
    lines.push('# TYPE http_requests_total counter');
    for (const s of series) lines.push(`http_requests_total{${s.labels}} ${s.count}`);

    lines.push(
      '# HELP http_request_duration_seconds Time to answer an HTTP request, by method, route and status class.',
    );
    lines.push('# TYPE http_request_duration_seconds histogram');
    for (const s of series) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((bound, i) => {
        cumulative += s.buckets[i]!;
        lines.push(`http_request_duration_seconds_bucket{${s.labels},le="${bound}"} ${cumulative}`);
      });
      lines.push(`http_request_duration_seconds_bucket{${s.labels},le="+Inf"} ${s.count}`);
      lines.push(`http_request_duration_seconds_sum{${s.labels}} ${formatValue(s.sum)}`);
      lines.push(`http_request_duration_seconds_count{${s.labels}} ${s.count}`);
    }

    for (const event of Object.keys(gameCounters) as GameEvent[]) {
      const { name, help } = gameCounters[event];
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`, `${name} ${this.games[event]}`);
    }
    lines.push(
      '# HELP cinema_database_errors_total Requests and readiness checks that failed on the database.',
      '# TYPE cinema_database_errors_total counter',
      `cinema_database_errors_total ${this.databaseErrors}`,
    );
    lines.push(
      '# HELP process_start_time_seconds Start time of the process since the Unix epoch, in seconds.',
      '# TYPE process_start_time_seconds gauge',
      `process_start_time_seconds ${formatValue(Math.floor(this.startedAtSeconds))}`,
      '# HELP process_resident_memory_bytes Resident memory size in bytes.',
      '# TYPE process_resident_memory_bytes gauge',
      `process_resident_memory_bytes ${process.memoryUsage.rss()}`,
    );
    return `${lines.join('\n')}\n`;
  }
}

// Declared beside the Metrics type, so every program that sees the tRPC procedures (the client's
// type check included) sees the decorator they use.
declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics, when enabled (`METRICS_TOKEN`); null otherwise. */
    metrics: Metrics | null;
  }
}
