import { describe, expect, it } from 'vitest';
import { archiveGameLabel, puzzleDate } from './archive-day';

describe('an archived puzzle name', () => {
  it('reads the day as the UTC puzzle day', () => {
    // 20 November 2026 is a Friday.
    expect(puzzleDate('2026-11-20')).toBe('Fri, Nov 20, 2026');
  });

  it('gives the puzzle number with the day', () => {
    expect(archiveGameLabel('2026-11-20', 12)).toBe('Puzzle #12 · Fri, Nov 20, 2026');
  });

  it('names the day alone when the number is unknown, and leaves a malformed day as written', () => {
    expect(archiveGameLabel('2026-11-20', null)).toBe('Puzzle of Fri, Nov 20, 2026');
    expect(puzzleDate('someday')).toBe('someday');
  });
});
