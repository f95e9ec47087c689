import {axeBuilder, test, expect, type Page} from './fixtures';
import {docsRoutes} from './routes';

// "Was this page helpful?" at the end of every docs page.

const key = 'polly-dart.page-feedback';
const repo = 'https://github.com/flutterninja9/polly_dart';

async function open(page: Page, route: string): Promise<string[]> {
  const requests: string[] = [];
  await page.goto(route, {waitUntil: 'networkidle'});
  // Code chunks the site prefetches when idle are not about feedback; anything else would be.
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || url.origin !== new URL(page.url()).origin || !url.pathname.startsWith('/assets/'))
      requests.push(`${request.method()} ${request.url()}`);
  });
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return requests;
}

const group = (page: Page) => page.getByRole('group', {name: 'Was this page helpful?'});
const stored = (page: Page) => page.evaluate((name) => localStorage.getItem(name), key);

test('every docs page asks, in its served HTML', async ({request}) => {
  for (const route of docsRoutes) {
    const html = await (await request.get(route)).text();
    expect(html, route).toContain('Was this page helpful?');
  }
});

test('Yes thanks the reader, is remembered for this page only, and sends nothing', async ({page}) => {
  const requests = await open(page, '/strategies/retry');
  await group(page).getByRole('button', {name: 'Yes'}).click();
  await expect(page.locator('[data-page-feedback] [role=status]')).toHaveText('Thank you for telling us.');
  await expect(group(page).getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse((await stored(page))!)).toEqual({'/strategies/retry': 'yes'});
  expect(requests).toEqual([]);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(group(page).getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'true');
  await open(page, '/strategies/timeout');
  await expect(group(page).getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'false');
  await expect(group(page).getByRole('button', {name: 'No'})).toHaveAttribute('aria-pressed', 'false');
});

test('No opens a prefilled GitHub issue with the page title and address', async ({page, context}) => {
  await context.route('https://github.com/**', (route) => route.fulfill({status: 200, body: 'issue form'}));
  await open(page, '/strategies/circuit-breaker');
  const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
  const title = (await page.getByRole('heading', {level: 1}).textContent())!.trim();
  const [issue] = await Promise.all([
    context.waitForEvent('page'),
    group(page).getByRole('button', {name: 'No'}).click(),
  ]);
  await issue.waitForLoadState();
  const url = new URL(issue.url());
  expect(`${url.origin}${url.pathname}`).toBe(`${repo}/issues/new`);
  expect(url.searchParams.get('title')).toContain(title);
  expect(url.searchParams.get('body')).toContain(`Address: ${canonical}`);
  // The same form stays one click away, should the browser have blocked the tab.
  const fallback = page.getByRole('link', {name: 'open the issue form for this page'});
  await expect(fallback).toHaveAttribute('href', issue.url());
  expect(JSON.parse((await stored(page))!)).toEqual({'/strategies/circuit-breaker': 'no'});
});

test('a hostile or unreadable stored value is ignored and never rendered', async ({page}) => {
  for (const value of [
    '{not json',
    '[]',
    JSON.stringify({'/intro': '<img src=x onerror="window.__pwned=1">'}),
    JSON.stringify({'/intro': {yes: true}, '/intro/': 'YES'}),
    '{"__proto__": {"/intro": "yes"}}',
  ]) {
    await page.addInitScript(([name, raw]) => localStorage.setItem(name, raw), [key, value]);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, '/intro');
    await expect(group(page).getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'false');
    await expect(group(page).getByRole('button', {name: 'No'})).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('[data-page-feedback] img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
    // Answering replaces the bad value with a clean one.
    await group(page).getByRole('button', {name: 'Yes'}).click();
    expect(JSON.parse((await stored(page))!)).toEqual({'/intro': 'yes'});
    await page.evaluate(() => localStorage.clear());
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`on a 320 px screen in ${theme} mode it fits after an answer and axe finds nothing`, async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    await open(page, '/api/outcome');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await group(page).getByRole('button', {name: 'Yes'}).click();
    await expect(page.locator('[data-page-feedback] [role=status]')).toHaveText('Thank you for telling us.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const {violations} = await axeBuilder(page).include('[data-page-feedback]').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
