/**
 * Docusaurus's base URL banner (`baseUrlIssueBanner`, on as Docusaurus ships
 * it): a build made for `/` but served under `/docs/` cannot load its
 * scripts and styles, and its home page shows the red banner that suggests
 * `/docs/` as the base URL. Served where it was built for, the banner stays
 * hidden. Plain Playwright (not ./fixtures): that page never hydrates.
 */
import {expect, test} from '@playwright/test';

const BANNER = '#__docusaurus-base-url-issue-banner';

test('served under /docs/ while built for /, the home page shows the red banner suggesting /docs/', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  // The host has the build only under /docs/: every other path is missing, as on a misconfigured host.
  await page.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (!url.pathname.startsWith('/docs/')) {
      await route.fulfill({status: 404, contentType: 'text/plain', body: 'Not found'});
      return;
    }
    url.pathname = url.pathname.slice('/docs'.length);
    await route.fulfill({response: await route.fetch({url: url.toString()})});
  });
  await page.goto(`${origin}/docs/`);
  const banner = page.locator(BANNER);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('did not load properly');
  await expect(banner.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/docs/');
});

test('served where it was built for, the home page shows no banner', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator(BANNER)).toBeHidden();
});
