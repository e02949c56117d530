import { describe, expect, it } from 'vitest';
import { median, type RouteFigures } from './load';
import { formatSpread, pairedFigures } from './paired-load';

const figures = (requestsPerSecond: number, p50Ms: number, p99Ms: number, errors = 0, non2xx = 0): RouteFigures => ({
  name: 'a route',
  requestsPerSecond,
  p50Ms,
  p99Ms,
  errors,
  non2xx,
});

describe('the paired bench', () => {
  // Three rounds whose bare route ran at different speeds, as on a machine busy at times.
  const runs = [
    { route: figures(1_000, 10, 30, 0, 1), bare: figures(40_000, 1, 4) },
    { route: figures(1_500, 8, 20, 2, 0), bare: figures(30_000, 0.2, 2) },
    { route: figures(1_200, 12, 40), bare: figures(48_000, 2, 5) },
  ];

  it('takes each ratio within its round, then its median and range over the rounds', () => {
    const paired = pairedFigures('a route', runs);
    // Throughput: 1,000/40,000, 1,500/30,000, 1,200/48,000.
    expect(paired.throughputRatio).toEqual({ min: 0.025, median: 0.025, max: 0.05 });
    // p50: 10/1, 8/0.5 (a bare p50 under 0.5 ms counts as 0.5), 12/2.
    expect(paired.p50Ratio).toEqual({ min: 6, median: 10, max: 16 });
    // p99: 30/4, 20/2, 40/5.
    expect(paired.p99Ratio).toEqual({ min: 7.5, median: 8, max: 10 });
    expect(formatSpread(paired.p99Ratio)).toBe('8 (7.5–10)');
  });

  it("gives the route's own figures as medians over the rounds, its errors summed", () => {
    const paired = pairedFigures('a route', runs);
    expect([paired.requestsPerSecond, paired.p50Ms, paired.p99Ms]).toEqual([1_200, 10, 30]);
    expect([paired.errors, paired.non2xx]).toEqual([2, 1]);
    expect(paired.rounds).toBe(runs);
  });

  it('takes the median of an even count as the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
  });
});
