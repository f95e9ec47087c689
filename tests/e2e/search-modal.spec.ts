import {expect, test} from './fixtures';
import {
  gotoHydrated,
  HOSTILE_QUERY,
  modal,
  openSearch,
  searchFor,
  searchInput,
  seeAllCount,
  storedHit,
} from './search-helpers';

// Seam replaced-search-bar (seams.ts): the search bar and its modal are this site's own, adapted from
// @docusaurus/theme-search-algolia's SearchBar and built on its client hooks.
const SEARCH_BAR_SEAM =
  'seam replaced-search-bar: the modal lost part of what the theme wires into it (facets, result URLs, the ' +
  '"See all" link). Compare plugins/search/theme/SearchBar with the installed theme-search-algolia SearchBar';

test.describe('search modal: opening and closing', () => {
  test('opens with /, Ctrl+K, Cmd+K and the button on the first try, and closes with Escape', async ({page}) => {
    await gotoHydrated(page, '/strategies/retry');
    for (const open of [
      () => page.keyboard.press('/'),
      () => page.keyboard.press('Control+k'),
      () => page.keyboard.press('Meta+k'),
      () => page.getByRole('button', {name: 'Search'}).click(),
    ]) {
      await open();
      await expect(searchInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    }
  });

  test('opens styled: the DocSearch stylesheet and the site colours load with it', async ({page}) => {
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    // Unstyled, the container would sit in the page's flow instead of over it.
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--docsearch-primary-color').trim(),
    );
    expect(primary).not.toBe('');
  });

  test('does not open on / typed into a text field', async ({page}) => {
    await gotoHydrated(page, '/search');
    await page.getByRole('searchbox', {name: 'Search'}).focus();
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('/');
    await expect(modal(page)).toHaveCount(0);
  });

  test('caps the query at 64 characters', async ({page}) => {
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await expect(searchInput(page)).toHaveAttribute('maxlength', '64');
    await searchInput(page).pressSequentially('a'.repeat(70));
    await expect(searchInput(page)).toHaveValue('a'.repeat(64));
  });
});

test.describe('search modal: search box states', () => {
  test('shows the stalled state once a search has waited 300 ms, then the hits', async ({page}) => {
    let preload = true;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index.json', async (route) => {
      // The shortcut starts loading the index at once, and it could be in before the
      // query is typed; that first request fails, so the search loads it again itself.
      if (preload) {
        preload = false;
        await route.abort('connectionreset');
        return;
      }
      // Held until the stalled state is on screen, then let through: long before the 2 s read timeout, after
      // which the request would be abandoned, however busy the machine.
      await released;
      await route.continue();
    });
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchInput(page).fill('retry');
    const container = page.locator('.DocSearch-Container');
    // Checked on every frame, so the index is let through as soon as the state shows.
    await page.waitForFunction(() => document.querySelector('.DocSearch-Container--Stalled') !== null, null, {
      polling: 'raf',
    });
    release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(container).not.toHaveClass(/DocSearch-Container--Stalled/);
  });

  test('clears the query with the reset button and returns to the start screen', async ({page}) => {
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchFor(page, 'timeout');
    await page.getByRole('button', {name: 'Clear the query'}).click();
    await expect(searchInput(page)).toHaveValue('');
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
  });
});

test.describe('search modal: start screen', () => {
  test('shows "No recent searches" without history, then the hits chosen and favourites', async ({page}) => {
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText('No recent searches');

    await searchFor(page, 'timeout');
    const chosen = page.locator('.DocSearch-Hit').first();
    const chosenUrl = await chosen.locator('a').getAttribute('href');
    await chosen.click();
    await expect(page).toHaveURL(new RegExp(`${chosenUrl?.replace(/[#?]/g, '\\$&')}$`));

    await openSearch(page);
    const recent = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await recent.getByTitle('Save this search').click();
    const favourites = page.locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}),
    });
    await expect(favourites.locator('.DocSearch-Hit')).toHaveCount(1);
  });

  for (const {recent, favourites, shownRecent, shownFavourites} of [
    {recent: 9, favourites: 0, shownRecent: 7, shownFavourites: 0},
    {recent: 9, favourites: 2, shownRecent: 4, shownFavourites: 2},
    {recent: 0, favourites: 12, shownRecent: 0, shownFavourites: 10},
  ]) {
    test(`keeps ${shownRecent} recent and ${shownFavourites} favourite searches of ${recent} and ${favourites} stored`, async ({
      page,
    }) => {
      await gotoHydrated(page, '/intro');
      await page.evaluate(
        ({recentHits, favouriteHits}) => {
          localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__polly_dart', JSON.stringify(recentHits));
          localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__polly_dart', JSON.stringify(favouriteHits));
        },
        {
          recentHits: Array.from({length: recent}, (_, i) => storedHit(i)),
          favouriteHits: Array.from({length: favourites}, (_, i) => storedHit(100 + i)),
        },
      );
      await page.reload();
      await expect(page.locator('.DocSearch-Button-Key').first()).toBeAttached();
      await openSearch(page);
      const group = (title: string) =>
        page
          .locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: title})})
          .locator('.DocSearch-Hit');
      await expect(group('Recent')).toHaveCount(shownRecent);
      await expect(group('Favorite')).toHaveCount(shownFavourites);
    });
  }
});

