import { describe, expect, it } from 'vitest';
import { canReuse, SLOW_PROFILE_MS, SLOW_PROFILE_REUSE_MS, type ProfileFingerprint } from './profile-freshness';

const fingerprint: ProfileFingerprint = { completions: '2026-05-01T10:00:00.000Z', moderation: '0:0|3' };
const remembered = (computeMs: number) => ({ fingerprint, profile: 'p', computedAt: 1_000_000, computeMs });
const later = { ...fingerprint, completions: '2026-05-01T10:00:05.000Z' };

describe('reusing a remembered profile', () => {
  it('the same fingerprint: always', () => {
    expect(canReuse(remembered(1), fingerprint, 1_000_000 + 10 * SLOW_PROFILE_REUSE_MS)).toBe(true);
  });

  it('a game hidden or shown, or a new daily pair: never', () => {
    expect(canReuse(remembered(10_000), { ...fingerprint, moderation: '1:42|3' }, 1_000_001)).toBe(false);
    expect(canReuse(remembered(10_000), { ...fingerprint, moderation: '0:0|4' }, 1_000_001)).toBe(false);
  });

  it('a new completion: never for a quick profile', () => {
    expect(canReuse(remembered(SLOW_PROFILE_MS - 1), later, 1_000_001)).toBe(false);
  });

  it('a new completion: a slow profile is reused for a minute after it was computed', () => {
    expect(canReuse(remembered(SLOW_PROFILE_MS), later, 1_000_000 + SLOW_PROFILE_REUSE_MS - 1)).toBe(true);
    expect(canReuse(remembered(SLOW_PROFILE_MS), later, 1_000_000 + SLOW_PROFILE_REUSE_MS)).toBe(false);
  });
});
