import {test, expect, type Page} from './fixtures';

// The crash probe (src/components/CrashProbe) throws inside the layout's error
// boundary while local storage holds its key. It is mounted only in a build
// made with E2E_CRASH_PROBE=1, the build `npm test` makes for these tests.
const probeKey = 'polly-dart.crash-probe';

const arm = (page: Page) => page.evaluate((key) => localStorage.setItem(key, '1'), probeKey);
const disarm = (page: Page) => page.evaluate((key) => localStorage.removeItem(key), probeKey);

for (const route of ['/intro', '/blog/introducing-polly-dart', '/playground']) {
  test(`${route}: a throwing component shows the crash page, and Try again recovers`, async ({page}) => {
    await page.goto(route);
    const heading = await page.getByRole('heading', {level: 1}).first().innerText();
    await arm(page);
    await page.reload();

    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(
      page.getByText(`Crash probe: this page threw on purpose because local storage holds "${probeKey}"`),
    ).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await expect(page.getByRole('heading', {level: 1, name: heading})).toHaveCount(0);

    // Still armed: trying again crashes again.
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();

    await disarm(page);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });
}

test('the probe is not a route and stays quiet when unarmed', async ({page}) => {
  const response = await page.goto('/crash-probe');
  expect(response?.status()).toBe(404);
  await page.goto('/intro');
  await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});
