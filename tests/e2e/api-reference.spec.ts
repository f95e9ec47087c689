import {expect, test, type Page} from './fixtures';
import {manifest} from '../../src/api/manifest';
import {anchorsOf, describeSymbol} from '../../src/api/members';
import {apiPages, symbolAnchor} from '../../src/api/pages';

/** Every id the generated tables of a page must define. */
function rowIdsOf(symbols: string[]): string[] {
  return symbols.flatMap((symbol) => anchorsOf(describeSymbol(manifest, symbol)));
}

async function idsOnPage(page: Page): Promise<string[]> {
  return page.locator('article [id]').evaluateAll((nodes) => nodes.map((n) => n.id));
}

for (const apiPage of apiPages) {
  test(`/${apiPage.id} renders a heading and the member tables of each of its symbols`, async ({page}) => {
    await page.goto(`/${apiPage.id}`);
    const ids = await idsOnPage(page);
    for (const symbol of apiPage.symbols) {
      await expect(page.locator(`h3#${symbolAnchor(symbol)}`)).toHaveText(symbol);
    }
    const expected = [...apiPage.symbols.map(symbolAnchor), ...rowIdsOf(apiPage.symbols)];
    expect(expected.filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    await expect(page.locator('article table tbody tr').first()).toBeVisible();
    await expect(page.getByText(/^Since \d+\.\d+\.\d+$/)).toHaveCount(apiPage.symbols.length);
    await expect(page.locator(`article a[href="${apiPage.guide}"]`).first()).toBeVisible();
  });
}

test('on /api/retry-strategy: an anchor scrolls its row below the navbar, named constructors list their parameters and fixed fields, type names link to their anchors', async ({
  page,
}) => {
  await test.step('an option anchor scrolls its row into view below the navbar', async () => {
    await page.goto('/api/retry-strategy#retrystrategyoptions-maxretryattempts');
    const row = page.locator('tr#retrystrategyoptions-maxretryattempts');
    await expect(row).toBeInViewport();
    await expect(row).toContainText('maxRetryAttempts');
    await expect(row.getByRole('cell').last()).toHaveText('3');
    const navbarBottom = await page.locator('.navbar').evaluate((n) => n.getBoundingClientRect().bottom);
    const rowTop = await row.evaluate((n) => n.getBoundingClientRect().top);
    expect(rowTop).toBeGreaterThanOrEqual(navbarBottom - 1);
  });

  await test.step('named constructors are listed with their parameters and the fields they fix', async () => {
    // The same page, another anchor: the browser scrolls to it without a reload.
    await page.goto('/api/retry-strategy#retrystrategyoptions-immediate');
    const immediate = page.locator('#retrystrategyoptions-immediate');
    await expect(immediate).toBeInViewport();
    await expect(immediate.locator('caption')).toContainText('RetryStrategyOptions.immediate(');
    await expect(immediate).toContainText('Set by this constructor, not passed in:');
    await expect(page.locator('#retrystrategyoptions-infinite')).toContainText('0x7FFFFFFF');
    await expect(page.locator('#retrystrategyoptions-nodelay-maxdelay')).toContainText('Duration.zero');
  });

  await test.step('type names link to their own anchors, on the same page and on other API pages', async () => {
    const backoffRow = page.locator('tr#retrystrategyoptions-backofftype');
    await backoffRow.getByRole('cell').first().getByRole('link', {name: 'DelayBackoffType'}).click();
    await expect(page).toHaveURL(/\/api\/retry-strategy#delaybackofftype$/);
    await expect(page.locator('h3#delaybackofftype')).toBeInViewport();

    await page
      .locator('tr#retrystrategyoptions-shouldhandle')
      .getByRole('link', {name: 'ShouldHandlePredicate'})
      .click();
    await expect(page).toHaveURL(/\/api\/outcome#shouldhandlepredicate$/);
    await expect(page.locator('h3#shouldhandlepredicate')).toBeInViewport();
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the tables are in the static HTML and the anchor still reaches its row', async ({page}) => {
    await page.goto('/api/circuit-breaker-strategy#circuitbreakerstrategyoptions-failureratio');
    const row = page.locator('tr#circuitbreakerstrategyoptions-failureratio');
    await expect(row).toBeInViewport();
    await expect(row).toContainText('double');
    await expect(row).toContainText('0.5');
    const ids = await idsOnPage(page);
    const circuitPage = apiPages.find((p) => p.id === 'api/circuit-breaker-strategy')!;
    expect(rowIdsOf(circuitPage.symbols).filter((id) => !ids.includes(id))).toEqual([]);
  });
});

test('on a narrow screen rows become labelled cards without sideways scrolling', async ({page}) => {
  await page.setViewportSize({width: 360, height: 800});
  await page.goto('/api/rate-limiter-strategy#ratelimiterstrategyoptions-tokenbucket-segmentsperwindow');
  const row = page.locator('tr#ratelimiterstrategyoptions-tokenbucket-segmentsperwindow');
  await expect(row).toBeInViewport();
  expect(await row.evaluate((n) => getComputedStyle(n).display)).toBe('block');
  const label = await row
    .locator('td')
    .first()
    .evaluate((n) => getComputedStyle(n, '::before').content);
  expect(label).toContain('Type');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

// The member tables pass axe with the rest of their page, in both colour modes, in routes.spec.ts.
