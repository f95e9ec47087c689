import type {Locator} from './fixtures';
import {expect, test} from './fixtures';
import {panel, setNumber} from './models-helpers';

const barHeights = (chart: Locator) =>
  chart.locator('[data-bar] rect').evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('height'))));

test.describe('retry backoff chart on /playground', () => {
  test('starts with the default 1 s, 2 s, 4 s bars in the server-rendered HTML', async ({request}) => {
    const html = await (await request.get('/playground')).text();
    expect(html).toMatch(/data-testid="?retry-chart"?[^>]*data-bar-count="?3"?/);
    expect(html).toContain('Total wait: 7 s.');
  });

  test('more attempts add bars, and exponential bars double', async ({page}) => {
    await page.goto('/playground');
    const retry = panel(page, 'Retry delays');
    const chart = retry.getByTestId('retry-chart');
    await expect(chart.locator('[data-bar]')).toHaveCount(3);
    await setNumber(retry, 'delay', 200);
    await setNumber(retry, 'maxRetryAttempts', 5);
    await expect(chart.locator('[data-bar]')).toHaveCount(5);
    await expect(chart.locator('[data-bar]').first()).toHaveAttribute('data-delay-ms', '200');
    const heights = await barHeights(chart);
    for (let i = 1; i < heights.length; i++) expect(heights[i] / heights[i - 1]).toBeCloseTo(2, 1);
    await expect(retry.getByRole('status')).toContainText('Total wait: 6.2 s');
  });

  test('constant backoff gives equal bars and the cap flattens exponential ones', async ({page}) => {
    await page.goto('/playground');
    const retry = panel(page, 'Retry delays');
    const chart = retry.getByTestId('retry-chart');
    await setNumber(retry, 'maxRetryAttempts', 6);
    await retry.getByLabel('backoffType').selectOption('constant');
    expect(new Set(await barHeights(chart)).size).toBe(1);
    await retry.getByLabel('backoffType').selectOption('exponential');
    await setNumber(retry, 'maxDelay', 5000);
    await expect(retry.getByTestId('retry-cap-line')).toBeVisible();
    await expect(chart.locator('[data-bar][data-capped="true"]')).toHaveCount(3);
    const heights = await barHeights(chart);
    expect(heights.slice(3)).toEqual([heights[3], heights[3], heights[3]]);
    await expect(retry.getByRole('status')).toContainText('3 capped at maxDelay (5 s)');
  });

  test('a delayGenerator returning null stops retrying', async ({page}) => {
    await page.goto('/playground');
    const retry = panel(page, 'Retry delays');
    await retry.getByLabel('delayGenerator').selectOption('null');
    await expect(retry.getByTestId('retry-chart').locator('[data-bar]')).toHaveCount(0);
    await expect(retry.getByRole('status')).toContainText('gave up without retrying');
  });

  test('infinite() shows the retries that overflow into no wait at all', async ({page}) => {
    await page.goto('/playground');
    const retry = panel(page, 'Retry delays');
    await retry.getByRole('button', {name: 'Show infinite(): first 64 retries'}).click();
    const chart = retry.getByTestId('retry-chart');
    await expect(chart.locator('[data-bar]')).toHaveCount(64);
    await expect(chart.locator('[data-bar][data-waits="false"]')).toHaveCount(13);
    await expect(retry.getByRole('status')).toContainText('44–47, 49, 54, 57–63');
  });

  test('jitter keeps each bar within 50–150 % and can be redrawn', async ({page}) => {
    await page.goto('/playground');
    const retry = panel(page, 'Retry delays');
    await retry.getByLabel('useJitter').check();
    const delays = () =>
      retry.locator('[data-bar]').evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('data-delay-ms'))));
    const first = await delays();
    first.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(500 * 2 ** i);
      expect(ms).toBeLessThanOrEqual(1500 * 2 ** i);
    });
    await retry.getByRole('button', {name: 'Draw new jitter'}).click();
    await expect.poll(delays).not.toEqual(first);
  });
});
