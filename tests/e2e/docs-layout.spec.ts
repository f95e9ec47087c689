import {test, expect} from './fixtures';

test('docs pages have breadcrumbs that lead home', async ({page}) => {
  await page.goto('/strategies/retry');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs).toBeVisible();
  await expect(crumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  await expect(crumbs).toContainText('Strategies');
  await expect(crumbs).toContainText('Retry');
});

test('the table of contents lists exactly the h2 and h3 headings', async ({page}) => {
  await page.goto('/strategies/retry');
  const headings = await page
    .locator('article .theme-doc-markdown')
    .locator('h2[id], h3[id]')
    .evaluateAll((nodes) => nodes.map((n) => `#${n.id}`));
  expect(headings.length).toBeGreaterThan(2);
  const tocLinks = await page
    .locator('.theme-doc-toc-desktop .table-of-contents a')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')));
  expect(tocLinks).toEqual(headings);
  const deeper = await page.locator('article .theme-doc-markdown h4[id]').count();
  if (deeper > 0) {
    const h4 = await page.locator('article .theme-doc-markdown h4[id]').first().getAttribute('id');
    expect(tocLinks).not.toContain(`#${h4}`);
  }
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/intro');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const focusedInMain = await page.evaluate(() => {
    const main = document.querySelector('main');
    const active = document.activeElement;
    return Boolean(main && active && (main === active || main.contains(active) || active.contains(main)));
  });
  expect(focusedInMain).toBe(true);
});

test('a docs page shows its text with JavaScript disabled', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/strategies/retry');
  await expect(page.getByRole('heading', {level: 1, name: 'Retry'})).toBeVisible();
  await expect(page.locator('article')).toContainText('retry strategy');
  await expect(page.locator('nav.menu')).toContainText('Circuit breaker');
  await context.close();
});
