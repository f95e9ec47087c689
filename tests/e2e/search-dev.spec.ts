/**
 * Search under `npm start`: starts the development server (on E2E_DEV_PORT,
 * default E2E_PORT + 100) and searches from the modal. The first request for
 * the index builds the site once in the background, hence the long timeout.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {expect, test} from './fixtures';
import {gotoHydrated, openSearch, searchInput} from './search-helpers';

const devPort = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 100);
const devBase = `http://127.0.0.1:${devPort}`;
let server: ChildProcess | undefined;

test.describe.configure({mode: 'serial', timeout: 300_000});
test.use({baseURL: devBase});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const cli = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin/docusaurus.mjs');
  // A process group of its own, so that stopping it also stops the build it may be running.
  server = spawn(process.execPath, [cli, 'start', '--port', String(devPort), '--host', '127.0.0.1', '--no-open'], {
    detached: true,
    stdio: 'ignore',
  });
  await expect(async () => {
    expect((await fetch(`${devBase}/intro`)).status).toBe(200);
  }).toPass({timeout: 170_000, intervals: [1000]});
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('searches from the modal under npm start @dev', async ({page}) => {
  await gotoHydrated(page, '/intro');
  await openSearch(page);
  await searchInput(page).fill('retry');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible({timeout: 240_000});
  const href = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
  expect(href).toMatch(/^\//);
});
