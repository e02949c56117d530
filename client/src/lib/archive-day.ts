/** How an archived puzzle is named: its number and its UTC day. */

/** "Puzzle #12 · Fri, Nov 20, 2026": the day read as the UTC puzzle day it was, whatever the player's zone. */
export function archiveGameLabel(day: string, puzzleNumber: number | null): string {
  return puzzleNumber ? `Puzzle #${puzzleNumber} · ${puzzleDate(day)}` : `Puzzle of ${puzzleDate(day)}`;
}

/** A yyyy-MM-dd puzzle day as a short date; the day as written when it is not one. */
export function puzzleDate(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
