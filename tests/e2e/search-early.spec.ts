/**
 * The search-early accelerator (plugins/search/early): `/search?q=…` opened from the server paints its
 * first rows before the page's scripts run, the same rows the page then renders itself. The moment before
 * the page's scripts is held open here by keeping its main script back until the test lets it go.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {engineFromIndex} from '../../plugins/search/client/engine';
import {expect, onlyWithAccelerator, test} from './fixtures';

onlyWithAccelerator('search-early');

const BUILD = path.resolve('build');
const SEAM_INDEX =
  "seam search-early-minisearch-index: the prebuilt index no longer loads into MiniSearch as the engine expects (its private _index); compare plugins/search/client/engine.ts's loadIndex with the installed MiniSearch's loadJS";
const SEAM_KEEP =
  "seam search-early-keep-server-html: React no longer keeps the search page's early blocks through hydration; see useEarlyRows.ts";

/** Holds back the page's main script until `release` is called. */
async function holdMainScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/main.*.js', async (route: Route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({response});
  });
  return release;
}

/** Counts the requests whose path ends with each of `names`. */
function countRequests(page: Page, names: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    for (const name of names) if (pathname.endsWith(name) || pathname.includes(`/${name}`)) counts[name] += 1;
  });
  return counts;
}

const results = (page: Page) => page.locator('main > div:has(> article)');
const count = (page: Page) => page.locator('main .row > .col--8').first();

/** Opens /search?q=… with the main script held; returns the early rows, count and input as painted, then lets the page run. */
async function earlyThenOwn(page: Page, query: string, {failedLoadsExpected = false} = {}) {
  // Neither the hand-over nor React's hydration of the kept blocks may report anything.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (failedLoadsExpected && message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  const release = await holdMainScript(page);
  await page.goto(`/search?q=${encodeURIComponent(query)}`, {waitUntil: 'commit'});
  await expect(page.locator('[data-search-early="painted"] article').first(), SEAM_KEEP).toBeVisible();
  expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');
  const early = {
    rows: await results(page).innerHTML(),
    count: await count(page).innerText(),
    input: await page.locator('main form input[type="search"]').inputValue(),
  };
  release();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('[data-search-status="done"]')).toBeAttached();
  await expect(page.locator('[data-search-early]'), SEAM_KEEP).toHaveCount(0);
  expect(problems).toEqual([]);
  const own = {
    rows: await results(page).innerHTML(),
    count: await count(page).innerText(),
    input: await page.locator('main form input[type="search"]').inputValue(),
  };
  return {early, own};
}

