/**
 * Where a puzzle sits in the archive's pages: newest first, so puzzle N of T is the (T − N + 1)th
 * entry, on page ⌊(T − N) / size⌋ + 1. Null for a puzzle the archive does not hold (yet).
 */
export function archivePageOf(puzzleNumber: number, total: number, pageSize: number): number | null {
  const index = total - puzzleNumber;
  if (puzzleNumber < 1 || index < 0) return null;
  return Math.floor(index / pageSize) + 1;
}
