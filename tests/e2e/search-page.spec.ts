import {axeBuilder, expect, test} from './fixtures';
import {HOSTILE_QUERY, gotoHydrated, openSearch, searchFor} from './search-helpers';

// Seam eject-search-page (seams.ts): the page is ejected from @docusaurus/theme-search-algolia's SearchPage.
const SEARCH_PAGE_SEAM =
  'seam eject-search-page: the ejected search page no longer works with the installed theme. ' +
  "Compare plugins/search/theme/SearchPage with the theme's SearchPage (swizzle --eject into a scratch copy)";

test.describe('search page', () => {
  test('lists the results of the q parameter with highlights', async ({page}) => {
    await page.goto('/search?q=circuit%20breaker');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "circuit breaker"');
    await expect(page.getByText(/^\d+ documents? found$|^One document found$/), SEARCH_PAGE_SEAM).toBeVisible();
    const first = page.locator('main article').first();
    await expect(first.locator('h2 a')).toHaveAttribute('href', /^\//);
    await expect(page.locator('main .search-result-match').first()).toBeVisible();
  });

  test('is one main landmark, with results and without, and passes axe with results', async ({page}) => {
    await page.goto('/search');
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main').getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('main form input[type="search"]')).toBeVisible();
    await page.goto('/search?q=retry');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const {violations} = await axeBuilder(page).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  });

  test('loads more results when the reader scrolls to the end', async ({page}) => {
    await page.goto('/search?q=the');
    const found = page.getByText(/^\d+ documents found$/);
    await expect(found).toBeVisible();
    const total = Number((await found.innerText()).split(' ')[0]);
    expect(total).toBeGreaterThan(15);
    const results = page.locator('main article');
    await expect(results).toHaveCount(15);
    await expect(async () => {
      await page.mouse.wheel(0, 5000);
      expect(await results.count()).toBeGreaterThan(15);
    }).toPass();
  });

  test('shows a hostile query as text', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/search?q=${encodeURIComponent(HOSTILE_QUERY)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${HOSTILE_QUERY}"`);
    await expect(page.getByText('No results were found')).toBeVisible();
    await expect(page.locator('[onload]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('says it is searching while the index loads, never "No results" before it answered, then shows the results', async ({
    page,
  }) => {
    // Every state the live region goes through, with its text, as the page shows it.
    const statuses: string[] = [];
    // The index is held back until the page shows its stalled state (300 ms without an answer), then let
    // through: long before the 2 s read timeout, however busy the machine.
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    await page.exposeFunction('__status', (status: string) => {
      if (statuses.at(-1) !== status) statuses.push(status);
      if (status.startsWith('stalled')) release();
    });
    await page.addInitScript(() => {
      const report = (window as unknown as {__status: (s: string) => void}).__status;
      new MutationObserver(() => {
        const region = document.querySelector('[data-search-status]');
        if (!region) return;
        const busy = region.getAttribute('aria-busy') === 'true' ? ' (busy)' : '';
        const text = (region.textContent ?? '').trim();
        report(`${region.getAttribute('data-search-status')}${busy}${text ? `: ${text}` : ''}`);
      }).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
    });
    await page.route('**/search-index.json', async (route) => {
      await stalled;
      await route.continue();
    });
    await page.goto('/search?q=retry');
    // The index loads and is indexed now, on a machine that may be busy.
    await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
    await expect(page.getByRole('status')).toHaveAttribute('aria-busy', 'false');
    expect(statuses.filter((s) => s.includes('No results'))).toEqual([]);
    // Loading, then "Searching…" after 300 ms, then the answer.
    expect(statuses.slice(statuses.indexOf('loading (busy)'))).toEqual([
      'loading (busy)',
      'stalled (busy): Searching…',
      'done',
    ]);
  });

  for (const query of ['!!!', '🙂🙂', '?-*']) {
    test(`finds nothing for "${query}", which has no letter or digit`, async ({page}) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('status')).toHaveText('No results were found');
      await expect(page.locator('main article')).toHaveCount(0);
    });
  }
  test('says nothing of Algolia in embedded mode, where the site answers itself', async ({page}) => {
    await page.goto('/search?q=retry');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main a[href*="algolia.com"]')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('Powered by');
  });

  test('puts one ellipsis at each cut of a snippet, never two', async ({page}) => {
    await page.goto('/search?q=jitter');
    await expect(page.locator('main article').first()).toBeVisible();
    const summaries = await page.locator('main article p').allInnerTexts();
    expect(summaries.some((text) => text.includes('…'))).toBe(true);
    for (const text of summaries) {
      expect(text).not.toMatch(/…\s*…|…\.|\.\.\.$/);
      expect((text.match(/…/g) ?? []).length).toBeLessThanOrEqual(2);
    }
  });

  const pastes = [
    {
      what: 'a polly_dart exception with its stack trace',
      paste:
        'E/flutter ( 6512): [ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: TimeoutRejectedException: The operation timed out (timeout: 0:00:04.000000)\n' +
        '#0      ResiliencePipeline.execute (package:polly_dart/src/resilience_pipeline.dart:40:7)\n' +
        '<asynchronous suspension>\n' +
        '#1      _OrdersPageState._refresh (package:shop/orders_page.dart:88:5)',
      section: '/strategies/timeout#exceptions',
    },
    {
      what: 'a network error of the platform',
      paste:
        'SocketException: Connection refused (OS Error: Connection refused, errno = 111), address = 10.0.2.2, port = 40214',
      section: '/examples/http-client#network-errors',
    },
  ];
  for (const {what, paste, section} of pastes) {
    test(`finds the section that explains ${what}, pasted as printed`, async ({page}) => {
      await page.goto(`/search?q=${encodeURIComponent(paste)}`);
      await expect(page.locator('main article').first()).toBeVisible();
      await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', section);
    });
  }

  test('finds the section of a pasted error in the modal too', async ({page}) => {
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    // DocSearch's input keeps the first 64 characters of what is pasted.
    await searchFor(page, 'SocketException: Connection refused (OS Error: errno = 111)');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      /\/examples\/http-client#network-errors$/,
    );
  });
});
