/**
 * What `npm start` runs, built before the suites and tools that use it: the compiled server
 * (fault and load suites, bench) and the client (browser suites, page-load bench). Turborepo
 * rebuilds only what changed, so an unchanged tree costs a cache lookup.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function buildForStart(): void {
  execFileSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: repoRoot, stdio: 'inherit' });
}

/** Vitest global set-up (the api and e2e projects): once per run, before any test file. */
export default function setup(): void {
  buildForStart();
}
