/**
 * Every route of the route table (routes.ts), one page load each, checked for what every page owes:
 * - it answers 200 with its h1 and a "Page | Polly Dart" title;
 * - it logs no console error and no request fails, the prefetches of links scrolled into view included;
 * - axe finds no violations in the light colour mode, the default (a11y.spec.ts checks the dark one and the
 *   not-found page);
 * - its accessible structure matches the snapshot committed beside this file (routes.spec.ts-snapshots/),
 *   so an upgrade of Docusaurus or React that changes a page's structure fails with a readable diff;
 * - at 320 CSS pixels, the narrowest screen the site supports, with every <details> open, nothing scrolls
 *   sideways: wide tables and figures scroll inside their own box.
 *
 * After a deliberate change of structure, read the diff, then update:
 *   npx playwright test tests/e2e/routes.spec.ts --update-snapshots
 * Never update them to make a failing upgrade pass without reading what changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures';
import {openEveryDetails, sideways, structure, watchProblems} from './route-checks';
import {allRoutes} from './routes';

for (const route of allRoutes) {
  test(`${route}: title and h1, no errors, axe, structure as snapshotted, fits 320 px`, async ({page, axe}) => {
    // axe on the long guides takes a while on a busy two-core machine.
    test.setTimeout(120_000);
    const {problems, settle} = watchProblems(page);
    await page.setViewportSize({width: 1280, height: 900});
    const response = await page.goto(route, {waitUntil: 'networkidle'});
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

    await test.step('title and h1', async () => {
      const h1 = page.locator('h1').first();
      await expect(h1).toBeVisible();
      const heading = (await h1.innerText()).trim();
      expect(heading.length).toBeGreaterThan(0);
      expect(heading).not.toBe('Page Not Found');
      await expect(page).toHaveTitle(/^.+ \| Polly Dart$/);
    });

    await test.step('structure as snapshotted', async () => {
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '--');
      expect.soft(await structure(page, route)).toMatchSnapshot(`${name}.txt`);
    });

    await test.step('no axe violations in light mode', async () => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect.soft(await axe()).toEqual([]);
    });

    await test.step('no console error, no failed request', async () => {
      // Links scrolled into view are prefetched: scroll to the footer and let those requests settle too.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await settle();
      expect.soft(problems).toEqual([]);
    });

    await test.step('fits 320 px with every <details> open', async () => {
      await page.setViewportSize({width: 320, height: 640});
      await openEveryDetails(page);
      expect(await sideways(page)).toEqual({width: 0, culprits: []});
    });
  });
}

test('every page of the sitemap is in the route table, so the checks above cover it', () => {
  const sitemap = path.join(__dirname, '..', '..', 'build', 'sitemap.xml');
  const pages = [...fs.readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    new URL(match[1]).pathname.replace(/(.)\/$/, '$1'),
  );
  expect(pages.length).toBeGreaterThan(30);
  expect(pages.filter((page) => !(allRoutes as readonly string[]).includes(page))).toEqual([]);
});

test.describe('unknown paths', () => {
  for (const route of [
    '/does-not-exist',
    '/strategies/bulkhead',
    '/api/retry-strategy/extra/segments',
    '/blog/authors/maintainers',
  ]) {
    test(`${route} shows the not-found page`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      await expect(page.locator('nav.navbar')).toBeVisible();
    });
  }
});

test("a model's table, wider than the screen, scrolls inside its own box", async ({page}) => {
  await page.setViewportSize({width: 320, height: 640});
  await page.goto('/strategies/hedging');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await openEveryDetails(page);
  const box = await page
    .locator('main details table')
    .first()
    .evaluate((table) => {
      const scroller = table.parentElement!;
      return {
        wider: scroller.scrollWidth > scroller.clientWidth,
        overflowX: getComputedStyle(scroller).overflowX,
        focusable: scroller.tabIndex === 0,
      };
    });
  expect(box).toEqual({wider: true, overflowX: 'auto', focusable: true});
});
