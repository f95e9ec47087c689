import fs from 'node:fs';
import os from 'node:os';
import {defineConfig, devices} from '@playwright/test';
import type {BuildOptions} from './tests/e2e/fixtures';

// Browser tests in Debian's Chromium (no test tool downloads a browser): its headless shell
// (`apt-get install chromium-headless-shell`), the same engine and version as `chromium` without the browser
// around it, as Playwright's own headless default is; `/usr/bin/chromium` where the shell is not installed, or
// CHROMIUM_PATH. Pages hydrate in about half the time, and 29 tests run alternately in each took 85 s against 140
// (medians of 5; bench/README.md, "The headless shell"). As three projects, each against its own server:
// - embedded: every spec but the two below, against build/ (`npm test` builds it with E2E_CRASH_PROBE=1)
//   served as a static host serves it, on E2E_PORT (default 3210). build/ is taken to be built with the
//   ACCELERATORS of the environment (every accelerator when unset): a spec named after an accelerator
//   (islands.spec.ts, paint-first.spec.ts, islands-code-blocks.spec.ts) skips itself when it is off, so
//   `ACCELERATORS=off npx docusaurus build && ACCELERATORS=off npx playwright test --project=embedded`
//   runs every other spec on the site without accelerators (the `accelerators` job of .github/workflows/ci.yml);
// - hosted: tests/e2e/search-hosted.spec.ts, against build-hosted/ (`npm run build:hosted-test`, test
//   Algolia credentials) on E2E_PORT + 1000; skipped when that build is missing;
// - off: accelerators-off.spec.ts against build-off/ (`ACCELERATORS=off npx docusaurus build --out-dir build-off`)
//   on E2E_PORT + 2000; skipped when that build is missing. The route suite (routes.spec.ts, in embedded) checks
//   each route on build-off/ too when it exists, on a second load in the same test (`offOrigin`): the same checks,
//   the structure and the API links equal to build/'s, and the first-load JavaScript ratio between the two.
// One project: `npx playwright test --project=embedded`; one spec: `npx playwright test tests/e2e/<spec>`.
const port = Number(process.env.E2E_PORT ?? 3210);
const hostedDir = 'build-hosted';
const hostedPort = port + 1000;
const offDir = 'build-off';
const offPort = port + 2000;
// Read by tests/e2e/search-hosted.spec.ts.
process.env.E2E_HOSTED_PORT = String(hostedPort);
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

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

export default defineConfig<BuildOptions>({
  testDir: './tests/e2e',
  // One snapshot per route for every platform (no platform suffix): any build the route suite runs on, with
  // or without accelerators, must match the same file.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
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
      use: {
        ...chromium,
        baseURL: `http://127.0.0.1:${port}`,
        accelerators: process.env.ACCELERATORS ?? '',
        offOrigin: fs.existsSync(`${offDir}/index.html`) ? `http://127.0.0.1:${offPort}` : undefined,
      },
    },
    {name: 'hosted', testMatch: hostedSpec, use: {...chromium, baseURL: `http://127.0.0.1:${hostedPort}`}},
    {
      name: 'off',
      testMatch: offSpec,
      use: {...chromium, baseURL: `http://127.0.0.1:${offPort}`, accelerators: 'off'},
    },
  ],
  webServer: [
    staticServer('build', port),
    ...(fs.existsSync(hostedDir) ? [staticServer(hostedDir, hostedPort)] : []),
    ...(fs.existsSync(offDir) ? [staticServer(offDir, offPort)] : []),
  ],
});
