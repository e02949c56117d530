/**
 * Par without zod: the client's first load reads these; ./completion-outcome.ts builds
 * its schema from `parResults`.
 */

/** How a completed chain compares with the pair's par (the length of its shortest chain). */
export const parResults = ['under', 'par', 'over'] as const;
export type ParResult = (typeof parResults)[number];

/** 'under' below par (only possible if par was computed on a smaller catalog), 'par' at it, 'over' above it. */
export function parResult(moveCount: number, par: number): ParResult {
  if (moveCount < par) return 'under';
  return moveCount === par ? 'par' : 'over';
}

/** "Par 3": the label shown beside the pair. */
export function parLabel(par: number): string {
  return `Par ${par}`;
}

/** True when the chain reached par or beat it. */
export function reachedPar(moveCount: number, par: number | null | undefined): boolean {
  return par != null && moveCount <= par;
}
