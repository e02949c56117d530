/**
 * The operator's rules for the daily pair (DESIGN §7), one place for the server that enforces
 * them and the panel that explains them: when a scheduled change may run.
 */

/** How far ahead a change may be scheduled: "within a year", a year of 365 days. */
export const SCHEDULE_HORIZON_DAYS = 365;

/** The latest moment a change scheduled at `now` may run. */
export function latestScheduledAt(now: Date): Date {
  return new Date(now.getTime() + SCHEDULE_HORIZON_DAYS * 24 * 60 * 60 * 1000);
}

/** Why a change cannot be scheduled at `at` when the server's clock reads `now`, or null when it can. */
export function scheduledAtProblem(at: Date, now: Date): string | null {
  if (!Number.isFinite(at.getTime())) return 'scheduledAt is not a date and time';
  if (at.getTime() <= now.getTime()) {
    return `A scheduled change must be in the future: ${at.toISOString()} has already passed`;
  }
  const latest = latestScheduledAt(now);
  if (at.getTime() > latest.getTime()) {
    return `A scheduled change must be within a year: ${at.toISOString()} is after ${latest.toISOString()}`;
  }
  return null;
}
