import {test, expect, THEMES, type Page} from './fixtures';
import {blogRoutes, docsRoutes} from './routes';

// The polly_dart names of the Dart samples link to their API entries
// (plugins/dart-links) and show a card on hover, focus and tap
// (src/components/ApiCard); every docs page names its Markdown twin.

const retry = '/strategies/retry';
const card = (page: Page) => page.locator('#api-name-card');
const nameLink = (page: Page, href: string) => page.locator(`article pre a.api-ref[href$="${href}"]`).first();

async function boxesOverlap(page: Page, href: string): Promise<boolean> {
  const a = await nameLink(page, href).boundingBox();
  const b = await card(page).boundingBox();
  if (!a || !b) throw new Error('no box');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('the server HTML links the names, and every link points at an anchor of a built API page', async ({request}) => {
  const pages = new Map<string, string>();
  const html = async (path: string) => {
    if (!pages.has(path)) pages.set(path, await (await request.get(path)).text());
    return pages.get(path)!;
  };
  let links = 0;
  const broken: string[] = [];
  for (const route of [...docsRoutes, ...blogRoutes]) {
    const page = await html(route);
    for (const match of page.matchAll(/<a href="?([^" >]+)"? class="?api-ref/g)) {
      links++;
      const [path, anchor] = match[1].split('#');
      const target = await html(path);
      if (!new RegExp(`id="?${anchor}[" >]`).test(target)) broken.push(`${route}: ${match[1]}`);
    }
  }
  expect(broken).toEqual([]);
  expect(links).toBeGreaterThan(1500);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the names are plain links to their API rows', async ({page}) => {
    await page.goto(retry);
    const option = nameLink(page, '#retrystrategyoptions-maxretryattempts');
    await expect(option).toHaveText('maxRetryAttempts');
    await option.click();
    await expect(page).toHaveURL(/\/api\/retry-strategy#retrystrategyoptions-maxretryattempts$/);
  });
});

