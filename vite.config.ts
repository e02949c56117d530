/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * One config for the client build (root: client/) and the test suites (vitest projects).
 * Unit tests sit beside the code; cross-cutting suites live in tests/.
 */
export default defineConfig({
  root: here('./client'),
  plugins: [react()],
  build: { outDir: here('./client/dist'), emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/api': serverOrigin, '/trpc': serverOrigin },
  },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          root: here('.'),
          include: ['shared/src/**/*.test.ts', 'server/src/**/*.test.ts', 'client/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: here('.'),
          include: ['tests/api/**/*.test.ts', 'tests/fault/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: here('.'),
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
