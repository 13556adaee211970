// Prints the plain closing line CI reads: "tests: N passed, N failed, N skipped", over every
// Vitest JSON report given (the main run and the fuzzing run).
import { existsSync, readFileSync } from 'node:fs';

const files = process.argv.length > 2 ? process.argv.slice(2) : ['.stack/test-results.json'];
let passed = 0;
let failed = 0;
let skipped = 0;
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
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
