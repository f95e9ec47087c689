import {expect, test} from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import {HOSTILE_QUERY} from './search-helpers';

test.describe('search page', () => {
  test('lists the results of the q parameter with highlights', async ({page}) => {
    await page.goto('/search?q=circuit%20breaker');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "circuit breaker"');
    await expect(page.getByText(/^\d+ documents? found$|^One document found$/)).toBeVisible();
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
    const {violations} = await new AxeBuilder({page}).analyze();
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
});
