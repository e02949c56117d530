/** Starts the catalog's threads (its searches, its builds) from their own modules. */
import { Worker } from 'node:worker_threads';

/**
 * The thread's module, `<name>.worker`: built beside the server's bundle (server/build.mjs);
 * from the TypeScript sources (the suites, `npm run dev`, the benches), loaded through tsx as
 * the rest is.
 */
export function startCatalogThread(name: 'search' | 'catalog-build'): Worker {
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname)) return new Worker(new URL(`./${name}.worker.js`, here));
  // tsx's hooks for ES modules, registered in the thread before it loads its module (tsx is found
  // from the working directory: the repository's, wherever the sources run).
  const worker = new URL(`./${name}.worker.ts`, here).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(worker)}); })`,
    { eval: true },
  );
}
