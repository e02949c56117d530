/**
 * What the repository promises a newcomer: a README short enough to read, which says what the
 * game is (with a screenshot), how to start and test it, and points at the documents that hold
 * the rest; links between them that lead somewhere; and comments that name concepts, never the
 * numbers of a tracker that is not in the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const readme = read('README.md');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** A heading's anchor as GitHub makes it: lower case, punctuation gone, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings (outside code blocks). */
function anchorsIn(text: string): Set<string> {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '');
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!.trim())));
}

/** The repository's own source and configuration files, outside what is built or installed. */
function sourceFiles(dir = root): string[] {
  const skip = new Set([
    'node_modules',
    'dist',
    '.git',
    '.turbo',
    'test-results',
    'coverage',
    '.stryker-tmp',
    'reports',
    'bench-results',
    'data',
  ]);
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : sourceFiles(join(dir, entry.name));
    return /\.(ts|tsx|js|mjs|cjs|css|md|json|yml|sh)$/.test(entry.name) && entry.name !== 'package-lock.json'
      ? [relative(root, join(dir, entry.name))]
      : [];
  });
}

describe('the repository as a newcomer reads it', () => {
  it('has a README under 250 lines that shows the game and says how to start and test it', () => {
    expect(readme.split('\n').length).toBeLessThan(250);
    const image = /!\[[^\]]+\]\(([^)]+\.png)\)/.exec(readme);
    expect(image, 'a screenshot of the game').not.toBeNull();
    expect(existsSync(join(root, image![1]!))).toBe(true);
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('http://localhost:3000');
    expect(readme).toContain('npm test');
    for (const section of ['quick-start', 'layout', 'configuration', 'tests']) {
      expect(anchorsIn(readme), `a "${section}" section`).toContain(section);
    }
  });

  it('points at the documents that hold production, the benchmarks, the rules and the write path', () => {
    for (const document of ['docs/operations.md', 'docs/benchmarks.md', 'docs/game-rules.md', 'docs/architecture.md']) {
      expect(readme).toContain(`](${document})`);
    }
  });

  it('has no link between its documents that leads nowhere', () => {
    const broken: string[] = [];
    for (const document of documents) {
      const text = read(document);
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const file = path ? join(dirname(document), path) : document;
        if (!existsSync(join(root, file))) broken.push(`${document}: ${target} (no such file)`);
        else if (anchor && file.endsWith('.md') && !anchorsIn(read(file)).has(anchor)) {
          broken.push(`${document}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('names no issue, task or ticket by its number', () => {
    const reference = /\b(?:issue|task|ticket)s? ?#?\d+\b|\(#\d+\)/i;
    const found = sourceFiles()
      .filter((file) => file !== relative(root, fileURLToPath(import.meta.url)))
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, at) => (reference.test(line) ? [`${file}:${at + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
