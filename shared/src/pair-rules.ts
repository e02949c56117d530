/**
 * The operator's rules for the daily pair (DESIGN §7), one place for the server that enforces
 * them and the panel that explains them: when a scheduled change may run, and which distances
 * the operator must confirm before a pair is saved or scheduled.
 */

/** A pair this many connections apart, or fewer, is saved only once the operator confirms it. */
export const PAIR_CONFIRM_AT_MOST = 1;
/** A pair more than this many connections apart is saved only once the operator confirms it. */
export const PAIR_CONFIRM_ABOVE = 6;

/** True for a distance the operator must confirm: one link is trivial, more than six is a slog. */
export function distanceNeedsConfirmation(connections: number): boolean {
  return connections <= PAIR_CONFIRM_AT_MOST || connections > PAIR_CONFIRM_ABOVE;
}

export const connectionsText = (connections: number): string =>
  `${connections} ${connections === 1 ? 'connection' : 'connections'}`;

/** What the server answers (409) to a pair at such a distance without the matching confirmation. */
export const distanceConfirmationMessage = (connections: number): string =>
  `These actors are ${connectionsText(connections)} apart: confirm to use this pair`;

/** How far ahead a change may be scheduled: "within a year", a year of 365 days. */
const SCHEDULE_HORIZON_DAYS = 365;

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
