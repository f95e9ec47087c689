import {test, expect} from './fixtures';

const bar = '.theme-announcement-bar';

test('the announcement bar closes and stays closed after a reload', async ({page}) => {
  await page.goto('/intro');
  await expect(page.locator(bar)).toBeVisible();
  await expect(page.locator(bar)).toContainText('polly_dart 0.0.9');
  await page.locator(bar).getByRole('button', {name: 'Close'}).click();
  await expect(page.locator(bar)).toHaveCount(0);
  await page.reload();
  await expect(page.locator(bar)).toHaveCount(0);
  await page.goto('/blog');
  await expect(page.locator(bar)).toHaveCount(0);
});

test('a changed announcement id shows the bar again', async ({page}) => {
  await page.goto('/intro');
  await page.locator(bar).getByRole('button', {name: 'Close'}).click();
  const storedId = await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'));
  expect(storedId).toBeTruthy();
  // The reader dismissed an older announcement: the current one must show.
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.reload();
  await expect(page.locator(bar)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(storedId);
});
