// Mutation testing of the domain rules under the unit tests: `npm run test:mutation`.
// Reports land in reports/mutation (HTML and JSON). Every run tests every mutant: incremental
// mode (`npm run test:mutation -- --incremental`) kept earlier survivors that new tests cover.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.mjs', related: true },
  mutate: [
    'shared/src/{score,names,share}.ts',
    'server/src/game/*-rules.ts',
    'server/src/catalog/{name-search,credit-graph}.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // Time over the expected run before a mutant counts as looping (detected): generous, so a
  // busy shared machine is not mistaken for a mutant that never ends.
  timeoutMS: 10000,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: 90 },
  // The sandbox holds only what the unit tests read, never build output others may be rewriting.
  ignorePatterns: [
    '/*',
    '!/shared',
    '!/server',
    '!/package.json',
    '!/tsconfig.json',
    '!/tsconfig.base.json',
    '!/vitest.mutation.config.mjs',
    '!/README.md',
    '/shared/dist',
    '/server/dist',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
