import { describe, expect, it } from 'vitest';
import { gameDayOf, yesterdayOf } from './game-day';

describe('the game day', () => {
  it('is the UTC calendar date, whatever the local time zone', () => {
    expect(gameDayOf(new Date('2025-03-24T23:59:59.999Z'))).toBe('2025-03-24');
    expect(gameDayOf(new Date('2025-03-25T00:00:00+02:00'))).toBe('2025-03-24');
  });
});

describe('yesterday', () => {
  it('is the UTC calendar day before now', () => {
    expect(yesterdayOf(new Date('2026-03-15T12:00:00Z'))).toBe('2026-03-14');
  });

  it('uses the UTC date even when the local clock has already moved on', () => {
    // 00:30 UTC on 1 March 2024 (a leap year): yesterday is 29 February.
    expect(yesterdayOf(new Date('2024-03-01T00:30:00Z'))).toBe('2024-02-29');
    expect(yesterdayOf(new Date('2026-01-01T23:59:59Z'))).toBe('2025-12-31');
  });
});
