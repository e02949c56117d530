/** The recap's roundings of SPEC §9 (whole-number average score, one decimal elsewhere) and its chart's bars. */
import { RECAP_PATH_CHART_BARS_MAX, type RecapPair } from '@cinema/shared';

export function wholeNumber(value: number): string {
  return String(Math.round(value));
}

export function oneDecimal(value: number): string {
  return value.toFixed(1);
}

export interface PathLengthBar {
  /** The x-axis label: a move count, or "N+" for the last bar when there are more lengths than bars. */
  moves: string;
  players: number;
}

/**
 * The path-length chart's bars from the real distribution, shortest first. With more distinct
 * lengths than bars, the last bar gathers every longer path as "N+".
 */
export function pathLengthBars(
  distribution: RecapPair['pathLengthDistribution'],
  maxBars = RECAP_PATH_CHART_BARS_MAX,
): PathLengthBar[] {
  const sorted = [...distribution].filter((row) => row.count > 0).sort((a, b) => a.moves - b.moves);
  if (sorted.length <= maxBars) return sorted.map((row) => ({ moves: String(row.moves), players: row.count }));
  const kept = sorted.slice(0, maxBars - 1).map((row) => ({ moves: String(row.moves), players: row.count }));
  const rest = sorted.slice(maxBars - 1);
  kept.push({ moves: `${rest[0]!.moves}+`, players: rest.reduce((sum, row) => sum + row.count, 0) });
  return kept;
}
