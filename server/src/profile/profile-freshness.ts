/**
 * When a remembered profile may answer again. Moderation (a hidden or shown game) and a new
 * daily pair always count at once. A new completion anywhere counts at once too, except for an
 * actor whose profile is slow to compute (a hub of thousands of links): that one is computed
 * again at most once a minute, so steady play elsewhere cannot make every view of it slow.
 */

/** What a remembered profile was computed from. */
export interface ProfileFingerprint {
  /**
   * The latest completion of any game and the count of changes to the ranked games (which also
   * moves when a game is moved to practice or completed behind another's clock).
   */
  completions: string;
  /** The hidden games and the latest daily pair. */
  moderation: string;
}

export interface RememberedProfile<T> {
  fingerprint: ProfileFingerprint;
  profile: T;
  computedAt: number;
  computeMs: number;
}

/** A profile that took this long to compute counts as slow. */
export const SLOW_PROFILE_MS = 100;
/** How long a slow profile may miss completions. */
export const SLOW_PROFILE_REUSE_MS = 60_000;

export function canReuse<T>(remembered: RememberedProfile<T>, current: ProfileFingerprint, now: number): boolean {
  if (remembered.fingerprint.moderation !== current.moderation) return false;
  if (remembered.fingerprint.completions === current.completions) return true;
  return remembered.computeMs >= SLOW_PROFILE_MS && now - remembered.computedAt < SLOW_PROFILE_REUSE_MS;
}
