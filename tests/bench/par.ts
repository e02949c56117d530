/**
 * npm run bench:par: only the par and hint searches of `npm run bench`, on the reference dataset
 * imported into a scratch SQLite file, with the one-way search it replaced beside it.
 * PAR_BENCH_PAIRS asks for fewer pairs (the one-way search takes minutes over all of them);
 * PAR_BENCH_BEFORE=0 leaves the one-way search out.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { importCatalog } from '../../server/src/catalog/import/import-catalog';
import { openDatabase } from '../../server/src/db/data-source';
import { parBenchmark, printParFigures } from './par-search';
import { repoRoot } from './processes';

const datasetDir = resolve(
  process.env.REFERENCE_DATA_DIR ?? process.argv[2] ?? join(repoRoot, '../shared/data/wikipedia-movie-data'),
);
if (!existsSync(datasetDir)) {
  console.error(`Reference dataset not found at ${datasetDir}; set REFERENCE_DATA_DIR or pass the folder.`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'cinema-bench-par-'));
try {
  const db = await openDatabase(`sqlite:${join(dir, 'bench.sqlite')}`);
  console.log(`Importing ${datasetDir} …`);
  await importCatalog(db, datasetDir);
  const catalog = await CatalogIndex.load(db);
  await db.destroy();
  console.log(`  ${catalog.actorCount} actors, ${catalog.movieCount} movies, ${catalog.creditCount} credits`);
  const pairs = process.env.PAR_BENCH_PAIRS ? Number(process.env.PAR_BENCH_PAIRS) : undefined;
  printParFigures(parBenchmark(catalog, { pairs, before: process.env.PAR_BENCH_BEFORE !== '0' }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
