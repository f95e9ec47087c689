import {test, expect} from './fixtures';
import {allRoutes} from './routes';

test.use({viewport: {width: 1200, height: 500}});

test('after a client-side navigation the new page starts at the top', async ({page}) => {
  await page.goto('/intro');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await page.locator('footer').getByRole('link', {name: 'Blog'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Still the same document: the router changed the page, the browser did not reload it.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before);
});

test('a client-side navigation to a fragment scrolls to the named element', async ({page}) => {
  await page.goto('/intro');
  await page.evaluate(() => window.scrollTo(0, 0));
  const link = page.locator('article a[href^="/"][href*="#"]').first();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await link.click();
  const id = decodeURIComponent(href!.split('#')[1]);
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('changing only the query string does not scroll', async ({page}) => {
  await page.goto('/search?q=retry');
  await expect(page.locator('article').nth(3)).toBeVisible();
  // Scroll down, but not past the search field: a browser scrolls a field that is typed into back
  // into full view by itself, and that would not be the router's doing.
  const target = await page.locator('input[name="q"]').evaluate((input) => {
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
    return Math.min(200, Math.floor(input.getBoundingClientRect().top + window.scrollY - navbar - 8));
  });
  expect(target).toBeGreaterThan(0);
  await page.evaluate((y) => window.scrollTo(0, y), target);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const y = await page.evaluate(() => window.scrollY);
  // Typing on the search page replaces only the query string of the URL.
  // Same results, another query string: the router must leave the scroll position alone.
  // Focus without scrolling (a plain fill() would scroll the input into view).
  await page.locator('input[name="q"]').evaluate((input: HTMLInputElement) => {
    input.focus({preventScroll: true});
    input.select();
  });
  // One input event with the whole word: the page searches at every keystroke, and the answers to
  // "R", "Re", … would change the page's height on their own, which is not what this test is about.
  await page.keyboard.insertText('Retry');
  await expect(page).toHaveURL(/q=Retry$/);
  await expect(page.locator('article').nth(3)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
});

for (const path of ['/intro/index.html', '/intro.html', '/intro/']) {
  test(`${path} leads to /intro`, async ({page}) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/intro$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
  });
}

test('every page emits canonical, alternate-language and social tags', async ({request, baseURL}) => {
  for (const route of allRoutes) {
    const html = await (await request.get(route)).text();
    const canonical = /<link[^>]+rel=["']?canonical["']?[^>]*href=["']?([^"' >]+)/.exec(html)?.[1];
    expect(canonical, route).toBeTruthy();
    expect(new URL(canonical!).pathname, route).toBe(route);
    expect(html, route).toMatch(/<link[^>]+rel=["']?alternate["']?[^>]+hreflang=["']?en/);
    expect(html, route).toMatch(/<meta[^>]+property=["']?og:url["']?/);
    expect(html, route).toMatch(/<meta[^>]+property=["']?og:title["']?/);
    expect(html, route).toMatch(
      /<meta[^>]+property=["']?og:image["']?[^>]+content=["']?https?:\/\/[^"' >]+\/img\/(cards\/[^"' >]+\.png|social-card)/,
    );
    expect(html, route).toMatch(/<meta[^>]+name=["']?twitter:card["']?[^>]+content=["']?summary_large_image/);
    expect(html, route).toMatch(/<meta[^>]+name=["']?twitter:image["']?/);
  }
  expect(baseURL).toBeTruthy();
});
