import { describe, expect, it } from 'vitest';
import { gameDay, latestGameYear, plural } from './profile-figures';

describe('latestGameYear', () => {
  it('reads the year of the last game', () => {
    expect(latestGameYear('2025-06-15T12:00:00.000Z')).toBe('2025');
  });
  it('says N/A when the actor has no last game', () => {
    expect(latestGameYear(null)).toBe('N/A');
  });
});

describe('gameDay', () => {
  it('keeps a yyyy-MM-dd day on that day whatever the time zone', () => {
    expect(gameDay('2026-01-01')).toContain('2026');
    expect(gameDay('2026-01-01')).toMatch(/Jan/);
    expect(gameDay('2026-01-01')).toMatch(/\b1\b/);
  });
});

describe('plural', () => {
  it('uses the singular for exactly one', () => {
    expect(plural(1, 'connection', 'connections')).toBe('1 connection');
    expect(plural(0, 'connection', 'connections')).toBe('0 connections');
    expect(plural(3, 'time', 'times')).toBe('3 times');
  });
});
