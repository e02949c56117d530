// Fails CI when the suite ran nothing, when any test failed, was skipped or left as todo, or when
// a suite is missing: a test file of the repository that no project ran, or a file with engine
// suites (describeEachEngine) that did not run them on both SQLite and MySQL.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const file = process.argv[2] ?? 'test-results/vitest.json';
const report = JSON.parse(readFileSync(file, 'utf8'));
const passed = report.numPassedTests ?? 0;
const failed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);

const skippedTests = [];
for (const suite of report.testResults ?? []) {
  for (const test of suite.assertionResults ?? []) {
    if (test.status === 'skipped' || test.status === 'pending' || test.status === 'todo') {
      skippedTests.push(`${suite.name}: ${test.fullName}`);
    }
  }
}
for (const name of skippedTests) console.error(`skipped: ${name}`);

/** The repository's test files (`*.test.ts`, `*.test.tsx`), relative to its root. */
function testFiles(dir = repoRoot) {
  const skip = new Set(['node_modules', 'dist', '.git', '.turbo', 'test-results', 'coverage', '.stryker-tmp']);
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : testFiles(join(dir, entry.name));
    return /\.test\.tsx?$/.test(entry.name) ? [relative(repoRoot, join(dir, entry.name))] : [];
  });
}

/** The top-level suite titles each reported file ran tests under (a file may be reported once per project). */
const titlesByFile = new Map();
for (const suite of report.testResults ?? []) {
  const name = relative(repoRoot, suite.name);
  const titles = titlesByFile.get(name) ?? new Set();
  for (const test of suite.assertionResults ?? []) titles.add(test.ancestorTitles?.[0] ?? '');
  titlesByFile.set(name, titles);
}

const missing = [];
for (const name of testFiles()) {
  const titles = titlesByFile.get(name);
  if (!titles || titles.size === 0) {
    missing.push(`${name}: not run`);
    continue;
  }
  if (!readFileSync(join(repoRoot, name), 'utf8').includes('describeEachEngine(')) continue;
  // An engine suite's title names its engine (`%s`), in lower case.
  for (const engine of ['sqlite', 'mysql']) {
    if (![...titles].some((title) => title.includes(engine))) missing.push(`${name}: no ${engine} suite ran`);
  }
}
for (const line of missing) console.error(`missing: ${line}`);

console.log(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped, ${missing.length} suites missing`);
if (passed === 0) console.error('No test ran.');
process.exit(passed > 0 && failed === 0 && skipped === 0 && missing.length === 0 ? 0 : 1);
