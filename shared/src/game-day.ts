/** The game day (DESIGN §7, §8): the UTC calendar date, the same for every player whatever their zone. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The game day of `at`, yyyy-MM-dd. */
export function gameDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The game day before the one of `now`: the day the daily recap shows by default. */
export function yesterdayOf(now: Date): string {
  return gameDayOf(new Date(now.getTime() - DAY_MS));
}
