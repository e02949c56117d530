/**
 * The benches' catalogs: the reference dataset (../shared/data), or ten copies of it with other
 * titles and, but for a tenth of the cast shared between the copies, other names — about 354k
 * films, 260k actors and 1.33M credits, a catalog ten times the reference one. Generated at run
 * time in memory and imported into a scratch SQLite file, never written anywhere else.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importCatalog } from '../../server/src/catalog/import/import-catalog';
import { readSource } from '../../server/src/catalog/import/read-source';
import { openDatabase } from '../../server/src/db/data-source';
import { repoRoot } from './processes';

export type BenchCatalog = 'reference' | '10x';

const COPIES = 10;
/** One cast name in ten plays in every copy (the same actor), the rest are one actor per copy. */
const SHARED_EVERY = 10;

function referenceDatasetDir(): string {
  const dir = resolve(process.env.REFERENCE_DATA_DIR ?? join(repoRoot, '../shared/data/wikipedia-movie-data'));
  if (!existsSync(dir)) {
    console.error(`Reference dataset not found at ${dir}; set REFERENCE_DATA_DIR.`);
    process.exit(1);
  }
  return dir;
}

/** Which catalog a bench runs on: `reference` (the default) or `10x`. */
export function benchCatalogOf(value: string | undefined): BenchCatalog {
  if (value === undefined || value === '' || value === 'reference') return 'reference';
  if (value === '10x') return '10x';
  console.error(`Unknown catalog ${value}: reference or 10x.`);
  process.exit(1);
}

/** A name's fixed share: the same every run (FNV-1a). */
function isShared(name: string): boolean {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % SHARED_EVERY === 0;
}

/** The ten copies of the reference records: copy 1 as it is, copy k with "(k)" after titles and unshared names. */
export async function tenfoldRecords(datasetDir: string): Promise<unknown[]> {
  const { records } = await readSource(datasetDir);
  const copies: unknown[] = [];
  for (let copy = 1; copy <= COPIES; copy++) {
    const renamed = (text: string) => (copy === 1 ? text : `${text} (${copy})`);
    for (const record of records as Array<Record<string, unknown>>) {
      if (typeof record !== 'object' || record === null) continue;
      const cast = Array.isArray(record.cast) ? record.cast : [];
      copies.push({
        ...record,
        title: typeof record.title === 'string' ? renamed(record.title) : record.title,
        href: typeof record.href === 'string' ? renamed(record.href) : record.href,
        cast: cast.map((name: unknown) => (typeof name === 'string' && !isShared(name) ? renamed(name) : name)),
      });
    }
  }
  return copies;
}

/**
 * Imports the catalog into the SQLite file `file` (which must not exist yet). Logs what it does,
 * and how long it took.
 */
export async function importBenchCatalog(catalog: BenchCatalog, file: string): Promise<void> {
  const datasetDir = referenceDatasetDir();
  const started = performance.now();
  const source = catalog === 'reference' ? datasetDir : await tenfoldRecords(datasetDir);
  console.log(`Importing the ${catalog} catalog from ${datasetDir} into ${file} …`);
  const db = await openDatabase(`sqlite:${file}`);
  try {
    const summary = await importCatalog(db, source, { batchSize: 5000 });
    console.log(
      `  ${summary.films} films, ${summary.actors} actors, ${summary.credits} credits in ${Math.round((performance.now() - started) / 1000)} s`,
    );
  } finally {
    await db.destroy();
  }
}
