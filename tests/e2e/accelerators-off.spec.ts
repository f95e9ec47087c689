/**
 * The site built with ACCELERATORS=off (build-off/, the `off` project of playwright.config.ts): the same site on
 * Docusaurus's and React's public behaviour alone. When a release breaks an accelerator, the maintainer turns it
 * off and ships this build (CONTRIBUTING, "Upgrading dependencies"), so it must keep every route and behaviour.
 * Every route gets the checks of the build with accelerators, on its one load, in routes.spec.ts (each route's
 * test loads it from build-off/ too, against the same structure, and compares the first-load JavaScript); here, in
 * `npm test`, navigation, search, figures, the playground, code blocks, colour modes and the blog work. The
 * `accelerators` job of .github/workflows/ci.yml runs every spec not named after an accelerator on this build.
 */
import fs from 'node:fs';
import {expect, test, type Page} from './fixtures';
import {panel} from './models-helpers';
import {openSearch, searchInput} from './search-helpers';

test.skip(
  !fs.existsSync('build-off/index.html'),
  'no build-off/: build it with `ACCELERATORS=off npx docusaurus build --out-dir build-off` (npm test does)',
);

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

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
