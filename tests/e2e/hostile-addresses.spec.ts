import {expect, test, type Page} from './fixtures';

// Addresses with a malformed percent-escape get the not-found page, served with status 404 and hydrated (its
// suggestions and the colour toggle work), without a page error.

const suggestions = (page: Page) =>
  page
    .getByRole('heading', {level: 2, name: 'Perhaps you were looking for'})
    .locator('xpath=following-sibling::ul[1]')
    .getByRole('link');

for (const [address, suggested] of [
  ['/intro%ZZ', 'Introduction'],
  ['/strategies/retry%', 'Retry'],
  ['/%E0%A4%A', null],
] as const) {
  test(`${address} shows the not-found page, hydrated`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    if (suggested !== null) await expect(suggestions(page).first()).toHaveText(suggested);
    // The colour toggle is React: it only answers on a hydrated page.
    const before = await page.locator('html').getAttribute('data-theme');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
    expect(errors).toEqual([]);
  });
}

test('a malformed escape in the fragment does not stop hydration either', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/intro#%ZZ');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
  expect(errors).toEqual([]);
});
