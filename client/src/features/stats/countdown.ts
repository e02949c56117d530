/** The countdown to the next puzzle, and when it starts in the player's local time. */

/** "05:03:09" until `target` from `now`; "00:00:00" once it has passed. */
export function countdownText(target: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}`;
}

/** Minutes until `target`, rounded up ("in 15 minutes" for a transfer code). */
export function minutesUntil(target: Date, now: Date): number {
  return Math.max(0, Math.ceil((target.getTime() - now.getTime()) / 60_000));
}
