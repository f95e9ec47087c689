#!/usr/bin/env bash
# Runs every check of the project in order and ends with the ten slowest browser tests, the time the browser
# tests and the whole run took, and one line "N passed, N failed" that sums the unit and browser tests.
#   lint (ESLint, stylelint) -> format check (Prettier) -> knip (unused files,
#   exports, dependencies) -> typecheck -> spelling (cspell, docs/ and blog/)
#   -> content checks (npm run check:content) -> seams (npm run seams: copied
#   files against their originals) -> unit tests (jest)
#   -> production build -> hosted-search test build (build-hosted/, test
#   Algolia credentials) -> the build without accelerators (build-off/,
#   ACCELERATORS=off) -> browser tests (Playwright)
set -uo pipefail
cd "$(dirname "$0")/.."
# Read by scripts/lib/summarise-tests.mjs, which prints how long the whole run took.
export TEST_ALL_STARTED="$(date +%s)"
mkdir -p test-results
status=0

# Each step's heading says how far into the run it starts, so the log shows what each step took.
step() { echo; echo "=== $* (at $(( $(date +%s) - TEST_ALL_STARTED )) s)"; }

step "lint"
npm run --silent lint || status=1

step "format check"
npm run --silent format:check || status=1

step "unused files, exports and dependencies (knip)"
npm run --silent knip || status=1

step "typecheck"
npx tsc || status=1

step "spelling"
npm run --silent spell || status=1

step "content checks (Dart samples, imports, options tables, word minimums)"
npm run --silent check:content || status=1

step "seams (seams.ts against the installed packages; copied files against their originals)"
npm run --silent seams || status=1

step "unit tests"
npx jest --ci --maxWorkers=2 --json --outputFile=test-results/unit.json || status=1

step "build (the production build plus the crash probe the browser tests arm)"
if ! E2E_CRASH_PROBE=1 npx docusaurus build; then
  echo "The build failed: browser tests cannot run." >&2
  status=1
else
  step "hosted-search build (for tests/e2e/search-hosted.spec.ts)"
  rm -rf build-hosted
  npm run --silent build:hosted-test || status=1
  step "the build without accelerators (tests/e2e/routes.spec.ts loads every route from it too; the off project: tests/e2e/accelerators-off.spec.ts)"
  rm -rf build-off
  ACCELERATORS=off npx docusaurus build --out-dir build-off || status=1
  step "browser tests"
  npx playwright test || status=1
fi

node scripts/lib/summarise-tests.mjs test-results/unit.json test-results/e2e.json || status=1
exit $status
