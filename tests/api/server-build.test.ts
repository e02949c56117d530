/**
 * The compiled server (`server/build.mjs`, what `npm start` runs; built by the api project's
 * global set-up). tRPC is bundled from its published `dist/`, the modules every other way of
 * running the server (the suites, `npm run dev`) imports: production runs the same tRPC.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/server-process';

const dist = join(repoRoot, 'server/dist');

describe('the compiled server', () => {
  it("bundles tRPC's published modules, never the TypeScript sources its package also ships", () => {
    const bundle = readFileSync(join(dist, 'main.js'), 'utf8');
    // esbuild heads each bundled module with its path.
    const trpcModules = bundle.match(/^\/\/ \S*node_modules\/@trpc\/server\/\S+$/gm) ?? [];
    expect(trpcModules.length).toBeGreaterThan(0);
    expect(trpcModules.filter((path) => !path.includes('/@trpc/server/dist/'))).toEqual([]);
    // Bundled, not left to node_modules.
    expect(bundle).not.toMatch(/from ["']@trpc\/server/);
  });
});
