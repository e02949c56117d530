import { describe, expect, it } from 'vitest';
import { countdownText, minutesUntil } from './countdown';

describe('the countdown to the next puzzle', () => {
  const midnight = new Date('2026-11-24T00:00:00.000Z');

  it('shows hours, minutes and seconds left, two digits each', () => {
    // 18:56:51 UTC leaves 5 h 3 min 9 s to midnight.
    expect(countdownText(midnight, new Date('2026-11-23T18:56:51.000Z'))).toBe('05:03:09');
  });

  it('drops the part of a second still to run', () => {
    expect(countdownText(midnight, new Date('2026-11-23T23:59:58.400Z'))).toBe('00:00:01');
  });

  it('stops at zero once the puzzle has started', () => {
    expect(countdownText(midnight, new Date('2026-11-24T00:00:05.000Z'))).toBe('00:00:00');
  });

  it('counts a whole day just after midnight', () => {
    expect(countdownText(midnight, new Date('2026-11-23T00:00:00.000Z'))).toBe('24:00:00');
  });
});

describe('minutes until a transfer code expires', () => {
  it('rounds a part of a minute up, and never goes below zero', () => {
    const expiresAt = new Date('2026-11-23T12:15:00.000Z');
    expect(minutesUntil(expiresAt, new Date('2026-11-23T12:00:00.000Z'))).toBe(15);
    expect(minutesUntil(expiresAt, new Date('2026-11-23T12:14:30.000Z'))).toBe(1);
    expect(minutesUntil(expiresAt, new Date('2026-11-23T12:16:00.000Z'))).toBe(0);
  });
});
