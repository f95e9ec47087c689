// Prints, for the jest and Playwright JSON reports given as arguments: the ten slowest browser tests and the
// time the browser tests took (and `npm test` as a whole, when scripts/test-all.sh passes its start in
// TEST_ALL_STARTED, seconds since the epoch), then, as the last line, "N passed, N failed, N skipped". A
// missing report counts as one failure, so a step that did not run can never look green.
import fs from 'node:fs';

const SLOWEST = 10;

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

/** 75 s -> "1 min 15 s". */
function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** Every test of a Playwright JSON report: its file and title path, and its attempts' durations. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        tests.push({
          name: [spec.file, ...titles, spec.title].join(' › '),
          durations: test.results.map((result) => result.duration),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top suites are the spec files, whose title is the file's name.
  for (const suite of report.suites ?? []) walk(suite, []);
  return tests;
}

/** The lines that show where the browser tests' time went. */
function browserTimes(report) {
  const tests = playwrightTests(report);
  const slowest = tests
    .map((test) => ({...test, longest: Math.max(0, ...test.durations)}))
    .sort((a, b) => b.longest - a.longest)
    .slice(0, SLOWEST);
  return [
    `The ${slowest.length} slowest browser tests (the longest attempt of each):`,
    ...slowest.map(
      (test) =>
        `${`${(test.longest / 1000).toFixed(1)} s`.padStart(8)}  ${test.name}` +
        (test.durations.length > 1 ? ` (${test.durations.length} attempts)` : ''),
    ),
    `Browser tests: ${tests.length} in ${formatDuration(report.stats.duration)}.`,
  ];
}

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
    lines.push('', ...browserTimes(report));
  }
}

const started = Number(process.env.TEST_ALL_STARTED);
if (started > 0) lines.push(`npm test: ${formatDuration(Date.now() - started * 1000)} in all.`);
for (const line of lines) console.log(line);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
