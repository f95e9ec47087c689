/**
 * Hosted mode: the site built with Algolia credentials (`npm run
 * build:hosted-test`, served from build-hosted/) talks to Algolia. Requests to
 * the Algolia hosts are answered here, from the embedded engine over the same
 * build's records, so the tests see real hits without a network.
 */
import fs from 'node:fs';
import {expect, test, type Page, type Route} from './fixtures';
import {engineFromIndex} from '../../plugins/search/client/engine';
import type {SearchRequest} from '../../plugins/search/client/types';
import {gotoHydrated, openSearch, seeAllCount, searchInput} from './search-helpers';

const HOSTED_DIR = 'build-hosted';
const APP_ID = 'TESTAPPID';
/** Host names as URLs report them, in lower case. */
const HOST_PREFIX = APP_ID.toLowerCase();
const ALGOLIA_HOSTS = /^https:\/\/[^/]+\.algolia(net)?\.(net|com)\//;

// Seam search-generated-site-config (seams.ts): the browser reads the mode from Docusaurus's generated
// configuration; a build that misreads it searches its own index, with no call to Algolia.
const SITE_CONFIG_SEAM =
  'seam search-generated-site-config: the hosted build did not search Algolia, so the search client no longer ' +
  "reads customFields.hostedSearch from @generated/docusaurus.config; see the entry's ifBroken";

test.skip(
  !fs.existsSync(`${HOSTED_DIR}/search-index.json`),
  `Build the hosted test site first: npm run build:hosted-test`,
);
test.use({baseURL: `http://127.0.0.1:${process.env.E2E_HOSTED_PORT}`});

const engine = fs.existsSync(`${HOSTED_DIR}/search-index.json`)
  ? engineFromIndex(JSON.parse(fs.readFileSync(`${HOSTED_DIR}/search-index.json`, 'utf8')))
  : null;

interface AlgoliaCall {
  host: string;
  url: URL;
  requests: SearchRequest[];
}

/** What a test answers: a status, the real answer once a promise has settled, or the real answer at once. */
type Answer = {status: number} | {after: Promise<void>} | 'answer';

/** Routes the Algolia hosts to `answer` and records every call. */
async function fakeAlgolia(page: Page, answer: (call: AlgoliaCall, index: number) => Answer): Promise<AlgoliaCall[]> {
  const calls: AlgoliaCall[] = [];
  await page.route(ALGOLIA_HOSTS, async (route: Route) => {
    const url = new URL(route.request().url());
    const body = JSON.parse(route.request().postData() ?? '{}') as {requests: SearchRequest[]};
    const call = {host: url.host, url, requests: body.requests};
    calls.push(call);
    const decision = answer(call, calls.length - 1);
    const headers = {'access-control-allow-origin': '*'};
    if (typeof decision === 'object' && 'status' in decision) {
      await route.fulfill({
        status: decision.status,
        headers,
        contentType: 'application/json',
        body: JSON.stringify({message: 'test failure', status: decision.status}),
      });
      return;
    }
    if (typeof decision === 'object') await decision.after;
    const results = call.requests.map((request) => engine!.search(request));
    // A request held back may have been given up by the client meanwhile.
    await route
      .fulfill({status: 200, headers, contentType: 'application/json', body: JSON.stringify({results})})
      .catch((error: unknown) => {
        if (typeof decision !== 'object') throw error;
      });
  });
  return calls;
}

const hitCount = (query: string) =>
  engine!.search({
    indexName: 'x',
    query,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  }).nbHits;

