import {expect, test} from './fixtures';
import {panel} from './models-helpers';

test.describe('pipeline composer on /playground', () => {
  test('moving Retry outside Timeout reorders the layers, the code and warns', async ({page}) => {
    await page.goto('/playground');
    const composer = panel(page, 'Pipeline composer');
    const code = composer.getByTestId('pipeline-code');
    await expect(composer.getByTestId('pipeline-notes').locator('[data-severity="trap"]')).toHaveCount(0);
    await composer.getByRole('button', {name: 'Move Retry out', exact: true}).click();
    await expect(composer.getByTestId('pipeline-order').locator('li').nth(2)).toHaveAttribute('data-kind', 'retry');
    const text = await code.innerText();
    expect(text.indexOf('.addRetry(')).toBeLessThan(text.indexOf('.addTimeout('));
    await expect(composer.getByTestId('pipeline-notes').locator('[data-severity="trap"]')).toContainText(
      'OperationCancelledException',
    );
    await expect(composer.getByText('main.dart: a counterexample, because of the trap above')).toBeVisible();
    await expect(composer.getByRole('status')).toContainText('Retry moved outwards');
    await expect(
      composer.getByTestId('pipeline-nesting').locator('[data-layer="retry"] [data-layer="timeout"]'),
    ).toHaveCount(1);
  });

  test('moving Fallback inside the Cache warns that the cache stores the fallback value', async ({page}) => {
    await page.goto('/playground');
    const composer = panel(page, 'Pipeline composer');
    const traps = composer.getByTestId('pipeline-notes').locator('[data-severity="trap"]');
    await expect(traps).toHaveCount(0);
    await composer.getByRole('button', {name: 'Move Fallback in', exact: true}).click();
    await expect(composer.getByTestId('pipeline-order').locator('li').nth(1)).toHaveAttribute('data-kind', 'fallback');
    await expect(traps).toHaveCount(1);
    await expect(traps).toContainText('Fallback inside Cache');
    await expect(composer.getByText('main.dart: a counterexample, because of the trap above')).toBeVisible();
  });

  test('the recommended layout keeps rate limiter rejections away from the breaker', async ({page}) => {
    await page.goto('/playground');
    const composer = panel(page, 'Pipeline composer');
    // Retry leaves the rejection out; the limiter sits outside the breaker, which never sees one.
    await expect(composer.getByTestId('pipeline-code')).toContainText('is! RateLimiterRejectedException');
    await expect(composer.getByTestId('pipeline-notes')).toContainText('Retry outside a limiter');
    await expect(composer.getByTestId('pipeline-notes')).not.toContainText('Circuit breaker outside a limiter');
  });

  test('removing and adding strategies changes the code', async ({page}) => {
    await page.goto('/playground');
    const composer = panel(page, 'Pipeline composer');
    const code = composer.getByTestId('pipeline-code');
    await composer.getByRole('checkbox', {name: 'Cache', exact: true}).uncheck();
    await expect(code).not.toContainText('addCache');
    await expect(code).not.toContainText('operationKey');
    await composer.getByRole('checkbox', {name: 'Hedging', exact: true}).check();
    await expect(code).toContainText('.addHedging(const HedgingStrategyOptions<String>(');
    await expect(composer.getByTestId('pipeline-order').locator('li').last()).toHaveAttribute('data-kind', 'hedging');
    // Added innermost, hedging sits inside the rate limiter: one permit covers both attempts.
    await expect(composer.getByTestId('pipeline-notes').locator('[data-severity="trap"]')).toContainText(
      'Rate limiter (sliding window) outside Hedging',
    );
    await expect(composer.getByText('main.dart: a counterexample, because of the trap above')).toBeVisible();
  });
});
