/**
 * The admin panel's rules and messages of SPEC §5 and §8 as plain functions: what a save
 * or a schedule is missing, and which toast a refused settings update shows.
 */
import { latestScheduledAt, type Actor } from '@cinema/shared';

export interface ToastContent {
  title: string;
  description: string;
}

/** An actor the server can store a pair with: a real local id (0 or negative is not stored). */
export function hasValidId(actor: Pick<Actor, 'id'> | null): boolean {
  return actor != null && Number.isInteger(actor.id) && actor.id > 0;
}

/** What stops "Save & Update Game", or null when both actors can be sent. */
export function pairSelectionProblem(startActor: Actor | null, endActor: Actor | null): ToastContent | null {
  if (!startActor || !endActor) return { title: 'Error', description: 'Please select both start and end actors' };
  if (!hasValidId(startActor) || !hasValidId(endActor)) {
    return {
      title: 'Error',
      description: "One or both selected actors don't have valid IDs. Please select different actors.",
    };
  }
  return null;
}

/** The moment a date field (yyyy-MM-dd) and a time field (HH:mm) name in the browser's time zone. */
export function scheduledAtOf(date: string, time: string): Date | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const timeMatch = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!dateMatch || !timeMatch) return null;
  const [year, month, day] = [Number(dateMatch[1]), Number(dateMatch[2]), Number(dateMatch[3])];
  const [hours, minutes, seconds] = [Number(timeMatch[1]), Number(timeMatch[2]), Number(timeMatch[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const moment = new Date(year, month - 1, day, hours, minutes, seconds);
  // new Date rolls 31 April over to 1 May; such a date was never on the calendar.
  if (moment.getFullYear() !== year || moment.getMonth() !== month - 1 || moment.getDate() !== day) return null;
  return moment;
}

/** What stops a scheduled change, or null when it can be created. */
export function scheduleProblem(
  startActor: Actor | null,
  endActor: Actor | null,
  date: string,
  time: string,
): ToastContent | null {
  if (!startActor || !endActor || !scheduledAtOf(date, time)) {
    return {
      title: 'Missing Information',
      description: 'Please select both actors and set a date/time for the scheduled change',
    };
  }
  if (!hasValidId(startActor) || !hasValidId(endActor)) {
    return {
      title: 'Error',
      description: "One or both selected actors don't have valid IDs. Please select different actors.",
    };
  }
  return null;
}

/**
 * Why a change cannot run at `scheduledAt` (DESIGN §7: in the future, within a year), as the
 * admin's browser reads its clock; the server's clock has the last word.
 */
export function scheduleWindowProblem(scheduledAt: Date, now: Date, locale?: string): ToastContent | null {
  if (scheduledAt.getTime() <= now.getTime()) {
    return { title: 'Invalid Date', description: 'Please choose a date and time in the future.' };
  }
  const latest = latestScheduledAt(now);
  if (scheduledAt.getTime() > latest.getTime()) {
    const until = latest.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return { title: 'Invalid Date', description: `Please choose a date within a year, by ${until} at the latest.` };
  }
  return null;
}

interface AppErrorData {
  appCode?: unknown;
  details?: unknown;
}

function errorData(error: unknown): AppErrorData {
  const data = (error as { data?: unknown } | null)?.data;
  return typeof data === 'object' && data !== null ? (data as AppErrorData) : {};
}

/** The sides (`startActor`, `endActor`) an ACTORS_NOT_FOUND answer names. */
function missingSides(details: unknown): string[] {
  const missing = (details as { missing?: unknown } | null)?.missing;
  return Array.isArray(missing) ? missing.filter((side): side is string => typeof side === 'string') : [];
}

function notFoundDescription(sides: string[]): string {
  const start = sides.includes('startActor');
  const end = sides.includes('endActor');
  if (start && end) return 'Neither selected actor was found. Please select different actors.';
  if (start) return 'The selected start actor was not found. Please select a different actor.';
  if (end) return 'The selected end actor was not found. Please select a different actor.';
  return 'One or both selected actors were not found. Please select different actors.';
}

/**
 * The description of a sign-in that failed for another reason than the password: SPEC §8's
 * "An error occurred during authentication", or the server's word when it limits failed sign-ins.
 */
export function authErrorDescription(error: unknown): string {
  const { appCode, details } = errorData(error);
  if (appCode !== 'TOO_MANY_REQUESTS') return 'An error occurred during authentication';
  const seconds = (details as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  const wait = typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : null;
  return wait == null
    ? 'Too many failed sign-in attempts. Please try again later.'
    : `Too many failed sign-in attempts. Please try again in ${wait} ${wait === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * The distance the server asks the operator to confirm (a 409 CONFLICT with
 * `details.connections`), or null for any other error.
 */
export function distanceToConfirm(error: unknown): number | null {
  const { appCode, details } = errorData(error);
  if (appCode !== 'CONFLICT') return null;
  const connections = (details as { connections?: unknown } | null)?.connections;
  return typeof connections === 'number' && Number.isInteger(connections) && connections > 0 ? connections : null;
}

/** The toast for a refused "Save & Update Game" (SPEC §8 "Updating the game"). */
export function updateSettingsErrorToast(error: unknown): ToastContent {
  const { appCode, details } = errorData(error);
  if (appCode === 'ACTORS_NOT_FOUND')
    return { title: 'Actor Not Found', description: notFoundDescription(missingSides(details)) };
  if (appCode === 'ACTOR_VALIDATION_FAILED') {
    return { title: 'Validation Error', description: 'Actor validation failed. Please select different actors.' };
  }
  const message = error instanceof Error ? error.message.trim() : '';
  return { title: 'Error', description: message || 'Failed to update game settings. Please try again.' };
}

/** "Actor change scheduled for {date}" with the moment as the admin's browser shows it. */
export function scheduledForDescription(scheduledAt: Date, locale?: string): string {
  return `Actor change scheduled for ${scheduledAt.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}`;
}
