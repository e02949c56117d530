/**
 * main.tsx imports Mantine's styles per component, not the whole sheet: every Mantine component
 * the client uses must have its stylesheet imported there, or it renders unstyled.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const clientSrc = fileURLToPath(new URL('.', import.meta.url));
const stylesDir = fileURLToPath(new URL('../../node_modules/@mantine/core/styles', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Names imported from '@mantine/core' anywhere in the client. */
function mantineImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(clientSrc)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
    )) {
      for (const name of match[1]!.split(',')) {
        const bare = name
          .replace(/^\s*type\s+/, '')
          .trim()
          .split(/\s+as\s+/)[0];
        if (bare) names.add(bare);
      }
    }
  }
  return names;
}

describe("main.tsx's Mantine styles", () => {
  const main = readFileSync(join(clientSrc, 'main.tsx'), 'utf8');

  it('import the stylesheet of every Mantine component the client uses', () => {
    const used = [...mantineImports()].filter((name) => existsSync(join(stylesDir, `${name}.css`)));
    expect(used).toContain('Button');
    const missing = used.filter((name) => !main.includes(`'@mantine/core/styles/${name}.css'`));
    expect(missing).toEqual([]);
  });

  it('import the global styles first, and not the whole sheet', () => {
    const imports = [...main.matchAll(/import '(@mantine\/core\/styles[^']*)'/g)].map((m) => m[1]);
    expect(imports.slice(0, 3)).toEqual([
      '@mantine/core/styles/baseline.css',
      '@mantine/core/styles/default-css-variables.css',
      '@mantine/core/styles/global.css',
    ]);
    expect(imports).not.toContain('@mantine/core/styles.css');
  });
});
