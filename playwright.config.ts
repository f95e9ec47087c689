import fs from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

// Browser tests run against the production build served on 127.0.0.1, in
// Debian's Chromium; no test tool downloads a browser of its own.
const port = Number(process.env.E2E_PORT ?? 3210);
// Hosted-mode search tests run against a second build made with test Algolia
// credentials (`npm run build:hosted-test`), served on its own port.
const hostedDir = 'build-hosted';
const hostedPort = Number(process.env.E2E_HOSTED_PORT ?? port + 1000);
process.env.E2E_HOSTED_PORT = String(hostedPort);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  // Playwright empties its output folder on start: keep it apart from the unit test report in test-results/.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
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
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve.ts --host 127.0.0.1 --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(fs.existsSync(hostedDir)
      ? [
          {
            command: `npx tsx scripts/serve.ts --host 127.0.0.1 --port ${hostedPort} --dir ${hostedDir}`,
            url: `http://127.0.0.1:${hostedPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
