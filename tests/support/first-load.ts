/** What the first load of `/` costs in script: one measure for the serving test and the bench. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first load's script budget, gzipped: 120 kB (of 1,000 bytes, as Vite reports sizes). */
export const FIRST_LOAD_SCRIPT_BUDGET_BYTES = 120_000;

/**
 * The scripts the built `index.html` loads up front (its module script and the chunks it
 * preloads), gzipped at level 9 like the `.gz` beside them; chunks loaded later are not counted.
 */
export function firstLoadScriptGzipBytes(clientDist: string): number {
  const html = readFileSync(join(clientDist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"|<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((m) => (m[1] ?? m[2])!);
  return scripts.reduce((sum, src) => sum + gzipSync(readFileSync(join(clientDist, src)), { level: 9 }).length, 0);
}
