/**
 * npm run catalog:import -- <folder or file>
 * Imports a dataset in the reference format into the database named by DATABASE_URL (migrated
 * first), with a progress bar, then prints what was imported, skipped and how long it took.
 */
import { resolve } from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfigOrExit } from '../../config';
import { openDatabase } from '../../db/data-source';
import { importCatalog, type ImportSummary } from './import-catalog';

async function main(): Promise<number> {
  const argument = process.argv[2];
  if (!argument || argument === '--help' || argument === '-h') {
    console.error(
      'Usage: npm run catalog:import -- <folder of JSON files | JSON file>\nThe database is DATABASE_URL (default sqlite:data/cinema.sqlite).',
    );
    return argument ? 0 : 2;
  }
  // npm runs workspace scripts in server/; a relative path means the caller's directory.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  const config = loadConfigOrExit();

  const db = await openDatabase(config.databaseUrl);
  const bar = new SingleBar(
    { format: 'Importing |{bar}| {value}/{total} films | {eta_formatted} left', hideCursor: true },
    Presets.shades_classic,
  );
  try {
    const summary = await importCatalog(db, path, {
      onProgress: ({ done, total }) => (done === 0 ? bar.start(total, 0) : bar.update(done)),
    });
    bar.stop();
    printSummary(summary);
    return 0;
  } catch (error) {
    bar.stop();
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

function printSummary(s: ImportSummary): void {
  const n = (value: number) => value.toLocaleString('en-US');
  console.log(`\nImported ${s.source}`);
  console.log(`  records read   ${n(s.records)}`);
  console.log(`  films          ${n(s.films)} (${n(s.added.movies)} new)`);
  console.log(`  actors         ${n(s.actors)} (${n(s.added.actors)} new)`);
  console.log(`  credits        ${n(s.credits)} (${n(s.added.credits)} new)`);
  const skipped = Object.entries(s.skipped).sort((a, b) => b[1] - a[1]);
  if (skipped.length === 0) console.log('  skipped        nothing');
  for (const [reason, count] of skipped) console.log(`  skipped        ${n(count)} × ${reason}`);
  console.log(`  took           ${(s.durationMs / 1000).toFixed(1)} s`);
  console.log('A running server picks the new catalog up within CATALOG_REFRESH_MS (60 s by default).');
}

process.exitCode = await main();
