/** What the first load of `/` costs in script: one measure for the serving test and the bench. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first load's script budget on the wire: 120 kB (of 1,000 bytes, as Vite reports sizes). */
export const FIRST_LOAD_SCRIPT_BUDGET_BYTES = 120_000;

/** The scripts the built `index.html` loads up front: its module script and the chunks it preloads. */
function firstLoadScripts(clientDist: string): string[] {
  const html = readFileSync(join(clientDist, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"|<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((m) => join(clientDist, (m[1] ?? m[2])!));
}

/** Those scripts gzipped at level 9, like the `.gz` beside them (chunks loaded later are not counted). */
export function firstLoadScriptGzipBytes(clientDist: string): number {
  return firstLoadScripts(clientDist).reduce((sum, path) => sum + gzipSync(readFileSync(path), { level: 9 }).length, 0);
}

/**
 * Those scripts as the server sends them to a browser that accepts brotli (every current one):
 * the `.br` the build wrote beside each, else the file itself.
 */
export function firstLoadScriptWireBytes(clientDist: string): number {
  return firstLoadScripts(clientDist).reduce(
    (sum, path) => sum + readFileSync(existsSync(`${path}.br`) ? `${path}.br` : path).length,
    0,
  );
}
