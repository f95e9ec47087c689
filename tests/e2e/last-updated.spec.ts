import {test, expect, type Page} from './fixtures';

// The last-updated line keeps the date the server wrote when a page hydrates
// (src/accelerators/islands/theme/LastUpdated, with the islands accelerator), and shows the right page's date after client-side
// navigation.

const time = (page: Page) => page.locator('article footer .theme-last-updated time');

async function serverDate(page: Page, path: string): Promise<{datetime: string; text: string}> {
  const response = await page.request.get(path);
  const html = await response.text();
  const match = /<time datetime=([^ >]+) itemprop=dateModified>([^<]+)<\/time>/.exec(html);
  if (!match) throw new Error(`no last-updated date in ${path}`);
  return {datetime: match[1].replace(/"/g, ''), text: match[2]};
}

test('a hydrated page shows the date the server wrote, in the same element', async ({page}) => {
  const expected = await serverDate(page, '/strategies/retry');
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {serverTime: Element | null}).serverTime =
        document.querySelector('.theme-last-updated time');
    });
  });
  await page.goto('/strategies/retry');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(time(page)).toHaveAttribute('datetime', expected.datetime);
  await expect(time(page)).toHaveText(expected.text);
  expect(await page.evaluate(() => (window as unknown as {serverTime: Element | null}).serverTime?.isConnected)).toBe(
    true,
  );
});

test('client-side navigation shows the date of the page reached', async ({page}) => {
  const intro = await serverDate(page, '/intro');
  await page.goto('/intro');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(time(page)).toHaveAttribute('datetime', intro.datetime);
  // A docs page linked from the introduction that was last changed at another time.
  const targets = await page
    .locator('article .markdown a[href^="/"]')
    .evaluateAll((links) =>
      [...new Set(links.map((link) => link.getAttribute('href') ?? ''))].filter(
        (href) => !href.includes('#') && !href.startsWith('/blog'),
      ),
    );
  let target: {path: string; date: {datetime: string; text: string}} | undefined;
  for (const path of targets) {
    // Standalone pages such as /playground have no last-updated line.
    const date = await serverDate(page, path).catch(() => null);
    if (date && date.datetime !== intro.datetime) {
      target = {path, date};
      break;
    }
  }
  if (!target) throw new Error(`every page linked from /intro has its date, ${intro.datetime}`);
  await page.locator(`article .markdown a[href="${target.path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${target.path}$`));
  await expect(time(page)).toHaveAttribute('datetime', target.date.datetime);
  await expect(time(page)).toHaveText(target.date.text);
  await page.goBack();
  await expect(time(page)).toHaveAttribute('datetime', intro.datetime);
});
