import {expect, test} from './fixtures';
import {panel} from './models-helpers';

test.describe('Which strategy do I need? on /strategies/overview', () => {
  test('ticked failures compose a pipeline that opens in the playground composer', async ({page}) => {
    await page.goto('/strategies/overview#which-strategy-do-i-need');
    const guide = panel(page, 'Decision guide');
    const link = guide.getByTestId('decision-playground');
    await expect(link).toHaveText('Open the recommended layout in the playground');
    await expect(link).toHaveAttribute(
      'href',
      '/playground?pipeline=fallback.cache.timeout.retry.rate-limiter.circuit-breaker#pipeline',
    );

    await guide.getByLabel('The network is flaky: calls fail now and then and work a moment later').check();
    await guide.getByLabel('Responses are slow, or a call sometimes hangs').check();
    await guide.getByLabel('A dependency goes down for minutes at a time').check();
    await expect(guide.getByTestId('decision-result')).toContainText('Fallback → Timeout → Retry → Circuit breaker');
    await expect(guide.getByRole('status')).toHaveText('4 strategies: Fallback, Timeout, Retry, Circuit breaker.');
    await expect(link).toHaveText('Open this pipeline in the playground');
    await expect(link).toHaveAttribute('href', '/playground?pipeline=fallback.timeout.retry.circuit-breaker#pipeline');

    await link.click();
    await expect(page).toHaveURL(/\/playground\?pipeline=fallback\.timeout\.retry\.circuit-breaker#pipeline$/);
    const composer = panel(page, 'Pipeline composer');
    await expect(composer.getByTestId('pipeline-order').locator('li')).toHaveCount(4);
    const kinds = await composer
      .getByTestId('pipeline-order')
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
    expect(kinds).toEqual(['fallback', 'timeout', 'retry', 'circuitBreaker']);
    await expect(composer.getByTestId('pipeline-notes').locator('[data-severity="trap"]')).toHaveCount(0);

    // The playground added one history entry: back returns to the guide.
    await page.goBack();
    await expect(page).toHaveURL(/\/strategies\/overview#which-strategy-do-i-need$/);
  });

  test('a quota and a long tail put hedging outside the limiter, and say why', async ({page}) => {
    await page.goto('/strategies/overview#which-strategy-do-i-need');
    const guide = panel(page, 'Decision guide');
    await guide.getByLabel('The API has a quota, such as 100 calls a minute').check();
    await guide.getByLabel(/^Most answers are quick/).check();
    const result = guide.getByTestId('decision-result');
    await expect(result).toContainText('Hedging → Rate limiter (sliding window)');
    const reasons = guide.getByTestId('decision-reasons').locator('li');
    await expect(reasons).toHaveCount(2);
    await expect(reasons.first()).toContainText('Hedging sits outside the limiters and the breaker');
    await guide.getByTestId('decision-playground').click();
    const composer = panel(page, 'Pipeline composer');
    await expect(composer.getByTestId('pipeline-notes').locator('[data-severity="trap"]')).toHaveCount(0);
    await expect(composer.getByTestId('pipeline-notes')).toContainText('after 200 ms');
  });

  test('each failure names its strategies and links to their guide', async ({page}) => {
    await page.goto('/strategies/overview');
    const guide = panel(page, 'Decision guide');
    const expected = [
      ['Responses are slow', 'Timeout', '/strategies/timeout'],
      ['The network is flaky', 'Retry', '/strategies/retry'],
      ['The service is overloaded', 'Concurrency limiter', '/strategies/rate-limiter'],
      ['The API has a quota', 'Rate limiter (sliding window)', '/strategies/rate-limiter'],
      ['A dependency goes down', 'Circuit breaker and Fallback', '/strategies/circuit-breaker'],
      ['The same value is fetched again', 'Cache', '/strategies/cache'],
      ['Most answers are quick', 'Hedging', '/strategies/hedging'],
    ];
    const failures = guide.locator('[data-failure]');
    await expect(failures).toHaveCount(expected.length);
    for (const [index, [symptom, strategies, href]] of expected.entries()) {
      const failure = failures.nth(index);
      await expect(failure).toContainText(symptom);
      await expect(failure.getByRole('link', {name: strategies, exact: true})).toHaveAttribute('href', href);
    }
  });

  test('unticking brings the recommended layout back', async ({page}) => {
    await page.goto('/strategies/overview');
    const guide = panel(page, 'Decision guide');
    const quota = guide.getByLabel('The API has a quota, such as 100 calls a minute');
    await quota.check();
    await expect(guide.getByTestId('decision-playground')).toHaveAttribute(
      'href',
      '/playground?pipeline=rate-limiter#pipeline',
    );
    await quota.uncheck();
    await expect(guide.getByTestId('decision-playground')).toHaveText('Open the recommended layout in the playground');
  });

  test('fits a 320 px screen', async ({page}) => {
    await page.setViewportSize({width: 320, height: 800});
    await page.goto('/strategies/overview#which-strategy-do-i-need');
    const guide = panel(page, 'Decision guide');
    await guide.getByLabel('A dependency goes down for minutes at a time').check();
    await expect(guide.getByTestId('decision-playground')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