test.describe('search-early', () => {
  for (const query of ['retry with backoff', 'ResilienceContext', 'cache for half an hour', 'the']) {
    test(`paints the rows of "${query}" before the page's scripts run, the rows the page then renders`, async ({
      page,
    }) => {
      const {early, own} = await earlyThenOwn(page, query);
      expect(early.rows).toContain('<article');
      expect(early.rows).toBe(own.rows);
      expect(early.count).toMatch(/^(One document|\d+ documents) found$/);
      expect(early.count).toBe(own.count);
      expect(early.input).toBe(query);
      expect(own.input).toBe(query);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${query}"`);
    });
  }

  test('downloads the index once: the page searches with the engine the early script built', async ({page}) => {
    const requests = countRequests(page, ['search-index.json', 'search-engine.json', 'search-early.']);
    await page.goto('/search?q=circuit%20breaker');
    await expect(page.locator('[data-search-status="done"]')).toBeAttached();
    await expect(page.locator('main article').first()).toBeVisible();
    // A second query, typed, is answered by the same engine.
    await page.locator('main form input[type="search"]').fill('hedging delay');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "hedging delay"');
    await expect(page.locator('main article').first()).toBeVisible();
    expect(requests).toEqual({'search-index.json': 1, 'search-engine.json': 1, 'search-early.': 1});
  });

  test('starts nothing on a page other than /search?q=…', async ({page}) => {
    const requests = countRequests(page, ['search-index.json', 'search-engine.json', 'search-early.']);
    for (const address of ['/search', '/search?q=', '/strategies/retry?q=retry']) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    }
    expect(requests).toEqual({'search-index.json': 0, 'search-engine.json': 0, 'search-early.': 0});
    // A query without a letter or digit finds nothing: the page warms its own search up, but nothing early starts.
    await page.goto('/search?q=%3F%21');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(requests['search-engine.json'] + requests['search-early.']).toBe(0);
    expect(await page.evaluate(() => '__pollySearchEarly' in window)).toBe(false);
  });

  test('paints a hostile query as text, before the page runs and after', async ({page}) => {
    await page.addInitScript(() => {
      (window as unknown as {qqzx: () => void; hostileRan: number}).hostileRan = 0;
      (window as unknown as {qqzx: () => void}).qqzx = () => {
        (window as unknown as {hostileRan: number}).hostileRan += 1;
      };
    });
    const query = 'retry <img src=x onerror="qqzx()"> "<b>"';
    const {early, own} = await earlyThenOwn(page, query);
    expect(early.rows).toBe(own.rows);
    expect(early.input).toBe(query);
    await expect(page.locator('main article img, main article b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {hostileRan: number}).hostileRan)).toBe(0);
  });

  test('the rows typed after the early ones are the page’s own, and a new query replaces them', async ({page}) => {
    await earlyThenOwn(page, 'retry');
    await page.locator('main form input[type="search"]').fill('rate limiter queue');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "rate limiter queue"');
    await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /rate-limiter/);
  });

  test.describe('when something fails', () => {
    test('without the prebuilt index (missing, or not what it should be), builds the engine and paints the same rows', async ({
      page,
    }) => {
      for (const answer of [
        {status: 404, body: 'Not found'},
        {status: 200, body: '{"format":"polly-minisearch-1"'},
      ]) {
        await page.unroute('**/search-engine.json');
        await page.route('**/search-engine.json', (route) => route.fulfill(answer));
        const {early, own} = await earlyThenOwn(page, 'retry with backoff', {failedLoadsExpected: true});
        expect(early.rows).toContain('<article');
        expect(early.rows).toBe(own.rows);
        await page.unrouteAll({behavior: 'ignoreErrors'});
      }
    });

    test('when the early script does not load, the page answers with its own load', async ({page}) => {
      await page.route('**/assets/js/search-early.*.js', (route) => route.fulfill({status: 404, body: ''}));
      await page.goto('/search?q=retry');
      await expect(page.locator('[data-search-status="done"]')).toBeAttached();
      await expect(page.locator('main article').first()).toBeVisible();
    });

    test('when the index fails, no rows are painted and the page shows the error screen', async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route('**/search-index.json', (route) => route.fulfill({status: 500, body: 'down'}));
      await page.goto('/search?q=retry');
      await expect(page.locator('[data-search-status="error"]')).toContainText('Unable to fetch results');
      await expect(page.locator('main article')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('when the index never answers, the page shows the error screen', async ({page}) => {
      test.slow();
      await page.route('**/search-index.json', () => new Promise<void>(() => undefined));
      await page.goto('/search?q=retry');
      await expect(page.locator('[data-search-status="error"]')).toContainText('Unable to fetch results', {
        timeout: 20_000,
      });
      await expect(page.locator('main article')).toHaveCount(0);
    });

    test('when the index is garbage, the page shows the error screen', async ({page}) => {
      await page.route('**/search-index.json', (route) => route.fulfill({status: 200, body: '{"pages": 3}'}));
      await page.goto('/search?q=retry');
      await expect(page.locator('[data-search-status="error"]')).toContainText('Unable to fetch results');
      await expect(page.locator('main article')).toHaveCount(0);
    });
  });
});

test.describe('search-early: the prebuilt index of the build', () => {
  test('answers every query of the relevance set exactly as the index the browser builds', () => {
    const index = JSON.parse(fs.readFileSync(path.join(BUILD, 'search-index.json'), 'utf8')) as unknown;
    const prebuilt = JSON.parse(fs.readFileSync(path.join(BUILD, 'search-engine.json'), 'utf8')) as unknown;
    const built = engineFromIndex(index);
    const loaded = engineFromIndex(index, {prebuilt});
    const {queries} = JSON.parse(fs.readFileSync('tests/relevance/queries.json', 'utf8')) as {
      queries: Array<{query: string}>;
    };
    const answer = (engine: typeof built, query: string) =>
      JSON.stringify(engine.search({indexName: 'polly_dart', query, hitsPerPage: 15}, {rowsPerPage: 3}).hits);
    expect(queries.length).toBeGreaterThan(100);
    const differ = queries.filter(({query}) => answer(loaded, query) !== answer(built, query)).map((q) => q.query);
    expect(differ, SEAM_INDEX).toEqual([]);
    // And the prebuilt index is what answered, not one the engine built instead: without its word "circuit",
    // the loaded engine no longer finds the breaker's page.
    const tampered = structuredClone(prebuilt) as {index: Array<[string, ...unknown[]]>};
    tampered.index = tampered.index.filter(([term]) => term !== 'circuit');
    const withoutWord = engineFromIndex(index, {prebuilt: tampered});
    expect(answer(withoutWord, 'circuit'), SEAM_INDEX).not.toBe(answer(built, 'circuit'));
  });
});
