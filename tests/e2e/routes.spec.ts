import {test, expect} from './fixtures';
import {allRoutes} from './routes';

test.describe('every route of the table', () => {
  for (const route of allRoutes) {
    test(`${route} renders its h1 and a "Page | Polly Dart" title`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const h1 = page.locator('h1').first();
      await expect(h1).toBeVisible();
      const heading = (await h1.innerText()).trim();
      expect(heading.length).toBeGreaterThan(0);
      expect(heading).not.toBe('Page Not Found');
      await expect(page).toHaveTitle(/^.+ \| Polly Dart$/);
    });
  }
});

test.describe('unknown paths', () => {
  for (const route of ['/does-not-exist', '/strategies/bulkhead', '/api/retry-strategy/extra/segments']) {
    test(`${route} shows the not-found page`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      await expect(page.locator('nav.navbar')).toBeVisible();
    });
  }
});
