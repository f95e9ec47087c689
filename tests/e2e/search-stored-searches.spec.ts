import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, modal, openSearch, searchFor, storedHit} from './search-helpers';

// Any page of the site's origin can write DocSearch's stored recent and
// favourite searches (on GitHub Pages, every project site of the owner). What
// is stored there must never run or become markup in the modal.
// Seam search-stored-searches (seams.ts): the cleaning knows DocSearch's storage
// keys and the shape of a stored hit; DocSearch documents neither.

const STORED_SEARCHES_SEAM =
  "seam search-stored-searches: the modal no longer shows what is stored under DocSearch 3.9's keys. " +
  "Look for DocSearch's new keys or stored-hit shape and update plugins/search/client/storedSearches.ts";

const recentKey = '__DOCSEARCH_RECENT_SEARCHES__polly_dart';
const favouriteKey = '__DOCSEARCH_FAVORITE_SEARCHES__polly_dart';

/** Markup that would run, or leave an element behind, if rendered. */
const img = '<img src=x onerror="window.__pwned=(window.__pwned||0)+1" class="pwned">';
const svg = '<svg onload="window.__pwned=(window.__pwned||0)+1" class="pwned"></svg>';

function hostileHit(i: number) {
  const hit = storedHit(i);
  return {
    ...hit,
    type: 'content',
    hierarchy: {...hit.hierarchy, lvl0: `Docs ${svg}`, lvl1: `Intro ${img}`, lvl2: `Stored ${i} ${img}`},
    content: `Content ${img}`,
    _snippetResult: {content: {value: `Snippet ${img}`, matchLevel: 'full'}, hierarchy: {lvl1: {value: img}}},
    _highlightResult: {hierarchy: {lvl1: {value: svg, matchLevel: 'full', matchedWords: []}}},
  };
}

/** Entries that must not be shown at all. */
const dropped = [
  {...storedHit(50), url: 'javascript:window.__pwned=1'},
  {...storedHit(51), url: 'https://evil.example/phish'},
  {...storedHit(52), url: '//evil.example/phish'},
  {...storedHit(53), hierarchy: 'not a hierarchy'},
  {...storedHit(54), type: '<b>'},
];

async function expectInert(page: Page): Promise<void> {
  await expect(page.locator('.pwned, .DocSearch-Modal img, [onerror], [onload]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  for (const key of [recentKey, favouriteKey]) {
    const stored = await page.evaluate((k) => window.localStorage.getItem(k), key);
    expect(stored ?? '').not.toMatch(/[<>]|javascript:|evil\.example/);
  }
}

const group = (page: Page, title: string) =>
  page
    .locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: title})})
    .locator('.DocSearch-Hit');

test.describe('stored recent and favourite searches', () => {
  test('written before the page loads: shown as text, off-site and misshapen entries dropped', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(
      ({recent, favourite, recentValue, favouriteValue}) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(recent, recentValue);
        localStorage.setItem(favourite, favouriteValue);
      },
      {
        recent: recentKey,
        favourite: favouriteKey,
        recentValue: JSON.stringify([hostileHit(1), ...dropped]),
        favouriteValue: JSON.stringify([...dropped, hostileHit(2)]),
      },
    );
    await gotoHydrated(page, '/intro');
    await openSearch(page);
    await expect(group(page, 'Recent'), STORED_SEARCHES_SEAM).toHaveCount(1);
    await expect(group(page, 'Favorite'), STORED_SEARCHES_SEAM).toHaveCount(1);
    // The markup is there as text.
    await expect(group(page, 'Recent')).toContainText('Intro <img src=x');
    await expect(group(page, 'Favorite')).toContainText('Content <img src=x');
    await expectInert(page);

    // DocSearch saves a new recent search next to them: still inert, on screen and in storage.
    await searchFor(page, 'retry');
    await page.locator('.DocSearch-Hit').first().click();
    await expect(modal(page)).toHaveCount(0);
    await openSearch(page);
    await expect(group(page, 'Recent')).toHaveCount(2);
    await expectInert(page);
    expect(errors).toEqual([]);
  });

  test('written by another page of the origin while this one is open: cleaned before DocSearch reads it', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/intro');
    // A document of the origin that runs none of the site's scripts, as another site's page would be.
    const other = await context.newPage();
    await other.goto('/search-index.json');
    await other.evaluate(({key, value}) => window.localStorage.setItem(key, value), {
      key: favouriteKey,
      value: JSON.stringify([hostileHit(3), ...dropped]),
    });
    expect(await other.evaluate((k) => window.localStorage.getItem(k), favouriteKey)).toContain('<img');
    await other.close();

    await openSearch(page);
    await expect(group(page, 'Favorite')).toHaveCount(1);
    await expect(group(page, 'Favorite')).toContainText('Content <img src=x');
    await expect(page.locator('.pwned, .DocSearch-Modal img, [onerror], [onload]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();

    // Removing it from the favourites writes the list back through the page: what is stored is clean.
    await group(page, 'Favorite').first().hover();
    await page.getByTitle('Remove this search from favorites').click();
    await expect(group(page, 'Favorite')).toHaveCount(0);
    await expectInert(page);
  });
});
