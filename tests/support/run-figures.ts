/** The figures of a player run: per step, how many answers, how many a second, p50 and p99. */
import { steps, type PlayerRun } from './virtual-players';

export interface StepFigures {
  step: string;
  answered: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export function stepFigures(run: PlayerRun): StepFigures[] {
  const seconds = (run.endedAt - run.startedAt) / 1000;
  return steps.map((step) => {
    const times = [...run.latencies.get(step)!].sort((a, b) => a - b);
    return {
      step,
      answered: times.length,
      perSecond: round(times.length / seconds),
      p50Ms: round(percentile(times, 50)),
      p99Ms: round(percentile(times, 99)),
    };
  });
}
