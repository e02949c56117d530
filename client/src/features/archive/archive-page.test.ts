import { describe, expect, it } from 'vitest';
import { archivePageOf } from './archive-page';

describe('the archive page of a puzzle', () => {
  it('puts the newest puzzles on the first page', () => {
    // 25 past puzzles, 10 a page: #25 to #16 on page 1.
    expect(archivePageOf(25, 25, 10)).toBe(1);
    expect(archivePageOf(16, 25, 10)).toBe(1);
  });

  it('puts older puzzles on later pages, the first puzzle on the last', () => {
    expect(archivePageOf(15, 25, 10)).toBe(2);
    expect(archivePageOf(6, 25, 10)).toBe(2);
    expect(archivePageOf(5, 25, 10)).toBe(3);
    expect(archivePageOf(1, 25, 10)).toBe(3);
  });

  it('holds no puzzle past the newest, nor before the first', () => {
    expect(archivePageOf(26, 25, 10)).toBeNull();
    expect(archivePageOf(0, 25, 10)).toBeNull();
    expect(archivePageOf(1, 0, 10)).toBeNull();
  });
});
