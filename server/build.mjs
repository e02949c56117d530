/**
 * Builds the server once into dist/main.js (what `npm start` runs): the server's own code,
 * @cinema/shared and the pure-JavaScript dependencies in one file, so that start-up reads one
 * module instead of resolving and loading several hundred (start-up under 2 s).
 * Left to node_modules: what needs its own files at run time.
 */
import { build } from 'esbuild';

const onDisk = [
  'better-sqlite3', // a native addon
  'typeorm', // requires its database drivers by name when a connection opens
  'mysql2', // required by typeorm
  '@fastify/swagger-ui', // serves its bundled page and scripts from its own folder
  // Read files beside their own module (__dirname, which an ES module bundle does not have):
  'pino', // Fastify's logger: its transports run worker files
  '@fastify/swagger', // its package.json
  'ioredis', // its package.json, and error stacks trimmed at its folder
];

await build({
  // The catalog's search and build threads start from their own modules, found beside main.js.
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    'search.worker': new URL('./src/catalog/search.worker.ts', import.meta.url).pathname,
    'catalog-build.worker': new URL('./src/catalog/catalog-build.worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Subpaths too (`mysql2/promise`).
  external: onDisk.flatMap((name) => [name, `${name}/*`]),
  // CommonJS dependencies bundled into an ES module still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  legalComments: 'linked',
  logLevel: 'warning',
});
