import { describe, expect, it } from 'vitest';
import { escapeLabelValue, Metrics } from './metrics';

describe('the metrics exposition (Prometheus text format 0.0.4)', () => {
  it('writes a request counter and a cumulative duration histogram per method, route and status class', () => {
    const metrics = new Metrics();
    metrics.observeRequest('GET', '/api/health', 200, 0.003);
    metrics.observeRequest('GET', '/api/health', 204, 0.02);
    metrics.observeRequest('GET', '/api/health', 503, 3);
    const text = metrics.render();
    const ok = 'method="GET",route="/api/health",status_class="2xx"';
    expect(text).toContain(`http_requests_total{${ok}} 2\n`);
    expect(text).toContain('http_requests_total{method="GET",route="/api/health",status_class="5xx"} 1\n');
    // 0.003 s falls in every bucket from 0.005; 0.02 s from 0.025.
    expect(text).toContain(`http_request_duration_seconds_bucket{${ok},le="0.005"} 1\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${ok},le="0.01"} 1\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${ok},le="0.025"} 2\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${ok},le="10"} 2\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${ok},le="+Inf"} 2\n`);
    expect(text).toContain(`http_request_duration_seconds_sum{${ok}} 0.023\n`);
    expect(text).toContain(`http_request_duration_seconds_count{${ok}} 2\n`);
    const slow = 'method="GET",route="/api/health",status_class="5xx"';
    expect(text).toContain(`http_request_duration_seconds_bucket{${slow},le="2.5"} 0\n`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${slow},le="5"} 1\n`);
  });

  it('counts the game events and database errors, starting at 0', () => {
    const metrics = new Metrics();
    expect(metrics.render()).toContain('\ncinema_games_created_total 0\n');
    metrics.game('gameCreated');
    metrics.game('linkWritten');
    metrics.game('linkWritten');
    metrics.databaseError();
    const text = metrics.render();
    expect(text).toContain('# TYPE cinema_games_created_total counter\ncinema_games_created_total 1\n');
    expect(text).toContain('\ncinema_links_written_total 2\n');
    expect(text).toContain('\ncinema_games_completed_total 0\n');
    expect(text).toContain('\ncinema_database_errors_total 1\n');
  });

  it('escapes backslashes, double quotes and newlines in label values', () => {
    expect(escapeLabelValue('a\\b"c\nd')).toBe('a\\\\b\\"c\\nd');
  });

  it('ends with a newline and gives each metric one HELP and one TYPE line', () => {
    const text = new Metrics().render();
    expect(text.endsWith('\n')).toBe(true);
    expect(text.match(/^# TYPE http_requests_total /gm)).toHaveLength(1);
    expect(text.match(/^# HELP http_request_duration_seconds /gm)).toHaveLength(1);
  });
});
