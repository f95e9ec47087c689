import {expect, test} from './csp-fixture';
import {panel, setNumber} from './models-helpers';

test.describe('rate limiter view on /playground', () => {
  test('a fixed window admits 5 per second out of 10 requests per second', async ({page}) => {
    await page.goto('/playground');
    const limiter = panel(page, 'Rate limiter');
    const chart = limiter.getByTestId('rate-limiter-chart');
    await expect(chart).toHaveAttribute('data-admitted', '10');
    await expect(chart).toHaveAttribute('data-rejected', '10');
    await expect(limiter.getByRole('status')).toContainText('retryAfter 500 ms');
    await setNumber(limiter, 'permitLimit', 8);
    await expect(chart).toHaveAttribute('data-admitted', '16');
    await expect(chart.locator('[data-kind="rejected"]')).toHaveCount(4);
  });

  test('each algorithm shows its own options and decisions', async ({page}) => {
    await page.goto('/playground');
    const limiter = panel(page, 'Rate limiter');
    const chart = limiter.getByTestId('rate-limiter-chart');
    await limiter.getByLabel('constructor').selectOption('slidingWindow');
    await expect(limiter.getByLabel('segmentsPerWindow (ignored)')).toHaveValue('4');
    await expect(chart).toHaveAttribute('data-admitted', '10');

    await limiter.getByLabel('constructor').selectOption('tokenBucket');
    await setNumber(limiter, 'segmentsPerWindow', 0);
    await expect(chart.locator('[data-kind="error"]')).toHaveCount(20);
    await expect(limiter.getByRole('status')).toContainText('integer division by zero');

    await limiter.getByLabel('constructor').selectOption('concurrencyLimiter');
    await expect(limiter.getByLabel('queueLimit')).toBeVisible();
    await expect(chart.locator('[data-kind="queued"]').first()).toBeVisible();
    await expect(limiter.getByRole('status')).toContainText('no retryAfter');
  });
});
