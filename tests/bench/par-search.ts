/**
 * Par, the count of optimal chains and hints on the reference catalog: the server's two-way
 * search beside the one-way search it replaced, on the pairs the shortest-chain search is
 * measured on. Each search is asked what the server asks: par as a daily pair is stored, the
 * chains a completion shows, the first hint of a game, and a hint once the chain holds the first
 * link of a shortest chain (so the actor and movie it holds are avoided).
 */
import { MAX_CHAIN_LENGTH, OPTIMAL_CHAINS_SHOWN } from '@cinema/shared';
import type { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { optimalChains, type OptimalChains, type OptimalChainsOptions } from '../../server/src/catalog/optimal-chains';
import { PAIR_MAX_CONNECTIONS } from '../../server/src/daily-pair/pair-rules';
import { creditLookupOf } from '../../server/src/par/par-service';
import { benchmarkPairs } from './chain-pairs';
import { percentile, round } from './load';
import { idLookupOf, oneWayOptimalChains } from './one-way-optimal-chains';

type Search = (from: number, to: number, options: OptimalChainsOptions) => OptimalChains | null;

interface Question {
  name: string;
  from: number;
  to: number;
  options: OptimalChainsOptions;
}

interface SearchFigures {
  question: string;
  search: string;
  asked: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  cpuP50Ms: number;
  cpuP99Ms: number;
}

export interface ParFigures {
  pairs: number;
  connectedPairs: number;
  figures: SearchFigures[];
}

/** The questions of one pair, as par-service and hint-service put them. */
function questionsOf(catalog: CatalogIndex, from: number, to: number): Question[] {
  const questions: Question[] = [
    { name: 'par', from, to, options: { maxConnections: PAIR_MAX_CONNECTIONS } },
    {
      name: 'optimal chains',
      from,
      to,
      options: { maxConnections: PAIR_MAX_CONNECTIONS, limit: OPTIMAL_CHAINS_SHOWN },
    },
    { name: 'first hint', from, to, options: { maxConnections: MAX_CHAIN_LENGTH, limit: 1 } },
  ];
  const chain = catalog.shortestChain(from, to);
  if (chain && chain.connections > 1) {
    questions.push({
      name: 'hint after one link',
      from: chain.actorIds[1]!,
      to,
      options: {
        maxConnections: MAX_CHAIN_LENGTH - 1,
        limit: 1,
        avoidActors: new Set([from]),
        avoidMovies: new Set([chain.movieIds[0]!]),
      },
    });
  }
  return questions;
}

/**
 * Wall-clock times, and the process's CPU time over each search: on a machine shared with other
 * work the wall clock also counts the time the search waited for a core, the CPU time does not.
 */
function measure(search: Search, questions: readonly Question[]) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const answers: Array<OptimalChains | null> = [];
  for (const { from, to, options } of questions) {
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    answers.push(search(from, to, options));
    times.push(performance.now() - t0);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const figures = {
    asked: times.length,
    p50Ms: round(percentile(times, 50), 3),
    p99Ms: round(percentile(times, 99), 3),
    maxMs: round(times.at(-1) ?? 0, 3),
    cpuP50Ms: round(percentile(cpuTimes, 50), 3),
    cpuP99Ms: round(percentile(cpuTimes, 99), 3),
  };
  return { figures, answers };
}

export interface ParBenchmarkOptions {
  /** Pairs to ask about: the shortest-chain benchmark's pairs, or the first of them. */
  pairs?: number;
  /** Also time the one-way search (minutes over all the pairs). */
  before?: boolean;
}

/**
 * The two-way search on every question, the one-way one too when asked, and the shortest-chain
 * search of the same pairs in the same run (a yardstick that shares the machine's load). Both
 * searches must agree on par and the count: a disagreement stops the run (the chains listed may
 * differ, each search choosing its own first ones). The two-way search is timed first, so the
 * garbage the one-way search leaves is not collected in its time.
 */
export function parBenchmark(
  catalog: CatalogIndex,
  { pairs: pairCount, before = true }: ParBenchmarkOptions = {},
): ParFigures {
  const graph = creditLookupOf(catalog);
  const ids = idLookupOf(catalog);
  const oneWay: Search = (from, to, options) => oneWayOptimalChains(ids, from, to, options);
  const twoWay: Search = (from, to, options) => optimalChains(graph, from, to, options);
  const pairs = benchmarkPairs(catalog, pairCount);
  const questions = pairs.flatMap(([from, to]) => questionsOf(catalog, from.id, to.id));
  const names = [...new Set(questions.map((q) => q.name))];
  const warmUp = questions.slice(0, 20);
  measure(twoWay, warmUp);
  const shortest = measure(
    (from, to) => (catalog.shortestChain(from, to) ? { connections: 0, count: 0, chains: [] } : null),
    questions.filter((q) => q.name === 'par'),
  );
  const figures: SearchFigures[] = [
    { question: 'shortest chain', search: 'yardstick: one chain', ...shortest.figures },
  ];
  const after = names.map((name) =>
    measure(
      twoWay,
      questions.filter((q) => q.name === name),
    ),
  );
  if (before) measure(oneWay, warmUp);
  names.forEach((name, n) => {
    figures.push({ question: name, search: 'two-way (after)', ...after[n]!.figures });
    if (!before) return;
    const asked = questions.filter((q) => q.name === name);
    const old = measure(oneWay, asked);
    asked.forEach((q, i) => {
      const [was, now] = [old.answers[i], after[n]!.answers[i]];
      if (was?.connections !== now?.connections || was?.count !== now?.count) {
        throw new Error(`${name} ${q.from} → ${q.to}: one-way ${JSON.stringify(was)}, two-way ${JSON.stringify(now)}`);
      }
    });
    figures.push({ question: name, search: 'one-way (before)', ...old.figures });
  });
  const connectedPairs = shortest.answers.filter(Boolean).length;
  return { pairs: pairs.length, connectedPairs, figures };
}

export function printParFigures(par: ParFigures): void {
  console.log(`  par and hints over ${par.pairs} pairs (${par.connectedPairs} connected)`);
  console.table(
    par.figures.map((f) => ({
      question: f.question,
      search: f.search,
      asked: f.asked,
      'p50 ms': f.p50Ms,
      'p99 ms': f.p99Ms,
      'max ms': f.maxMs,
      'cpu p50 ms': f.cpuP50Ms,
      'cpu p99 ms': f.cpuP99Ms,
    })),
  );
}
