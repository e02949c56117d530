/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

const apiSuites = ['tests/api/**/*.test.ts', 'tests/fault/**/*.test.ts', 'tests/fuzz/**/*.test.ts'];
/**
 * Suites whose assertions are latencies or load figures (p99 under a flood, no 5xx under a
 * burst): they run on their own, one file at a time, after the others, so that what they
 * measure is the server and not the suites beside them. The hostile-requests fuzz goes through
 * `app.inject` and bounds each answer at 5 s only: it runs with the others.
 */
const timedSuites = [
  'tests/fuzz/pipelined-flood.test.ts',
  'tests/fuzz/real-socket.test.ts',
  'tests/api/client-under-hashing.test.ts',
  'tests/api/bystander-writes.test.ts',
  // Blocks its own event loop and reads the server's measure of it.
  'tests/api/overload.test.ts',
  // Measures its own event loop's delay while the catalog is rebuilt.
  'tests/api/catalog-refresh-off-the-loop.test.ts',
  // Overloads the compiled server from another process and reads its answers.
  'tests/api/overload-under-load.test.ts',
];
const isTimed = (file: string) => timedSuites.includes(file);
const apiProject = {
  root: here('.'),
  // Files of a worker share its module graph (vitest's isolate off): each file starts its own app
  // and closes it, and keeps no state in modules. Importing the server once per worker, not once
  // per file, took the api project from 136 s to 89 s and 125 to 73 s of CPU.
  isolate: false,
  environment: 'node' as const,
  // The fault suites run the compiled server, as npm start does.
  globalSetup: ['tests/support/build.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // A state polled for is there as soon as it can be; beside other suites it may take longer than vitest's 1 s.
  expect: { poll: { timeout: 10_000 } },
};

/**
 * The files of `globs` (simple `dir/**\/*.test.ts` patterns) that declare engine suites
 * (`describeEachEngine`). Their other top-level suites must be declared with `describeOnce`,
 * so that the MySQL half does not run them again.
 */
function engineSuiteFiles(globs: string[]): string[] {
  return globs.flatMap((glob) => {
    const dir = glob.slice(0, glob.indexOf('/**'));
    return readdirSync(here(`./${dir}`), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${dir}/${file}`)
      .filter((file) => {
        const source = readFileSync(here(`./${file}`), 'utf8');
        if (!source.includes('describeEachEngine(')) return false;
        const once = source.match(/^(?:describe|it|test)\b.*$/m);
        if (once) throw new Error(`${file}: declare "${once[0]}" with describeOnce beside engine suites`);
        return true;
      });
  });
}

/**
 * One config for the client build (root: client/) and the test suites (vitest projects).
 * Unit tests sit beside the code; cross-cutting suites live in tests/.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: here('./client'),
  plugins: [react(), scriptsAtLowPriority(), precompress()],
  // Hidden maps: written beside the scripts for an error tracker, never referenced; the server refuses *.map.
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: here('./client/dist'),
        emptyOutDir: true,
        sourcemap: 'hidden' as const,
        // One stylesheet for every page: the leaderboard and the recap are drawn whole in their first
        // HTML, so their components' styles must be there before their lazily loaded chunks arrive (the
        // ad slot's reserved size, the chains' layout), or the page shifts as the chunks' styles land.
        cssCodeSplit: false,
        // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115):
        // Vite's fallback for the others was 258 bytes of the first load's script, gzipped; a browser
        // without module preload (older Safari and Firefox) loads the chunks later, not wrongly.
        modulePreload: { polyfill: false },
      },
  ...(isSsrBuild ? ssrOptions : {}),
  server: {
    port: 5173,
    proxy: { '/api': serverOrigin, '/trpc': serverOrigin },
  },
  test: {
    // Most suites wait on databases, child processes and Chromium rather than on the CPU: three
    // files at once keep the two cores busy (vitest's default here is one) without starving them.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          root: here('.'),
          include: [
            'shared/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'client/src/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
          environment: 'node',
          // One module graph per worker, as for the api suites: 24 s to 10 s, 21 to 6.5 s of CPU.
          isolate: false,
        },
      },
      // The API suites in two halves that run side by side: SQLite's engine suites with every suite
      // that needs no particular engine, and MySQL's engine suites (tests/support/engines.ts).
      {
        test: { name: 'api', include: apiSuites, exclude: timedSuites, env: { TEST_ENGINE: 'sqlite' }, ...apiProject },
      },
      {
        test: {
          name: 'api-mysql',
          include: engineSuiteFiles(apiSuites).filter((file) => !isTimed(file)),
          env: { TEST_ENGINE: 'mysql' },
          ...apiProject,
        },
      },
      {
        test: {
          name: 'timed',
          include: timedSuites,
          ...apiProject,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // A latency is a sample of a shared machine's moment: a test whose measured figure misses its
          // bound (an assertion labelled "… (ms)") runs once more, and the missed figure stays in the
          // log it printed. Any other failure fails at once.
          retry: { count: 1, condition: /\(ms\): expected/ },
        },
      },
      {
        test: {
          name: 'e2e',
          root: here('.'),
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, as for the api suites; each file opens its own browser and server.
          isolate: false,
          // The browser suites load the built client.
          globalSetup: ['tests/support/build.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A page answers as soon as it can; beside other suites it may take longer than vitest's 1 s.
          expect: { poll: { timeout: 10_000 } },
          // Chromium shares the two cores with every other suite: a test that timed out waiting in the
          // browser runs once more; its failed attempt prints what its page showed and asked, and
          // closes it (tests/support/browser.ts). Any other failure fails at once.
          retry: { count: 1, condition: /Timeout \d+ms exceeded/ },
        },
      },
      {
        test: {
          name: 'scale-out',
          root: here('.'),
          include: ['tests/scale-out/**/*.test.ts'],
          environment: 'node',
          // Three instances, HAProxy and 300 players: run after the other projects, on a machine of their own.
          globalSetup: ['tests/support/build.ts'],
          sequence: { groupOrder: 2 },
          testTimeout: 300_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));

/**
 * The server's first render of a page (`vite build --ssr src/entry-server.tsx`, client/src/entry-server.tsx):
 * one self-contained ES module with its libraries, in client/dist/ssr (the server never sends that
 * folder), so that a copy of client/dist runs wherever it is put. React's production build, as in
 * the browser.
 */
const ssrBuild = {
  outDir: here('./client/dist/ssr'),
  emptyOutDir: true,
  sourcemap: false,
  rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
};
const ssrOptions = {
  ssr: { noExternal: true as const },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

/**
 * Marks the entry script and its modulepreloads, in the built index.html, `fetchpriority="low"`.
 * The first HTML draws the first screen whole, and only the render-blocking stylesheet holds its
 * paint; the scripts are not needed for it. Requested at the same moment, the ~90 kB of scripts
 * shared a slow line evenly with the stylesheet's 20 kB, which landed after most of them. Chrome
 * still requests the scripts at once, but gives the stylesheet the larger share of the line: on
 * 1.6 Mbps / 150 ms it landed at ~630 ms instead of ~820, and the pair was on screen ~150 ms
 * sooner. Vite writes these tags into the page after its other transforms: hence `order: 'post'`.
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'cinema-scripts-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the client build of 1 kB or more,
 * once, at the strongest settings; the server sends them (`preCompressed`) instead of
 * compressing per request. Source maps are never served, so they are left alone.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  let outDir = '';
  return {
    name: 'cinema-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // The server's render module is read from disk by the server, never sent.
      if (!outDir) return;
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        const br = brotliCompressSync(content, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gz = gzipSync(content, { level: 9 });
        if (br.length < content.length) writeFileSync(`${file}.br`, br);
        if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