test.describe('hosted search', () => {
  test('sends the credentials in the query string and the documented payload, and shows the hits', async ({page}) => {
    const calls = await fakeAlgolia(page, () => 'answer');
    await gotoHydrated(page, '/strategies/retry');
    await expect(page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(1);
    await openSearch(page);
    await searchInput(page).fill('retry');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();

    const call = calls.at(-1)!;
    expect(call.host).toBe(`${HOST_PREFIX}-dsn.algolia.net`);
    expect(call.url.pathname).toBe('/1/indexes/*/queries');
    expect(call.url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
    expect(call.url.searchParams.get('x-algolia-api-key')).toBe('test-search-key');
    expect(call.requests).toHaveLength(1);
    expect(call.requests[0]).toMatchObject({
      query: 'retry',
      indexName: 'polly_dart_test',
      attributesToRetrieve: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ],
      attributesToSnippet: [
        'hierarchy.lvl1:10',
        'hierarchy.lvl2:10',
        'hierarchy.lvl3:10',
        'hierarchy.lvl4:10',
        'hierarchy.lvl5:10',
        'hierarchy.lvl6:10',
        'content:10',
      ],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
  });

  test('asks for 5-word snippets on narrow screens', async ({page}) => {
    await page.setViewportSize({width: 600, height: 800});
    const calls = await fakeAlgolia(page, () => 'answer');
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchInput(page).fill('retry');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(calls.at(-1)!.requests[0].attributesToSnippet).toEqual(
      [
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
      ].map((a) => `${a}:5`),
    );
  });

  test('falls over to another host when the first answers 500', async ({page}) => {
    const calls = await fakeAlgolia(page, (_call, i) => (i === 0 ? {status: 500} : 'answer'));
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchInput(page).fill('timeout');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(calls).toHaveLength(2);
    expect(calls[0].host).toBe(`${HOST_PREFIX}-dsn.algolia.net`);
    expect(calls[1].host).toMatch(new RegExp(`^${HOST_PREFIX}-[123]\\.algolianet\\.com$`));
  });

  test('does not retry a 4xx answer, and shows no error screen for it', async ({page}) => {
    const calls = await fakeAlgolia(page, () => ({status: 403}));
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchInput(page).fill('fallback');
    // The client tries the other hosts before it settles, so a retry would come before this screen.
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    expect(calls).toHaveLength(1);
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  });

  test('shows the error screen once every host has failed', async ({page}) => {
    const calls = await fakeAlgolia(page, () => ({status: 503}));
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchInput(page).fill('hedging');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Help')).toHaveText(
      'You might want to check your network connection.',
    );
    expect(new Set(calls.map((c) => c.host))).toEqual(
      new Set([1, 2, 3].map((n) => `${HOST_PREFIX}-${n}.algolianet.com`).concat(`${HOST_PREFIX}-dsn.algolia.net`)),
    );
  });

  test('counts the hits of the query on screen even when an earlier answer arrives late', async ({page}) => {
    const [early, late] = ['c', 'circuit breaker'];
    expect(hitCount(early)).not.toBe(hitCount(late));
    // The page counts its requests to Algolia that have ended, answered or given up.
    await page.addInitScript(() => {
      const counter = window as unknown as {algoliaEnded: number};
      counter.algoliaEnded = 0;
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (...args: Parameters<XMLHttpRequest['send']>) {
        this.addEventListener('loadend', () => (counter.algoliaEnded += 1));
        return send.apply(this, args);
      };
    });
    // The early query's answers are held back until the late query's hits are on screen.
    let release!: () => void;
    const lateShown = new Promise<void>((resolve) => (release = resolve));
    const calls = await fakeAlgolia(page, (call) => (call.requests[0].query === early ? {after: lateShown} : 'answer'));
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchInput(page).fill(early);
    await searchInput(page).fill(late);
    await expect(page.locator('.DocSearch-HitsFooter')).toBeVisible();
    expect(await seeAllCount(page)).toBe(hitCount(late));
    expect(
      calls.filter((call) => call.requests[0].query === early).length,
      'requests for the early query',
    ).toBeGreaterThan(0);

    release();
    // Every request has ended, the early query's included, and the page has had two frames to show its answer.
    await expect
      .poll(
        async () =>
          (await page.evaluate(() => (window as unknown as {algoliaEnded: number}).algoliaEnded)) - calls.length,
      )
      .toBe(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await seeAllCount(page)).toBe(hitCount(late));
  });

  test('serves the search page from Algolia', async ({page}) => {
    const calls = await fakeAlgolia(page, () => 'answer');
    await page.goto('/search?q=pipeline');
    await expect(page.locator('main article').first()).toBeVisible();
    expect(calls.length, SITE_CONFIG_SEAM).toBeGreaterThan(0);
    expect(calls[0].requests[0]).toMatchObject({indexName: 'polly_dart_test', query: 'pipeline'});
  });

  test("shows Algolia's mark on the search page, as Algolia's terms ask", async ({page}) => {
    await fakeAlgolia(page, () => 'answer');
    await page.goto('/search?q=pipeline');
    await expect(page.locator('main article').first()).toBeVisible();
    const mark = page.locator('main a[href="https://www.algolia.com/"]');
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAccessibleName('Powered by Algolia');
    await expect(mark.locator('svg')).toBeVisible();
  });
});
