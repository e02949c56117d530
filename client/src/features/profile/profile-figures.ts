/** How the profile shows its dates: the last game in the reader's local time, history days as the UTC day they name. */

/** The year of the last game, or "N/A" without one. */
export function latestGameYear(lastGameAt: string | null): string {
  return lastGameAt ? String(new Date(lastGameAt).getFullYear()) : 'N/A';
}

export function localDate(timestamp: string): string {
  return new Date(timestamp).toLocaleDateString();
}

/** A yyyy-MM-dd game day (or a timestamp) as a date, without shifting it by the reader's time zone. */
export function gameDay(date: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(date);
  return day.toLocaleDateString(undefined, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
