/**
 * Every route of the route table (routes.ts), one page load each, checked for what every page owes:
 * - it answers 200 with its h1 and a "Page | Polly Dart" title;
 * - it logs no console error and no request fails, the prefetches of links scrolled into view included;
 * - its accessible structure matches the snapshot committed beside this file (routes.spec.ts-snapshots/),
 *   so an upgrade of Docusaurus or React that changes a page's structure fails with a readable diff;
 * - with every <details> open (the models' tables of numbers among them), axe finds no violations in the
 *   light colour mode, the default, nor in the dark one after the reader switches to it;
 * - at 320 CSS pixels, the narrowest screen the site supports, nothing scrolls sideways: wide tables and
 *   figures scroll inside their own box.
 * The not-found page passes axe in both modes too (below).
 *
 * Both builds run these checks, each on its one load of each route (playwright.config.ts): build/, with its
 * accelerators (project `embedded`), and build-off/, ACCELERATORS=off (project `off`), against the same
 * snapshot files, so a structure that differs between them fails. On the build without accelerators, the same
 * load also measures the first-load JavaScript, which with the accelerators (one more cold load of build/,
 * until hydration only) stays within the budget ratio to it (bench/budgets.json, `pages.firstLoadJsRatio`):
 * bytes, measured the same way for both (scripts/lib/first-load.ts), so the check holds on any machine.
 *
 * After a deliberate change of structure, read the diff, then update:
 *   npx playwright test tests/e2e/routes.spec.ts --update-snapshots
 * Never update them to make a failing upgrade pass without reading what changed.
 */
import fs from 'node:fs';
import type {Browser} from '@playwright/test';
import budgets from '../../bench/budgets.json';
import {watchFirstLoad} from '../../scripts/lib/first-load';
import {expect, switchTheme, test, THEMES} from './fixtures';
import {linkCounts, openEveryDetails, sideways, structure, watchProblems, type LinkCounts} from './route-checks';
import {allRoutes} from './routes';

const maxRatio = budgets.pages.firstLoadJsRatio.max;

// The `off` project (the only one comparing with another build) runs when build-off/ exists.
test.skip(
  ({acceleratedOrigin}) => acceleratedOrigin !== undefined && !fs.existsSync('build-off/index.html'),
  'no build-off/: build it with `ACCELERATORS=off npx docusaurus build --out-dir build-off` (npm test does)',
);

/** Gzip bytes of the JavaScript `url` loads before it has hydrated, on a cold cache; then its API links (linkCounts). */
async function firstLoadJs(browser: Browser, url: string): Promise<{js: number; links: LinkCounts}> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const {firstLoad} = await watchFirstLoad(page);
    await page.goto(url, {waitUntil: 'commit'});
    const js = (await firstLoad()).byKind.js.gzip;
    return {js, links: await linkCounts(page)};
  } finally {
    await context.close();
  }
}

for (const route of allRoutes) {
  test(`${route}: title and h1, no errors, structure as snapshotted, axe in both modes, fits 320 px`, async ({
    page,
    axe,
    browser,
    acceleratedOrigin,
  }) => {
    // axe checks the contrast of every token of every code block: on the long guides, twice, that takes a while
    // on a busy two-core machine.
    test.setTimeout(120_000);
    const {problems, settle} = watchProblems(page);
    const firstLoad = acceleratedOrigin ? (await watchFirstLoad(page)).firstLoad : null;
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

    let acceleratedLinks: LinkCounts | null = null;
    if (firstLoad && acceleratedOrigin) {
      await test.step(`first-load JavaScript with accelerators at most ${maxRatio} of this`, async () => {
        const off = (await firstLoad()).byKind.js.gzip;
        const {js: on, links} = await firstLoadJs(browser, acceleratedOrigin + route);
        acceleratedLinks = links;
        expect(off, 'the page loaded no JavaScript before it hydrated').toBeGreaterThan(0);
        const ratio = Math.round((on / off) * 1000) / 1000;
        expect
          .soft(
            ratio,
            `${route} loads ${(on / 1000).toFixed(1)} KB gzip of JavaScript before it hydrates with its accelerators, ` +
              `${(off / 1000).toFixed(1)} KB without: a ratio of ${ratio} (budget ${maxRatio}, bench/budgets.json). ` +
              'List the scripts with FIRST_LOAD_DEBUG=1 `npm run bench`.',
          )
          .toBeLessThanOrEqual(maxRatio);
      });
    }

    await test.step('structure as snapshotted', async () => {
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '--');
      expect.soft(await structure(page, route)).toMatchSnapshot(`${name}.txt`);
    });

    await test.step('the names in the samples link to the API and open their cards; the same counts in both builds', async () => {
      const links = await linkCounts(page);
      test.info().annotations.push({type: 'links', description: JSON.stringify({route, links, acceleratedLinks})});
      expect.soft(links.cards, `${route}: every entry the names link to has its card`).toBe(links.targets);
      if (links.sampleApiLinks > 0) expect.soft(links.firstCardOpens, `${route}: a name opens its card`).toBe(true);
      if (acceleratedLinks)
        expect
          .soft(links, `${route}: API links and cards without accelerators, against with them`)
          .toEqual(acceleratedLinks);
    });

    await openEveryDetails(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const theme of THEMES) {
      await test.step(`no axe violations in ${theme} mode, every <details> open`, async () => {
        await switchTheme(page, theme);
        expect.soft(await axe()).toEqual([]);
      });
    }

    await test.step('links scrolled into view are prefetched', async () => {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await settle();
    });

    await test.step('fits 320 px', async () => {
      await page.setViewportSize({width: 320, height: 640});
      expect.soft(await sideways(page)).toEqual({width: 0, culprits: []});
    });

    await test.step('no console error, no failed request, the prefetches included', async () => {
      expect.soft(problems).toEqual([]);
    });
  });
}

test('every page of the sitemap is in the route table, so the checks above cover it', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    new URL(match[1]).pathname.replace(/(.)\/$/, '$1'),
  );
  expect(pages.length).toBeGreaterThan(30);
  expect(pages.filter((page) => !(allRoutes as readonly string[]).includes(page))).toEqual([]);
});

test.describe('unknown paths', () => {
  // The first two are also checked with axe in both colour modes: the plain not-found page, and one that suggests
  // pages (the guides of the strategies that exist) in a list of links.
  const routes = [
    '/does-not-exist',
    '/strategies/bulkhead',
    '/api/retry-strategy/extra/segments',
    '/blog/authors/maintainers',
  ];
  const withAxe = routes.slice(0, 2);
  for (const route of routes) {
    test(`${route} shows the not-found page${withAxe.includes(route) ? ', with no axe violations in either mode' : ''}`, async ({
      page,
      axe,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      await expect(page.locator('nav.navbar')).toBeVisible();
      if (!withAxe.includes(route)) return;
      if (route !== routes[0]) {
        await expect(page.getByRole('heading', {level: 2, name: 'Perhaps you were looking for'})).toBeVisible();
      }
      for (const theme of THEMES) {
        await switchTheme(page, theme);
        expect.soft(await axe(), theme).toEqual([]);
      }
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

// The axe checks above only mean something if axe, as the fixture runs it, reports what it finds.
test('axe as the specs run it reports a button without a name', async ({hydratedPage, axe}) => {
  const page = await hydratedPage('/');
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
  expect(await axe('main')).toEqual([expect.stringMatching(/^button-name: /)]);
});
