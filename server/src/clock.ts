/**
 * What time it is, for everything that depends on the day or on expiry (the daily pair, the
 * scheduler, admin sessions). One object shared by the services, so a test can move time for all.
 */
import { gameDayOf } from '@cinema/shared';

export interface Clock {
  now: () => Date;
}

export const systemClock = (): Clock => ({ now: () => new Date() });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar date, yyyy-MM-dd: the game day (DESIGN §7, §8), by its rule in shared/. */
export const utcDay = gameDayOf;

/** Midnight UTC starting the day of `at`. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}