test.describe('search modal: results', () => {
  test('groups hits by top-level heading, at most 5 per group, with highlights', async ({page}) => {
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchFor(page, 'strategy');
    const groups = page.locator('.DocSearch-Hits');
    const sizes = await groups.evaluateAll((sections) =>
      sections.map((s) => s.querySelectorAll('.DocSearch-Hit').length),
    );
    expect(Math.max(...sizes)).toBe(5);
    const titles = await page.locator('.DocSearch-Hit-source').allInnerTexts();
    expect(new Set(titles).size).toBe(titles.length);
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    // The full list has more hits in the capped group than the modal shows.
    const capped = titles[sizes.indexOf(5)];
    await gotoHydrated(page, '/search?q=strategy');
    const inGroup = page.locator('article', {has: page.locator('.breadcrumbs__item', {hasText: capped})});
    await expect(inGroup.nth(5)).toBeAttached();
  });

  test('moves the selection with the arrow keys and opens the selected hit with Enter', async ({page}) => {
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchFor(page, 'retry');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    const href = await hits.nth(1).locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).hash, SEARCH_BAR_SEAM).toBe(href);
  });

  for (const modifier of ['Control', 'Shift']) {
    test(`opens the selected hit in a new ${modifier === 'Control' ? 'tab' : 'window'} with ${modifier}+Enter`, async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, '/intro');
      await openSearch(page);
      await searchFor(page, 'fallback');
      const href = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
      const [opened] = await Promise.all([context.waitForEvent('page'), page.keyboard.press(`${modifier}+Enter`)]);
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(href);
      expect(new URL(page.url()).pathname).toBe('/intro');
    });
  }

  test('"See all N results" counts the hits of the query on screen, as the search page does', async ({page}) => {
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchFor(page, 'circuit');
    const circuit = await seeAllCount(page);
    await searchFor(page, 'retry');
    const retry = await seeAllCount(page);
    expect(retry).not.toBe(circuit);
    await page.locator('.DocSearch-HitsFooter a').click();
    await expect(page, SEARCH_BAR_SEAM).toHaveURL(/\/search\?q=retry$/);
    await expect(page.getByText(new RegExp(`^${retry} documents found$`))).toBeVisible();
  });
});

test.describe('search modal: no results and errors', () => {
  test('shows the no-results screen with suggestions and a link to report the query', async ({page}) => {
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchFor(page, 'strategy');
    const query = 'qwxzv plmokn';
    await searchInput(page).fill(query);
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen.locator('.DocSearch-Title')).toHaveText(`No results for "${query}"`);
    await expect(screen.getByText('Try searching for:')).toBeVisible();
    const suggestions = screen.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen.getByText('Believe this query should return results?')).toBeVisible();
    const report = new URL((await screen.getByRole('link', {name: 'Let us know.'}).getAttribute('href')) ?? '');
    expect(report.origin + report.pathname).toBe('https://github.com/flutterninja9/polly_dart/issues/new');
    expect(report.searchParams.get('title')).toContain(query);

    const suggestion = (await suggestions.first().innerText()).toLowerCase();
    await suggestions.first().click();
    await expect(searchInput(page)).toHaveValue(`${suggestion} `);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('shows hostile queries as text', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchInput(page).fill(HOSTILE_QUERY);
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title strong')).toHaveText(HOSTILE_QUERY);
    await expect(page.locator('.DocSearch-Dropdown [onload], .DocSearch-Dropdown img')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('shows the error screen when the index cannot be loaded, and recovers on the next keystroke', async ({page}) => {
    let offline = true;
    await page.route('**/search-index.json', (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await searchInput(page).fill('retry');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Help')).toHaveText(
      'You might want to check your network connection.',
    );
    offline = false;
    await searchInput(page).press('End');
    await searchInput(page).pressSequentially(' strategy');
    // The keystroke after the failure loads the whole index and makes the engine ready before the first hits: on a
    // busy two-core machine that took longer than expect's default of 5 s (twice in one full run; alone it passes).
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 20_000});
  });
});
