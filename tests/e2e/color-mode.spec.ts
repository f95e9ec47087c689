import {test, expect, type Page} from './fixtures';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.locator('.navbar__items--right button[class*="toggleButton"]').first();

test('colour mode starts light and alternates light and dark, never system', async ({page}) => {
  await page.goto('/intro');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  const seen: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    await toggle(page).click();
    seen.push((await html(page).getAttribute('data-theme')) ?? '');
  }
  expect(seen).toEqual(['dark', 'light', 'dark', 'light']);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the chosen mode survives a reload', async ({page}) => {
  await page.goto('/intro');
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(page)).toHaveAttribute('title', /dark/i);
});

test('a second tab follows the change', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/intro');
  await second.goto('/blog');
  await expect(html(second)).toHaveAttribute('data-theme', 'light');
  // The second tab listens for the other tab's change once it has hydrated. A change made after its head script has
  // read the mode and before it hydrates does not reach it (seen once in a CI run with a core held busy).
  await expect(html(second)).toHaveAttribute('data-has-hydrated', 'true');
  await toggle(first).click();
  await expect(html(second)).toHaveAttribute('data-theme', 'dark');
  await toggle(first).click();
  await expect(html(second)).toHaveAttribute('data-theme', 'light');
});

test('the system preference is not followed', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto('/intro');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await context.close();
});
