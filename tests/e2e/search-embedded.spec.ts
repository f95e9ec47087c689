import {axeBuilder, expect, test, type Request} from './fixtures';
import {gotoHydrated, openSearch, searchFor} from './search-helpers';

const isIndex = (r: Request) => r.url().endsWith('/search-index.json');

test.describe('embedded search', () => {
  test('makes no request outside the site', async ({page, baseURL}) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(`${baseURL}/`) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    await gotoHydrated(page, '/strategies/retry');
    await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
    await openSearch(page);
    await searchFor(page, 'retry');
    await page.keyboard.press('Enter');
    await page.goto('/search?q=timeout');
    await expect(page.locator('main article').first()).toBeVisible();
    expect(outside).toEqual([]);
  });

  test('loads neither the modal nor the engine with the page', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    const index: Request[] = [];
    page.on('request', (r) => isIndex(r) && index.push(r));
    await page.goto('/strategies/retry', {waitUntil: 'networkidle'});
    const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
    expect(bodies.filter((b) => b.includes('DocSearch-Modal'))).toEqual([]);
    // MiniSearch's fuzzy lookup is in the engine chunks only.
    expect(scripts.filter((url) => url.includes('search-engine'))).toEqual([]);
    expect(bodies.filter((b) => b.includes('fuzzyGet'))).toEqual([]);
    expect(index).toEqual([]);
  });

  test('starts loading the index when the reader hovers or focuses the search button', async ({page}) => {
    for (const reach of ['hover', 'focus'] as const) {
      await page.goto('/intro', {waitUntil: 'networkidle'});
      const requested = page.waitForRequest(isIndex);
      await page.getByRole('button', {name: 'Search'})[reach]();
      await requested;
    }
  });

  test('starts loading the index on the keyboard shortcut, before anything is typed', async ({page}) => {
    for (const shortcut of ['/', 'Control+k'] as const) {
      await gotoHydrated(page, '/intro');
      await page.waitForLoadState('networkidle');
      // Every script (the modal's code among them) is held back until the index has been requested: an index
      // that waited for any of them would never be asked for.
      const held: string[] = [];
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.js', async (route) => {
        held.push(route.request().url());
        await released;
        await route.continue();
      });
      const requested = page.waitForRequest(isIndex);
      await page.keyboard.press(shortcut);
      await requested;
      release();
      await expect(page.locator('.DocSearch-Input')).toHaveValue('');
      // The modal's code was requested after the shortcut, so it was among the scripts held back.
      expect(held.length, `${shortcut}: scripts held back`).toBeGreaterThan(0);
      await page.unrouteAll({behavior: 'ignoreErrors'});
    }
  });

  test('has a search button whose text and name are both "Search", with the shortcut hint', async ({page}) => {
    await gotoHydrated(page, '/intro');
    const button = page.locator('.DocSearch-Button');
    await expect(button).toHaveAccessibleName('Search');
    await expect(button.locator('.DocSearch-Button-Placeholder')).toHaveText('Search');
    const keys = button.locator('.DocSearch-Button-Key');
    await expect(keys).toHaveCount(2);
    // DocSearch 4 writes the Ctrl key as the letters "Ctrl" where DocSearch 3 drew an SVG icon
    // (.DocSearch-Control-Key-Icon); the copy of its button draws the letters with CSS.
    await expect(keys.first()).toBeVisible();
    expect(await keys.first().evaluate((kbd) => getComputedStyle(kbd, '::after').content)).toBe('"Ctrl"');
    expect(await keys.last().evaluate((kbd) => getComputedStyle(kbd, '::after').content)).toBe('"K"');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    const results = await axeBuilder(page)
      .include('.DocSearch-Button')
      .withRules(['label-content-name-mismatch', 'button-name', 'color-contrast'])
      .analyze();
    expect(results.violations).toEqual([]);
    expect(results.passes.map((p) => p.id)).toContain('label-content-name-mismatch');
  });
});