test('on /strategies/retry: hovering a name opens its card, focus and Tab walk into it, copying a sample with a card open yields its code', async ({
  hydratedPage,
  axe,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await hydratedPage(retry);

  await test.step('hovering a name opens its card with the signature and default, which never covers the name and closes on leaving', async () => {
    const option = nameLink(page, '#retrystrategyoptions-maxretryattempts');
    await option.scrollIntoViewIfNeeded();
    await option.hover();
    await expect(card(page)).toBeVisible();
    await expect(card(page)).toContainText('RetryStrategyOptions(maxRetryAttempts)');
    await expect(card(page)).toContainText('int maxRetryAttempts = 3');
    await expect(card(page)).toContainText('optional, default 3');
    await expect(card(page).getByRole('link', {name: 'pub.dev documentation'})).toHaveAttribute(
      'href',
      'https://pub.dev/documentation/polly_dart/latest/polly_dart/RetryStrategyOptions/RetryStrategyOptions.html',
    );
    await expect(option).toHaveAccessibleName('maxRetryAttempts');
    await expect(option).toHaveAccessibleDescription(/int maxRetryAttempts = 3/);
    expect(await boxesOverlap(page, '#retrystrategyoptions-maxretryattempts')).toBe(false);
    expect(await axe()).toEqual([]);
    await page.mouse.move(0, 0);
    await expect(card(page)).toHaveCount(0);
  });

  await test.step('focus opens the card; Tab walks into it and on past the name, Shift+Tab back, Escape closes it', async () => {
    const option = nameLink(page, '#retrystrategyoptions-maxretryattempts');
    await option.focus();
    await expect(card(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(card(page).getByRole('link', {name: 'API reference'})).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(option).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(card(page).getByRole('link', {name: 'pub.dev documentation'})).toBeFocused();
    await page.keyboard.press('Tab');
    // On past the name: the next link of the sample, whose own card opens.
    const next = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    const order = await page
      .locator('a[href], button, [tabindex="0"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(order.indexOf(next ?? '')).toBeGreaterThan(
      order.indexOf('/api/retry-strategy#retrystrategyoptions-maxretryattempts'),
    );
    await expect(card(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card(page)).toHaveCount(0);
  });

  await test.step('copying a sample yields exactly its code, with a card open', async () => {
    const block = page.locator('article .theme-code-block', {has: page.locator('a.api-ref')}).first();
    const option = block.locator('a.api-ref').first();
    await option.scrollIntoViewIfNeeded();
    await option.hover();
    await expect(card(page)).toBeVisible();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click({force: true});
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const code = await block.locator('pre code').evaluate((node) =>
      Array.from(node.querySelectorAll('.token-line'))
        .map((line) => line.textContent)
        .join('\n'),
    );
    expect(copied.trimEnd()).toBe(code.trimEnd());
    expect(copied).not.toContain('pub.dev documentation');
    expect(copied).toContain('RetryStrategyOptions(');
  });
});

test('the same option name on another options class shows that class', async ({hydratedPage}) => {
  const page = await hydratedPage('/strategies/hedging');
  const delay = nameLink(page, '#hedgingstrategyoptions-delay');
  await delay.scrollIntoViewIfNeeded();
  await delay.hover();
  await expect(card(page)).toContainText('named parameter of HedgingStrategyOptions()');
  await expect(card(page)).toContainText('Duration delay = const Duration(seconds: 1)');
});

test('a name that 0.0.9 does not have says so on hover', async ({hydratedPage}) => {
  const page = await hydratedPage('/strategies/rate-limiter');
  const missing = page.locator('article pre a.api-ref--missing[data-missing="RateLimiterType.concurrency"]');
  await missing.scrollIntoViewIfNeeded();
  await missing.hover();
  await expect(card(page)).toContainText('not in polly_dart 0.0.9');
  await expect(card(page)).toContainText('RateLimiterType.concurrency');
});

for (const theme of THEMES) {
  test.describe(`at 320 px, ${theme}`, () => {
    test.use({viewport: {width: 320, height: 640}, hasTouch: true, isMobile: true});

    test('a tap opens the card inside the screen without leaving the page, and axe finds nothing in it', async ({
      themedPage,
      axe,
    }) => {
      const page = await themedPage(retry, theme);
      const option = nameLink(page, '#retrystrategyoptions-maxretryattempts');
      await option.scrollIntoViewIfNeeded();
      // Scrolled near, the block renders again with the islands accelerator (at once, it is already whole without
      // it): a tap that lands while the name is replaced opens no card. Tap once the block has its buttons.
      const block = page
        .locator('article .theme-code-block', {
          has: page.locator('a.api-ref[href$="#retrystrategyoptions-maxretryattempts"]'),
        })
        .first();
      await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
      await option.tap();
      await expect(card(page)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${retry}$`));
      const box = await card(page).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
      expect(await boxesOverlap(page, '#retrystrategyoptions-maxretryattempts')).toBe(false);
      // The card is drawn in the mode's own surface colour: light in light mode, dark in dark mode.
      const sum = (colour: string) =>
        colour
          .match(/\d+/g)!
          .slice(0, 3)
          .reduce((total, part) => total + Number(part), 0);
      const {background, text} = await card(page).evaluate((node) => ({
        background: getComputedStyle(node).backgroundColor,
        text: getComputedStyle(node).color,
      }));
      expect(sum(background) > 382).toBe(theme === 'light');
      expect(sum(text) > 382).toBe(theme === 'dark');
      // The whole page is checked with a card open in the hover test; here the card itself, on a narrow screen.
      expect(await axe('#api-name-card')).toEqual([]);
    });
  });
}

test('a page reached by client-side navigation renders the links too, and their cards work', async ({hydratedPage}) => {
  const page = await hydratedPage('/intro');
  await page.locator('article a[href="/strategies/retry"]').first().click();
  await expect(page.locator('h1')).toHaveText('Retry');
  const option = nameLink(page, '#retrystrategyoptions-maxretryattempts');
  await expect(option).toHaveText('maxRetryAttempts');
  await option.scrollIntoViewIfNeeded();
  await option.hover();
  await expect(card(page)).toContainText('int maxRetryAttempts = 3');
});

test('every docs page names its Markdown twin, which starts with the library release and the canonical address', async ({
  request,
}) => {
  for (const route of docsRoutes) {
    const html = await (await request.get(route)).text();
    const twin = route === '/' ? '/index.md' : `${route}.md`;
    expect(html, route).toMatch(
      new RegExp(`<link [^>]*rel="?alternate"? type="?text/markdown"? href="?${twin.replace(/\./g, '\\.')}[" />]`),
    );
    const markdown = await (await request.get(twin)).text();
    expect(
      markdown.startsWith(
        `---\nlibrary: polly_dart 0.0.9\ncanonical: https://polly-dart.github.io${route === '/' ? '/' : route}\n---\n`,
      ),
      route,
    ).toBe(true);
  }
});
