/**
 * The site built with ACCELERATORS=off (build-off/, the `off` project of playwright.config.ts): the same site on
 * Docusaurus's and React's public behaviour alone. When a release breaks an accelerator, the maintainer turns it
 * off and ships this build (CONTRIBUTING, "Upgrading dependencies"), so it must keep every route and behaviour:
 * - every route of the route table answers 200 with its h1 and its title, and logs no error;
 * - the first-load JavaScript of the site with its accelerators, on every route, stays within the budget ratio to
 *   this build (bench/budgets.json, `pages.firstLoadJsRatio`): bytes, measured the same way for both
 *   (scripts/lib/first-load.ts), so the check holds on any machine;
 * - the links of the names in the code samples, the pub.dev links and the names' cards are the same, count for
 *   count, as with the accelerators (linkCounts, on the same two loads);
 * - navigation, search, figures, the playground, code blocks, colour modes and the blog work.
 */
import fs from 'node:fs';
import type {Browser} from '@playwright/test';
import {watchFirstLoad} from '../../scripts/lib/first-load';
import budgets from '../../bench/budgets.json';
import {expect, test, type Page} from './fixtures';
import {panel} from './models-helpers';
import {linkCounts, watchProblems, type LinkCounts} from './route-checks';
import {allRoutes} from './routes';
import {openSearch, searchInput} from './search-helpers';

test.skip(
  !fs.existsSync('build-off/index.html'),
  'no build-off/: build it with `ACCELERATORS=off npx docusaurus build --out-dir build-off` (npm test does)',
);

const maxRatio = budgets.pages.firstLoadJsRatio.max;
/** The build with every accelerator, served by the `embedded` project's server. */
const onOrigin = process.env.E2E_ON_ORIGIN ?? 'http://127.0.0.1:3210';

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

/**
 * The sample links of the names, the pub.dev links and the names' cards are the same, count for count, as with the
 * accelerators: none of them depends on one (plugins/dart-links). The counts go into the report's
 * annotations (`links`).
 */
async function sameLinks(page: Page, route: string, onLinks: LinkCounts): Promise<void> {
  const offLinks = await linkCounts(page);
  test.info().annotations.push({type: 'links', description: JSON.stringify({route, on: onLinks, off: offLinks})});
  expect.soft(offLinks, `${route}: API links and cards without accelerators, against with them`).toEqual(onLinks);
  expect.soft(offLinks.cards, `${route}: every entry the names link to has its card`).toBe(offLinks.targets);
  if (offLinks.sampleApiLinks > 0) expect.soft(offLinks.firstCardOpens, `${route}: a name opens its card`).toBe(true);
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

for (const route of allRoutes) {
  test(`${route}: title and h1, no errors, first-load JS with accelerators at most ${maxRatio} of this`, async ({
    page,
    browser,
  }) => {
    const {problems, settle} = watchProblems(page);
    const {firstLoad} = await watchFirstLoad(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const h1 = page.locator('h1').first();
    await expect(h1).toBeVisible();
    await expect(h1).not.toHaveText('Page Not Found');
    await expect(page).toHaveTitle(/^.+ \| Polly Dart$/);

    const off = (await firstLoad()).byKind.js.gzip;
    const {js: on, links: onLinks} = await firstLoadJs(browser, onOrigin + route);
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

    await sameLinks(page, route, onLinks);
    await settle();
    expect(problems).toEqual([]);
  });
}

test('a link navigates in place', async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
  await page.locator('article a[href="/strategies/retry"]').first().click();
  await expect(page).toHaveURL(/\/strategies\/retry$/);
  await expect(page.locator('h1')).toHaveText('Retry');
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
});

test('search: the modal finds a page and opens it; /search lists results', async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
  await openSearch(page);
  await searchInput(page).fill('circuit breaker');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page.locator('h1')).toBeVisible();
  await expect(page).not.toHaveURL(/\/intro$/);

  await page.goto('/search?q=timeout');
  await expect(page.locator('main article').first()).toBeVisible();
});

test('figures: a diagram is drawn and a simulator runs', async ({page}) => {
  await page.goto('/strategies/circuit-breaker');
  await hydrated(page);
  await expect(page.locator('figure[data-diagram="circuit-states"] svg')).toBeVisible();
  const breaker = panel(page, 'Circuit breaker simulator');
  await breaker.getByRole('button', {name: 'Send a failure'}).click();
  await expect(breaker.getByTestId('breaker-window')).toContainText('1 calls, 1 failures');
});

test('the decision guide and the playground composer work', async ({page}) => {
  await page.goto('/strategies/overview');
  await hydrated(page);
  const guide = panel(page, 'Decision guide');
  await guide.getByLabel('The network is flaky: calls fail now and then and work a moment later').check();
  await expect(guide.getByTestId('decision-result')).toContainText('Retry');
  await guide.getByTestId('decision-playground').click();
  await expect(page).toHaveURL(/\/playground\?pipeline=/);
  const composer = panel(page, 'Pipeline composer');
  await expect(composer.getByTestId('pipeline-code')).toContainText('ResiliencePipelineBuilder()');
});

test('code blocks are highlighted in both colour modes and copy their code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/strategies/retry');
  await hydrated(page);
  const block = page.locator('article .theme-code-block').first();
  const keyword = block.locator('.token.keyword').first();
  const light = await keyword.evaluate((element) => getComputedStyle(element).color);
  await page.getByRole('button', {name: /dark mode|light mode|system mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => keyword.evaluate((element) => getComputedStyle(element).color)).not.toBe(light);
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  expect(words(await page.evaluate(() => navigator.clipboard.readText()))).toBe(
    words(await block.locator('pre').innerText()),
  );
});

test('the blog lists its posts and opens one', async ({page}) => {
  await page.goto('/blog');
  await hydrated(page);
  const post = page.locator('article h2 a').first();
  const title = (await post.innerText()).trim();
  await post.click();
  await expect(page.locator('h1')).toHaveText(title);
});
