// Prints the plain closing line CI reads: "tests: N passed, N failed, N skipped", over every
// Vitest JSON report given (the main run and the fuzzing run). Failed tests are listed just above
// it with the start of their messages, so the tail of a long log says what failed and why.
import { existsSync, readFileSync } from 'node:fs';

const files = process.argv.length > 2 ? process.argv.slice(2) : ['.stack/test-results.json'];
const MESSAGE_CHARS = 3_000;
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of files) {
  if (!existsSync(file)) {
    console.error(`test-summary: no report at ${file} (that run did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages ?? []).join('\n').replace(/\x1b\[[0-9;]*m/g, '');
      failures.push(`FAILED ${suite.name}\n  ${test.fullName}\n${message.slice(0, MESSAGE_CHARS)}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).length) {
      failures.push(`FAILED ${suite.name}\n${String(suite.message ?? '').slice(0, MESSAGE_CHARS)}`);
    }
  }
}
for (const failure of failures.slice(0, 10)) console.log(`${failure}\n`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
