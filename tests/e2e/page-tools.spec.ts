import {axeBuilder, test, expect, type Page} from './fixtures';
import {docsRoutes} from './routes';

// The page tools menu beside the title of every docs page: copy the page's
// Markdown twin, view it, open the page in ChatGPT or Claude.

const twinOf = (route: string) => (route === '/' ? '/index.md' : `${route}.md`);

async function open(page: Page, route: string): Promise<string[]> {
  const twinRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.md')) twinRequests.push(request.url());
  });
  await page.goto(route, {waitUntil: 'networkidle'});
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return twinRequests;
}

const toggle = (page: Page) => page.getByRole('button', {name: 'Page tools'});

test('every docs page has the page tools button, closed, in its served HTML', async ({request}) => {
  for (const route of docsRoutes) {
    const html = await (await request.get(route)).text();
    expect(html, route).toMatch(/<button[^>]*aria-expanded="?false"?[^>]*>Page tools/);
  }
});

test('the menu works from the keyboard: Enter opens it, Tab walks it, Escape closes it and focus returns', async ({
  page,
}) => {
  await open(page, '/strategies/retry');
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`#${await toggle(page).getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await expect(list).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveCount(0);
  await expect(toggle(page)).toBeFocused();
  // Space toggles it too, and a click outside closes it.
  await page.keyboard.press('Space');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', {level: 1}).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
});

test('nothing is requested on load; "Copy page as Markdown" fetches the twin and puts it on the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const twinRequests = await open(page, '/strategies/retry');
  await toggle(page).click();
  // The menu is open and two frames have passed: whatever opening it starts has started.
  await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(twinRequests).toEqual([]);
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText('Copied this page as Markdown.');
  expect(twinRequests.map((url) => new URL(url).pathname)).toEqual(['/strategies/retry.md']);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get('/strategies/retry.md')).text();
  expect(copied).toBe(twin);
  // The twin opens with the library release and its address (plugins/llms, twinHeader), then the page.
  expect(copied).toMatch(/^---\nlibrary: polly_dart 0\.0\.9\ncanonical: \S+\/strategies\/retry\n---\n\n# Retry\n/);
});

test('a copy that cannot load the twin says so in the live region', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.route('**/*.md', (route) => route.fulfill({status: 503, body: 'down'}));
  await open(page, '/intro');
  await toggle(page).click();
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.locator('[role=status]').filter({hasText: 'Could not copy'})).toContainText('HTTP 503');
});

test('a copy the clipboard refuses says so in the live region', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError'))},
    });
  });
  await open(page, '/intro');
  await toggle(page).click();
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.locator('[role=status]').filter({hasText: 'Could not copy'})).toContainText('clipboard');
});

test('"View as Markdown" and the assistant links point at the twin of the page', async ({page}) => {
  const root = new URL((await page.request.get('/').then((r) => r.text())).match(/rel=canonical href=([^ >]+)/)![1]);
  const site = root.origin;
  for (const route of ['/', '/strategies/retry']) {
    const twinRequests = await open(page, route);
    await toggle(page).click();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', twinOf(route));
    for (const [name, address] of [
      ['Open in ChatGPT', 'https://chatgpt.com/'],
      ['Open in Claude', 'https://claude.ai/new'],
    ]) {
      const link = page.getByRole('link', {name: new RegExp(`^${name}`)});
      await expect(link).toHaveAttribute('target', '_blank');
      const url = new URL((await link.getAttribute('href'))!);
      expect(`${url.origin}${url.pathname}`).toBe(address);
      expect(url.searchParams.get('q')).toContain(`${site}${twinOf(route)}`);
    }
    expect(twinRequests).toEqual([]);
    await page.getByRole('link', {name: 'View as Markdown'}).click();
    await expect(page).toHaveURL(new RegExp(`${twinOf(route).replace('.', '\\.')}$`));
    expect(await page.locator('body').innerText()).toMatch(
      /^---\nlibrary: polly_dart 0\.0\.9\ncanonical: \S+\n---\n\n# /,
    );
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`on a 320 px screen in ${theme} mode the open menu fits and axe finds nothing`, async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    await open(page, '/getting-started/basic-concepts');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await toggle(page).click();
    const list = page.getByRole('link', {name: /^Open in Claude/});
    await expect(list).toBeVisible();
    const box = await list.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const {violations} = await axeBuilder(page).include('[data-page-tools]').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
