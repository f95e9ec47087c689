import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test, type Page, type Route} from '@playwright/test';
import {readTimeout} from '../../plugins/search/client/client';
import {gotoHydrated, modal, openSearch, searchInput} from './search-helpers';

// A broken search index must end in DocSearch's error screen ("Unable to fetch
// results"), on the modal and on /search, and never in "No results": a reader
// must not be told the site has nothing when the search did not run.
// The modal's half is seam search-docsearch-error-screen (seams.ts): the copy of
// DocSearch's modal that keeps an error status on screen.

const ERROR_SCREEN_SEAM =
  'seam search-docsearch-error-screen: the modal replaced its error screen with "No results", or a failed search ' +
  'left an unhandled rejection. Look at the warning of the build and the pattern in plugins/search/node/docsearchModal.ts; ' +
  'or (seam search-docsearch-retry-error) DocSearch no longer shows its error screen for an error named RetryError.';

/** Records, from the first script of every page on, each unhandled rejection, page error and "no results" screen. */
async function watch(page: Page): Promise<() => {rejections: string[]; noResults: string[]; errors: string[]}> {
  const seen = {rejections: [] as string[], noResults: [] as string[], errors: [] as string[]};
  page.on('pageerror', (e) => seen.errors.push(e.message));
  await page.exposeFunction('__searchSeen', (kind: 'rejections' | 'noResults', what: string) => {
    if (!seen[kind].includes(what)) seen[kind].push(what);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as {__searchSeen: (kind: string, what: string) => void}).__searchSeen;
    window.addEventListener('unhandledrejection', (event) => report('rejections', String(event.reason)));
    new MutationObserver(() => {
      if (document.querySelector('.DocSearch-NoResults')) report('noResults', 'modal');
      if (
        document.querySelector('[data-search-status="done"]') &&
        /No results were found/.test(document.body.innerText)
      )
        report('noResults', 'page');
    }).observe(document, {subtree: true, childList: true, attributes: true});
  });
  return () => seen;
}

const faults: Array<[string, (route: Route) => Promise<void>]> = [
  ['missing (404)', (route) => route.fulfill({status: 404, contentType: 'text/html', body: '<h1>Not found</h1>'})],
  ['a server error (503)', (route) => route.fulfill({status: 503, body: 'Service Unavailable'})],
  [
    'a redirect to nowhere (302 to a 404)',
    (route) => route.fulfill({status: 302, headers: {location: '/no-such-index.json'}}),
  ],
  ['not JSON', (route) => route.fulfill({status: 200, contentType: 'application/json', body: '<!doctype html><p>hi'})],
  ['an empty 200', (route) => route.fulfill({status: 200, contentType: 'application/json', body: ''})],
  [
    'JSON of the wrong shape',
    (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"pages": 5}'}),
  ],
  [
    'an index whose pages are not pages',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"format":1,"siteUrl":"http://x","pages":[42,"a"]}',
      }),
  ],
  ['a dropped connection', (route) => route.abort('connectionreset')],
];

const errorTitle = (page: Page) => page.locator('.DocSearch-ErrorScreen .DocSearch-Title');

test.describe('search faults', () => {
  for (const [name, fault] of faults) {
    test(`an index that is ${name} shows "Unable to fetch results", then search works again`, async ({page}) => {
      const report = await watch(page);
      let broken = true;
      await page.route('**/search-index.json', (route) => (broken ? fault(route) : route.continue()));

      await gotoHydrated(page, '/intro');
      await openSearch(page);
      await searchInput(page).fill('retry');
      await expect(errorTitle(page), ERROR_SCREEN_SEAM).toHaveText('Unable to fetch results');
      await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Help')).toHaveText(
        'You might want to check your network connection.',
      );
      // The next keystroke tries again: still broken, still the error screen.
      await searchInput(page).press('End');
      await searchInput(page).press('y');
      await expect(errorTitle(page), ERROR_SCREEN_SEAM).toBeVisible();
      await page.keyboard.press('Escape');

      await page.goto('/search?q=timeout');
      const status = page.getByRole('status').filter({hasText: 'Unable to fetch results'});
      await expect(status).toContainText('You might want to check your network connection.');
      await expect(page.locator('main article')).toHaveCount(0);

      broken = false;
      await page.getByRole('searchbox', {name: 'Search'}).fill('timeouts');
      // The index loads now, on a machine that may be busy.
      await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});

      const {rejections, noResults, errors} = report();
      expect({rejections, noResults, errors}, ERROR_SCREEN_SEAM).toEqual({rejections: [], noResults: [], errors: []});
    });
  }
});

test.describe('search index requests that stop answering', () => {
  /**
   * A server that answers the index request with headers and the start of a
   * body, then nothing more; it notes when the browser gives up on a request.
   */
  let server: http.Server;
  let abandoned = 0;
  let requests = 0;
  let origin = '';

  test.beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests += 1;
      req.socket.on('close', () => {
        if (!res.writableEnded) abandoned += 1;
      });
      res.writeHead(200, {'Content-Type': 'application/json', 'Content-Length': '100000'});
      res.write('{"format":1,');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('a hung request is abandoned with the error screen, and the next search tries again', async ({page}) => {
    // The client gives up on a request once nothing has arrived for its read timeout (2 s, then 4 s): each error
    // screen is waited for that long, plus 8 s for the rest of the search on a busy machine.
    const giveUp = (failedTries: number) => readTimeout(failedTries) + 8_000;
    test.slow();
    const report = await watch(page);
    let hang = true;
    // The page asks its own address; the answer comes from the hanging server.
    await page.route('**/search-index.json', (route) =>
      hang ? route.continue({url: `${origin}/hang`}) : route.continue(),
    );
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchInput(page).fill('retry');
    await expect(errorTitle(page)).toHaveText('Unable to fetch results', {timeout: giveUp(0)});
    await expect.poll(() => abandoned).toBe(1);

    // The next keystroke tries again (with a longer read timeout), and is abandoned again.
    await searchInput(page).press('End');
    await searchInput(page).press('s');
    const container = page.locator('.DocSearch-Container');
    await expect(container).toHaveClass(/DocSearch-Container--Stalled/);
    await expect(container).toHaveClass(/DocSearch-Container--Errored/, {timeout: giveUp(1)});
    await expect(errorTitle(page)).toHaveText('Unable to fetch results');
    await expect.poll(() => abandoned).toBe(2);
    expect(requests).toBe(2);

    hang = false;
    await searchInput(page).pressSequentially(' strategy');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(modal(page)).not.toContainText('Unable to fetch results');
    const {rejections, noResults, errors} = report();
    expect({rejections, noResults, errors}).toEqual({rejections: [], noResults: [], errors: []});
  });
});
