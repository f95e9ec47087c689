import {test, expect, type Page} from './fixtures';

test.describe('seam storage-keys (seams.ts): Docusaurus storage values', () => {
  // Corrupted values for every preference the site keeps in local storage
  // (the project's rule for hostile stored values): each must be ignored or cleared, never crash a page.

  /** themeConfig.algolia.indexName when no Algolia secrets are set. */
  const indexName = 'polly_dart';
  const recentKey = `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
  const favouriteKey = `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

  /** Not JSON, JSON of the wrong shape, and arrays holding things that are not stored hits. */
  const corruptSearches = [
    '{not json',
    '{"objectID":"1"}',
    '42',
    '"retry"',
    'null',
    '[1,2]',
    '[null]',
    '[{"objectID":1}]',
    '[{"objectID":"x","url":"/intro"}]',
  ];

  const storedHit = {
    objectID: 'stored-retry',
    url: '/strategies/retry',
    type: 'lvl1',
    hierarchy: {lvl0: 'Strategies', lvl1: 'Retry', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
  };

  async function seed(page: Page, entries: Record<string, string>): Promise<void> {
    // Written once, before the first page script, like a value left by an older visit.
    await page.addInitScript((values) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
  }

  function collectErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    return errors;
  }

  async function expectPageWorks(page: Page): Promise<void> {
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  }

  const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

  test.describe('theme', () => {
    for (const value of ['purple', '', 'DARK', '{"mode":"dark"}', 'x'.repeat(10_000)]) {
      test(`"${value.slice(0, 20)}" is ignored: the default light mode shows and the toggle works`, async ({page}) => {
        const errors = collectErrors(page);
        await seed(page, {theme: value});
        await page.goto('/intro');
        await expectPageWorks(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
        expect(await stored(page, 'theme')).toBeNull();
        await page.locator('.navbar__items--right button[class*="toggleButton"]').first().click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect(await stored(page, 'theme')).toBe('dark');
        expect(errors).toEqual([]);
      });
    }
  });

  test.describe('announcement bar', () => {
    const bar = (page: Page) => page.locator('.theme-announcement-bar');

    for (const value of ['yes', 'TRUE', '1', '{']) {
      test(`a dismissed flag of "${value}" is not taken as dismissed`, async ({page}) => {
        const errors = collectErrors(page);
        await seed(page, {'docusaurus.announcement.dismiss': value, 'docusaurus.announcement.id': 'polly-dart-0-0-9'});
        await page.goto('/intro');
        await expectPageWorks(page);
        await expect(bar(page)).toBeVisible();
        await bar(page).getByRole('button', {name: 'Close'}).click();
        await expect(bar(page)).toHaveCount(0);
        expect(await stored(page, 'docusaurus.announcement.dismiss')).toBe('true');
        expect(errors).toEqual([]);
      });
    }

    for (const value of ['', '{"id":1}', 'polly-dart-0-0-8']) {
      test(`an announcement id of "${value}" shows the current announcement again`, async ({page}) => {
        const errors = collectErrors(page);
        await seed(page, {'docusaurus.announcement.dismiss': 'true', 'docusaurus.announcement.id': value});
        await page.goto('/intro');
        await expectPageWorks(page);
        await expect(bar(page)).toBeVisible();
        expect(await stored(page, 'docusaurus.announcement.id')).toBe('polly-dart-0-0-9');
        expect(errors).toEqual([]);
      });
    }
  });

  test.describe('preferred docs version', () => {
    for (const value of ['2.0.0', '{', '', '../../etc']) {
      test(`"${value}" names no version and is cleared`, async ({page}) => {
        const errors = collectErrors(page);
        await seed(page, {'docs-preferred-version-default': value});
        await page.goto('/strategies/retry');
        await expectPageWorks(page);
        await expect.poll(() => stored(page, 'docs-preferred-version-default')).toBeNull();
        await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
        await expect(page).toHaveURL(/\/blog$/);
        await page.getByRole('link', {name: 'Documentation'}).click();
        await expect(page).toHaveURL(/\/intro$/);
        expect(errors).toEqual([]);
      });
    }
  });

  test.describe('recent and favourite searches', () => {
    async function openModal(page: Page) {
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    }

    for (const value of corruptSearches) {
      test(`recent and favourite searches of ${value} are dropped and the modal opens`, async ({page}) => {
        const errors = collectErrors(page);
        await seed(page, {[recentKey]: value, [favouriteKey]: value});
        await page.goto('/intro');
        await expectPageWorks(page);
        await openModal(page);
        await expect(page.locator('.DocSearch-Modal')).toContainText('No recent searches');
        await page.keyboard.press('Escape');
        await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
        await expectPageWorks(page);
        expect(errors).toEqual([]);
      });
    }

    test('valid stored searches survive next to broken ones', async ({page}) => {
      const errors = collectErrors(page);
      await seed(page, {
        [recentKey]: JSON.stringify([42, storedHit, {objectID: 'broken'}]),
        [favouriteKey]: '{not json',
      });
      await page.goto('/intro');
      await expectPageWorks(page);
      await openModal(page);
      await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
      await expect(page.locator('.DocSearch-Hit')).toContainText('Retry');
      expect(JSON.parse((await stored(page, recentKey)) ?? 'null')).toEqual([storedHit]);
      expect(errors).toEqual([]);
    });
  });
});
