// Prints the plain closing line CI reads: "tests: N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.stack/test-results.json';
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
