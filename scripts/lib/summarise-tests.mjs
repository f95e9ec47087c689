// Prints "N passed, N failed" for the jest and Playwright JSON reports given
// as arguments. A missing report counts as one failure, so a step that did not
// run can never look green.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.error(`No test report at ${file}: counted as a failure.`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    // jest
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += report.numPendingTests;
  } else if (report.stats) {
    // Playwright: flaky tests passed on retry
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
