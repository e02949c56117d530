/**
 * What `npm start` runs, built before the suites and tools that use it: the compiled server
 * (fault and load suites, bench) and the client (browser suites, page-load bench). Turborepo
 * rebuilds only what changed, so an unchanged tree costs a cache lookup.
 */
import { execFileSync } from 'node:child_process';
import { repoRoot } from './server-process';

let built = false;

/** Builds (or finds up to date) both, once per process. */
export function buildForStart(): void {
  if (built) return;
  // As `npm run build` builds: vitest sets NODE_ENV=test, which would make Vite build React's development code.
  execFileSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  built = true;
}

/** Vitest global set-up (the api and e2e projects): once per run, before any test file. */
export default function setup(): void {
  buildForStart();
}
