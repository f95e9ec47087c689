/**
 * Islands (src/accelerators/islands/lazyIsland.tsx): figures whose code is not part of
 * their page's first load. The moments before the code arrives are held open
 * here by keeping the figure's chunk back until the test lets it go.
 */
import type {Page, Route} from '@playwright/test';
import {expect, onlyWithAccelerator, test} from './fixtures';

onlyWithAccelerator('islands');

const PAGE = '/strategies/circuit-breaker';
/** A string only the circuit breaker simulator's chunk contains. */
const MARKER = 'breaker-window';

/** Holds back the scripts whose text contains `marker` until `release` is called; records when each was asked for. */
async function holdChunk(page: Page, marker: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route('**/assets/js/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker) && !route.request().url().includes('/main.')) {
      requested.push(route.request().url());
      await released;
    }
    await route.fulfill({response, body});
  });
  return {release, requested};
}

/** When the page was marked hydrated, by the page's clock (`performance.now()`). */
async function noteHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.documentElement.dataset.hasHydrated !== 'true') return;
      (window as unknown as {hydratedAt: number}).hydratedAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
}

async function gotoHydratedOnly(page: Page, path: string): Promise<void> {
  // 'commit': the fixture's goto would wait for the islands, which this test holds back.
  await page.goto(path, {waitUntil: 'commit'});
  // Every script of the page passes through the route handler above, which reads it whole before it answers: on a
  // busy two-core machine hydration can take longer than expect's default of 5 s. Nothing hydration needs is held.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
}

const island = (page: Page) => page.locator('[data-island="CircuitBreakerSimulator"]');

// A route handler can still be reading a script when its test ends, and the response it reads is
// disposed with the page; unrouting with 'ignoreErrors' drops what such a handler throws then.
test.afterEach(async ({page}) => {
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('a simulator shows the server-rendered figure until its code arrives after the page, then runs', async ({
  page,
}) => {
  const held = await holdChunk(page, MARKER);
  await noteHydration(page);
  await gotoHydratedOnly(page, PAGE);
  // Seam islands-bundler-runtime: the server rendered the figure from the module the server bundle holds in place.
  await expect(island(page).getByTestId('breaker-window'), 'seam islands').toContainText('0 calls');
  await expect(island(page)).not.toHaveAttribute('data-island-ready');
  await expect.poll(() => held.requested.length).toBeGreaterThan(0);
  held.release();
  await expect(island(page)).toHaveAttribute('data-island-ready', '');
  // The page needed no part of it to hydrate: it was asked for afterwards (resource timing has the
  // entry once the answer is complete).
  const [askedAt, hydratedAt] = await page.evaluate(
    (url) => [
      performance.getEntriesByName(url)[0]?.startTime ?? -1,
      (window as unknown as {hydratedAt: number}).hydratedAt,
    ],
    held.requested[0],
  );
  expect(askedAt, "seam islands: the figure's code was part of the first load").toBeGreaterThanOrEqual(hydratedAt);
  await island(page).getByRole('button', {name: 'Send a failure'}).click();
  await expect(island(page).getByTestId('breaker-window')).toContainText('1 calls, 1 failures');
});

test('a click on the figure before its code arrives is acted on when it does', async ({page}) => {
  const held = await holdChunk(page, MARKER);
  await gotoHydratedOnly(page, PAGE);
  await island(page).getByRole('button', {name: 'Send 5 failures'}).click();
  await expect(island(page).getByTestId('breaker-window')).toContainText('0 calls');
  held.release();
  // The page's breaker opens at four calls: the fifth failure is rejected and not counted.
  await expect(island(page).getByTestId('breaker-window')).toContainText('4 calls, 4 failures');
  await expect(island(page).getByTestId('breaker-state')).toHaveText('open');
  await expect(island(page).getByRole('button', {name: 'Send 5 failures'})).toBeFocused();
});

test('the focus moved into the figure before its code arrives stays on the same control', async ({page}) => {
  const held = await holdChunk(page, MARKER);
  await gotoHydratedOnly(page, PAGE);
  await island(page).getByRole('button', {name: 'Let 1 s pass'}).focus();
  held.release();
  await expect(island(page)).toHaveAttribute('data-island-ready', '');
  await expect(island(page).getByRole('button', {name: 'Let 1 s pass'})).toBeFocused();
});

test('a page reached by a link renders its figures in the browser', async ({page}) => {
  await page.goto('/strategies/overview');
  await page.evaluate(() => {
    (window as unknown as {samePage: boolean}).samePage = true;
  });
  await page.locator(`article a[href="${PAGE}"]`).first().click();
  await expect(page.locator('h1')).toHaveText('Circuit breaker');
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
  await expect(island(page)).toHaveAttribute('data-island-ready', '');
  await expect(page.locator('[data-island="CircuitStateDiagram"] figure svg')).toBeVisible();
  await island(page).getByRole('button', {name: 'Send a failure'}).click();
  await expect(island(page).getByTestId('breaker-window')).toContainText('1 calls, 1 failures');
});

test('a figure whose code fails to load keeps the server-rendered figure, and the next try loads it', async ({
  page,
}) => {
  let fail = true;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (fail && body.includes(MARKER) && !route.request().url().includes('/main.')) {
      await route.abort();
      return;
    }
    await route.fulfill({response, body});
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydratedOnly(page, PAGE);
  await page.waitForLoadState('networkidle');
  await expect(island(page).getByTestId('breaker-window')).toContainText('0 calls');
  await expect(island(page)).not.toHaveAttribute('data-island-ready');
  fail = false;
  await island(page).getByRole('button', {name: 'Send a failure'}).click();
  await expect(island(page)).toHaveAttribute('data-island-ready', '');
  await expect(island(page).getByTestId('breaker-window')).toContainText('1 calls, 1 failures');
  expect(errors).toEqual([]);
});
