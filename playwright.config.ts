import fs from 'node:fs';
import os from 'node:os';
import {defineConfig, devices} from '@playwright/test';

// Browser tests in Debian's Chromium (no test tool downloads a browser), as three projects, each against
// its own server:
// - embedded: every spec but the two below, against build/ (`npm test` builds it with E2E_CRASH_PROBE=1)
//   served as a static host serves it, on E2E_PORT (default 3210);
// - hosted: tests/e2e/search-hosted.spec.ts, against build-hosted/ (`npm run build:hosted-test`, test
//   Algolia credentials) on E2E_PORT + 1000; skipped when that build is missing;
// - off: tests/e2e/accelerators-off.spec.ts, against build-off/ (`ACCELERATORS=off npx docusaurus build
//   --out-dir build-off`) on E2E_PORT + 2000, comparing it with build/; skipped when that build is missing.
// One project: `npx playwright test --project=embedded`; one spec: `npx playwright test tests/e2e/<spec>`.
const port = Number(process.env.E2E_PORT ?? 3210);
const hostedDir = 'build-hosted';
const hostedPort = port + 1000;
const offDir = 'build-off';
const offPort = port + 2000;
// Read by tests/e2e/search-hosted.spec.ts and tests/e2e/accelerators-off.spec.ts.
process.env.E2E_HOSTED_PORT = String(hostedPort);
process.env.E2E_ON_ORIGIN = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

const staticServer = (dir: string, onPort: number) => ({
  command: `npx tsx scripts/serve.ts --host 127.0.0.1 --port ${onPort} --dir ${dir}`,
  url: `http://127.0.0.1:${onPort}/`,
  // Never reuse a server already on the port: one left running by an interrupted run, or started in another
  // clone, serves another tree's build, and the tests would pass or fail on it. A busy port stops the run instead.
  reuseExistingServer: false,
  timeout: 60_000,
});

const hostedSpec = /search-hosted\.spec\.ts$/;
const offSpec = /accelerators-off\.spec\.ts$/;

export default defineConfig({
  testDir: './tests/e2e',
  // Playwright empties its output folder on start: keep it apart from the unit test report in test-results/.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a two-core machine. The pages are served as static
  // files, so each core can drive its own browser.
  workers: Math.max(2, os.availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  timeout: 30_000,
  // Recording a trace of every test costs about an eighth of the browser tests' time (a11y and figures specs:
  // 234 s with, 205 s without). A failing test retried in CI is traced; locally, rerun it with `--trace on`.
  use: {trace: 'on-first-retry'},
  projects: [
    {
      name: 'embedded',
      testIgnore: [hostedSpec, offSpec],
      use: {...chromium, baseURL: `http://127.0.0.1:${port}`},
    },
    {name: 'hosted', testMatch: hostedSpec, use: {...chromium, baseURL: `http://127.0.0.1:${hostedPort}`}},
    {name: 'off', testMatch: offSpec, use: {...chromium, baseURL: `http://127.0.0.1:${offPort}`}},
  ],
  webServer: [
    staticServer('build', port),
    ...(fs.existsSync(hostedDir) ? [staticServer(hostedDir, hostedPort)] : []),
    ...(fs.existsSync(offDir) ? [staticServer(offDir, offPort)] : []),
  ],
});
