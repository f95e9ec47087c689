import {expect, test, type Page} from './fixtures';
import {panel} from './models-helpers';

const RECOMMENDED = ['fallback', 'cache', 'timeout', 'retry', 'rateLimiter', 'circuitBreaker'];

function composer(page: Page) {
  return panel(page, 'Pipeline composer');
}

async function layout(page: Page): Promise<string[]> {
  const items = composer(page).getByTestId('pipeline-order').locator('li');
  return items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind') ?? ''));
}

/** Collects console errors and uncaught exceptions of a page. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('pipeline composer state in the address of /playground', () => {
  test('a shared address opens its layout, and a reload keeps it', async ({page}) => {
    await page.goto('/playground?pipeline=timeout.retry.circuit-breaker#pipeline');
    await expect.poll(() => layout(page)).toEqual(['timeout', 'retry', 'circuitBreaker']);
    const code = composer(page).getByTestId('pipeline-code');
    await expect(code).not.toContainText('addFallback');
    await page.reload();
    await expect.poll(() => layout(page)).toEqual(['timeout', 'retry', 'circuitBreaker']);
    await expect(page).toHaveURL(/\?pipeline=timeout\.retry\.circuit-breaker#pipeline$/);
  });

  test('no parameter shows the recommended layout and leaves the address alone', async ({page}) => {
    await page.goto('/playground');
    await expect.poll(() => layout(page)).toEqual(RECOMMENDED);
    await expect(page).toHaveURL(/\/playground$/);
  });

  test('each change is one history entry that back and forward walk through', async ({page}) => {
    await page.goto('/playground');
    await expect.poll(() => layout(page)).toEqual(RECOMMENDED);
    const before = await page.evaluate(() => window.history.length);

    await composer(page).getByRole('checkbox', {name: 'Cache', exact: true}).uncheck();
    await expect(page).toHaveURL(/\?pipeline=fallback\.timeout\.retry\.rate-limiter\.circuit-breaker$/);
    await composer(page).getByRole('button', {name: 'Move Retry out', exact: true}).click();
    await expect(page).toHaveURL(/\?pipeline=fallback\.retry\.timeout\.rate-limiter\.circuit-breaker$/);
    expect(await page.evaluate(() => window.history.length)).toBe(before + 2);
    await expect(composer(page).getByTestId('pipeline-notes').locator('[data-severity="trap"]')).not.toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\?pipeline=fallback\.timeout\.retry\.rate-limiter\.circuit-breaker$/);
    await expect.poll(() => layout(page)).toEqual(['fallback', 'timeout', 'retry', 'rateLimiter', 'circuitBreaker']);
    await page.goBack();
    await expect(page).toHaveURL(/\/playground$/);
    await expect.poll(() => layout(page)).toEqual(RECOMMENDED);
    await page.goForward();
    await expect.poll(() => layout(page)).toEqual(['fallback', 'timeout', 'retry', 'rateLimiter', 'circuitBreaker']);

    // Restoring the layout the address already holds adds no entry.
    await page.goto('/playground?pipeline=fallback.cache.timeout.retry.rate-limiter.circuit-breaker');
    await expect.poll(() => layout(page)).toEqual(RECOMMENDED);
    const length = await page.evaluate(() => window.history.length);
    await composer(page).getByRole('button', {name: 'Use the recommended layout'}).click();
    await expect(composer(page).getByRole('status')).toContainText('Recommended layout restored.');
    expect(await page.evaluate(() => window.history.length)).toBe(length);
  });

  test('a pipeline with no strategy has its own address', async ({page}) => {
    await page.goto('/playground?pipeline=none');
    await expect(composer(page).getByText('No strategy: the callback runs on its own.')).toBeVisible();
    await composer(page).getByRole('checkbox', {name: 'Retry', exact: true}).check();
    await expect(page).toHaveURL(/\?pipeline=retry$/);
    await composer(page).getByRole('checkbox', {name: 'Retry', exact: true}).uncheck();
    await expect(page).toHaveURL(/\?pipeline=none$/);
  });

  for (const bad of ['retry.bulkhead', 'retry.retry', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '', 'RETRY']) {
    test(`a malformed address (${JSON.stringify(bad)}) falls back to the default layout without an error`, async ({
      page,
    }) => {
      const errors = errorsOf(page);
      await page.goto(`/playground?other=kept&pipeline=${bad}#pipeline`);
      await expect.poll(() => layout(page)).toEqual(RECOMMENDED);
      await expect(page).toHaveURL(/\/playground\?other=kept#pipeline$/);
      await expect(page.locator('script', {hasText: 'alert(1)'})).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('the copy button puts the address of the current layout on the clipboard', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/playground?pipeline=timeout.retry');
    await expect.poll(() => layout(page)).toEqual(['timeout', 'retry']);
    await composer(page).getByRole('button', {name: 'Copy a link to this layout'}).click();
    await expect(composer(page).getByRole('status')).toHaveText('Link to this layout copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).search).toBe('?pipeline=timeout.retry');
  });
});
