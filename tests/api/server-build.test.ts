/**
 * The compiled server (`server/build.mjs`, what `npm start` runs; built by the api project's
 * global set-up). tRPC is bundled from the TypeScript sources its package ships, so that its
 * object spreads stay native instead of its `dist/`'s key-by-key helper (the write path).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/server-process';

const dist = join(repoRoot, 'server/dist');

describe('the compiled server', () => {
  it("bundles tRPC from its TypeScript sources, without its dist's object-spread helper", () => {
    const bundle = readFileSync(join(dist, 'main.js'), 'utf8');
    // tRPC is in the bundle (its procedure builder), not left to node_modules...
    expect(bundle).toContain('function createBuilder(');
    expect(bundle).not.toMatch(/from ["']@trpc\/server/);
    // ...compiled from its sources: its dist's helper is nowhere (no other bundled module uses it).
    expect(bundle).not.toContain('_objectSpread2');
  });
});
