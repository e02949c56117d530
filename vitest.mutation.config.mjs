// The unit tests Stryker runs against each mutant (`npm run test:mutation`): the `unit`
// project of vite.config.ts without the client, api and browser suites. `@cinema/shared`
// resolves to this tree's copy so that server tests also see a mutated shared module.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@cinema/shared': here('./shared/src/index.ts') } },
  test: {
    name: 'unit',
    root: here('.'),
    include: ['shared/src/**/*.test.ts', 'server/src/**/*.test.ts'],
    environment: 'node',
  },
});
