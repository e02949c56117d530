/**
 * npm run bench:par: only the par and hint searches of `npm run bench`, on the reference dataset
 * imported into a scratch SQLite file, with the one-way search it replaced beside it.
 * PAR_BENCH_PAIRS asks for fewer pairs (the one-way search takes minutes over all of them);
 * PAR_BENCH_BEFORE=0 leaves the one-way search out. PAR_BENCH_CATALOG=10x runs on ten copies of
 * the dataset (./tenfold-catalog.ts; the one-way search is left out unless PAR_BENCH_BEFORE=1);
 * BENCH_CATALOG_DB keeps the imported catalog in that SQLite file and uses it again next time.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { openDatabase } from '../../server/src/db/data-source';
import { parBenchmark, printParFigures } from './par-search';
import { benchCatalogOf, importBenchCatalog } from './tenfold-catalog';

const catalogKind = benchCatalogOf(process.env.PAR_BENCH_CATALOG);
const dir = mkdtempSync(join(tmpdir(), 'cinema-bench-par-'));
try {
  const file = process.env.BENCH_CATALOG_DB ?? join(dir, 'bench.sqlite');
  if (!existsSync(file)) await importBenchCatalog(catalogKind, file);
  const db = await openDatabase(`sqlite:${file}`);
  const loadStarted = performance.now();
  const catalog = await CatalogIndex.load(db);
  await db.destroy();
  console.log(
    `  ${catalog.actorCount} actors, ${catalog.movieCount} movies, ${catalog.creditCount} credits` +
      ` (loaded in ${Math.round(performance.now() - loadStarted)} ms)`,
  );
  const pairs = process.env.PAR_BENCH_PAIRS ? Number(process.env.PAR_BENCH_PAIRS) : undefined;
  const before = process.env.PAR_BENCH_BEFORE ? process.env.PAR_BENCH_BEFORE !== '0' : catalogKind === 'reference';
  printParFigures(parBenchmark(catalog, { pairs, before }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
