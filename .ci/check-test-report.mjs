// Fails CI when the suite ran nothing, or when any test failed, was skipped or left as todo.
import { readFileSync } from 'node:fs';

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

console.log(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0) console.error('No test ran.');
process.exit(passed > 0 && failed === 0 && skipped === 0 ? 0 : 1);
