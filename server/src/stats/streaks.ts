/**
 * Streaks: consecutive UTC puzzle days with a daily game completed, each game counted
 * on the day it was started (a game started before midnight and finished after counts for the
 * day it was started). The current streak runs up to today, or up to yesterday while today's
 * puzzle is still open; a missed day ends it.
 */
import { addDays, utcDay } from '../clock';

const next = (day: string) => utcDay(addDays(new Date(`${day}T00:00:00Z`), 1));
const previous = (day: string) => utcDay(addDays(new Date(`${day}T00:00:00Z`), -1));

export function streaks(days: Iterable<string>, today: string): { current: number; longest: number } {
  const set = new Set(days);
  let longest = 0;
  for (const day of set) {
    if (set.has(previous(day))) continue; // not the first day of a run
    let length = 1;
    for (let d = next(day); set.has(d); d = next(d)) length++;
    longest = Math.max(longest, length);
  }
  let current = 0;
  for (let d = set.has(today) ? today : previous(today); set.has(d); d = previous(d)) current++;
  return { current, longest };
}
