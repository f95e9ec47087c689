import {expect, test} from './csp-fixture';
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
  });
});
