import {test, expect, type Page} from './fixtures';

const suggestions = (page: Page) =>
  page
    .getByRole('heading', {level: 2, name: 'Perhaps you were looking for'})
    .locator('xpath=following-sibling::ul[1]')
    .getByRole('link');

test('a mistyped path suggests the page that was meant, first', async ({page}) => {
  const response = await page.goto('/strategies/retri');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  // Seam page-index-generated-module: the suggestions come from the page index, a chunk under @generated.
  await expect(suggestions(page).first(), 'seam page-index-generated-module').toHaveText('Retry');
  await expect(suggestions(page).first()).toHaveAttribute('href', '/strategies/retry');
  await suggestions(page).first().click();
  await expect(page).toHaveURL(/\/strategies\/retry$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Retry'})).toBeVisible();
});

test('an old-style address with a docs prefix and .html finds its page', async ({page}) => {
  await page.goto('/docs/api/RetryStrategy.html');
  await expect(suggestions(page)).toHaveText(['RetryStrategy']);
});

test('a bare strategy name offers the guide and the API page', async ({page}) => {
  await page.goto('/circuit-breaker');
  await expect(suggestions(page)).toHaveText(['Circuit breaker', 'CircuitBreakerStrategy']);
});

test('a path like no page shows no suggestions, only the search link', async ({page}) => {
  await page.goto('/xyz123-qqq');
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  const search = page.getByRole('link', {name: 'Search the documentation for “xyz123 qqq”'});
  await expect(search).toHaveAttribute('href', '/search?q=xyz123%20qqq');
  await expect(page.getByRole('heading', {name: 'Perhaps you were looking for'})).toHaveCount(0);
});

test('client-side navigation to an unknown path suggests too, without errors', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/intro');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/getting-started/instal');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(suggestions(page).first()).toHaveText('Installation');
  expect(errors).toEqual([]);
});
