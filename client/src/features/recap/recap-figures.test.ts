import { describe, expect, it } from 'vitest';
import { oneDecimal, pathLengthBars, wholeNumber } from './recap-figures';

describe('recap roundings', () => {
  it('rounds the average score to a whole number', () => {
    expect(wholeNumber(87.5)).toBe('88');
    expect(wholeNumber(87.49)).toBe('87');
    expect(wholeNumber(0)).toBe('0');
  });
  it('shows moves, paths and percentages with one decimal', () => {
    expect(oneDecimal(3)).toBe('3.0');
    expect(oneDecimal(3.46)).toBe('3.5');
    expect(oneDecimal(33.333)).toBe('33.3');
  });
});

describe('pathLengthBars', () => {
  it('draws one bar per path length, shortest first, from the real counts', () => {
    expect(
      pathLengthBars([
        { moves: 4, count: 1 },
        { moves: 2, count: 5 },
        { moves: 3, count: 2 },
      ]),
    ).toEqual([
      { moves: '2', players: 5 },
      { moves: '3', players: 2 },
      { moves: '4', players: 1 },
    ]);
  });
  it('leaves out lengths nobody played', () => {
    expect(
      pathLengthBars([
        { moves: 1, count: 0 },
        { moves: 2, count: 3 },
      ]),
    ).toEqual([{ moves: '2', players: 3 }]);
  });
  it('gathers the longest paths into an "N+" bar when there are more lengths than bars', () => {
    const distribution = Array.from({ length: 12 }, (_, i) => ({ moves: i + 1, count: i + 1 }));
    const bars = pathLengthBars(distribution, 10);
    expect(bars).toHaveLength(10);
    expect(bars[8]).toEqual({ moves: '9', players: 9 });
    // 10 + 11 + 12 players took 10 or more moves.
    expect(bars[9]).toEqual({ moves: '10+', players: 33 });
  });
});
