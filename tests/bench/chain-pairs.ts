/**
 * The actor pairs the chain searches are measured on: drawn with a fixed seed from the
 * well-connected actors, so the shortest-chain and the par figures of a run cover the same pairs.
 */
import type { CatalogActor, CatalogIndex } from '../../server/src/catalog/catalog-index';
import { seededRandom } from '../support/seeded-random';

const BENCH_PAIR_COUNT = 1000;

export function benchmarkPairs(catalog: CatalogIndex, count = BENCH_PAIR_COUNT): Array<[CatalogActor, CatalogActor]> {
  const random = seededRandom(42);
  const actors = catalog.randomActors(2000, random);
  const pairs: Array<[CatalogActor, CatalogActor]> = [];
  for (let i = 0; i < count; i++) {
    pairs.push([actors[Math.floor(random() * actors.length)]!, actors[Math.floor(random() * actors.length)]!]);
  }
  return pairs;
}
