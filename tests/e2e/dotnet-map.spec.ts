import {expect, test} from './fixtures';

test.describe('Coming from Polly for .NET on /getting-started/basic-concepts', () => {
  test('the name map links .NET names to the polly_dart names that replace them', async ({page}) => {
    await page.goto('/getting-started/basic-concepts#coming-from-polly-for-net');
    await expect(page.getByRole('heading', {name: 'Coming from Polly for .NET', level: 2})).toBeInViewport();
    const table = page.getByRole('table', {name: 'Polly for .NET names and their polly_dart 0.0.9 counterparts'});
    const row = table.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'WaitAndRetryAsync'})});
    await expect(row.getByRole('link', {name: 'addRetry', exact: true})).toHaveAttribute(
      'href',
      '/api/resilience-pipeline-builder#resiliencepipelinebuilder-addretry',
    );
    const broken = table.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'BrokenCircuitException'})});
    await expect(broken.getByRole('link', {name: 'CircuitBreakerRejectedException'})).toBeVisible();
    const none = table.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'ResilienceContextPool'})});
    await expect(none).toContainText('none');

    await row.getByRole('link', {name: 'RetryStrategyOptions', exact: true}).click();
    await expect(page).toHaveURL(/\/api\/retry-strategy#retrystrategyoptions$/);
    await expect(page.locator('#retrystrategyoptions')).toBeInViewport();
  });

  test('the search box and the version filter narrow the table, and say how many rows are shown', async ({page}) => {
    await page.goto('/getting-started/basic-concepts');
    const map = page.getByTestId('dotnet-map');
    const rows = map.locator('tbody tr');
    const total = await rows.count();
    expect(total).toBeGreaterThan(50);

    await map.getByLabel('Find a .NET name').fill('waitandretry');
    await expect(rows).toHaveCount(2);
    await expect(map.getByRole('status')).toHaveText(`2 of ${total} names shown.`);

    await map.getByLabel('Find a .NET name').fill('');
    await map.getByLabel('Polly for .NET version').selectOption('v7');
    await expect(map.locator('tbody tr[data-polly="v8"]')).toHaveCount(0);
    await expect(map.locator('tbody tr[data-polly="both"]').first()).toBeVisible();

    await map.getByLabel('Find a .NET name').fill('<b>nothing</b>');
    await expect(rows).toHaveCount(0);
    await expect(map.getByText('No name matches')).toBeVisible();
    await expect(map.locator('b')).toHaveCount(0);
  });

  test('every strategy guide points to the map with its own .NET names', async ({page}) => {
    const expected: Record<string, string> = {
      retry: 'WaitAndRetryAsync',
      'circuit-breaker': 'CircuitBreakerAsync',
      timeout: 'TimeoutAsync',
      fallback: 'FallbackAsync',
      hedging: 'AddHedging',
      'rate-limiter': 'BulkheadAsync',
      cache: 'CacheAsync',
    };
    for (const [strategy, name] of Object.entries(expected)) {
      await page.goto(`/strategies/${strategy}`);
      const pointer = page.getByTestId('dotnet-pointer');
      await expect(pointer).toHaveCount(1);
      await expect(pointer).toContainText(name);
    }
    await page.getByTestId('dotnet-pointer').getByRole('link', {name: 'name map'}).click();
    await expect(page).toHaveURL(/\/getting-started\/basic-concepts#coming-from-polly-for-net$/);
    await expect(page.getByRole('heading', {name: 'Coming from Polly for .NET'})).toBeInViewport();
  });
});

test('on a 320 px screen the table scrolls inside a focusable region, not the page', async ({page}) => {
  await page.setViewportSize({width: 320, height: 800});
  await page.goto('/getting-started/basic-concepts#dotnet-names');
  const region = page.getByRole('region', {name: 'Polly for .NET names and their polly_dart 0.0.9 counterparts'});
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test.describe('the map without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the server renders every row', async ({page}) => {
    await page.goto('/getting-started/basic-concepts');
    await expect(page.getByTestId('dotnet-map').locator('tbody tr')).toHaveCount(70);
    await expect(page.locator('#dotnet-waitandretryasync')).toContainText('addRetry');
  });
});
