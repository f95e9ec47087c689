import {expect, test} from '@playwright/test';
import {panel, setNumber} from './models-helpers';

test.describe('hedging timeline on /playground', () => {
  test('the hedge wins at 300 ms with the starting values', async ({page}) => {
    await page.goto('/playground');
    const chart = panel(page, 'Hedging timeline').getByTestId('hedging-chart');
    await expect(chart).toHaveAttribute('data-decided-ms', '300');
    await expect(chart).toHaveAttribute('data-winner', '1');
    await expect(chart.locator('[data-attempt="0"]')).toHaveAttribute('data-fate', 'cancelled');
  });

  test('a longer delay moves the hedge later until the slow primary wins', async ({page}) => {
    await page.goto('/playground');
    const hedging = panel(page, 'Hedging timeline');
    const chart = hedging.getByTestId('hedging-chart');
    const hedgeX = () =>
      chart
        .locator('[data-attempt="1"] rect')
        .first()
        .evaluate((r) => Number(r.getAttribute('x')));
    const decidedX = () => chart.getByTestId('hedging-decided').evaluate((l) => Number(l.getAttribute('x1')));
    const before = {hedge: await hedgeX(), decided: await decidedX()};

    await setNumber(hedging, 'delay', 600);
    await expect(chart.locator('[data-attempt="1"]')).toHaveAttribute('data-start-ms', '600');
    await expect(chart).toHaveAttribute('data-decided-ms', '700');
    expect(await hedgeX()).toBeGreaterThan(before.hedge);

    await setNumber(hedging, 'delay', 1000);
    await expect(chart).toHaveAttribute('data-winner', '0');
    await expect(chart).toHaveAttribute('data-decided-ms', '1000');
    await expect(chart.locator('[data-attempt="1"]')).toHaveAttribute('data-fate', 'cancelled');
    expect(await decidedX()).toBeGreaterThan(before.decided);
    await expect(hedging.getByRole('status')).toContainText('The caller gets the primary’s result at 1 s');
  });

  test('more hedges add rows, and all failing throws a TypeError', async ({page}) => {
    await page.goto('/playground');
    const hedging = panel(page, 'Hedging timeline');
    await setNumber(hedging, 'maxHedgedAttempts', 2);
    await expect(hedging.getByTestId('hedging-chart').locator('[data-attempt]')).toHaveCount(3);
    for (const name of ['primary result', 'hedge 1 result', 'hedge 2 result'])
      await hedging.getByLabel(name).selectOption('failure');
    await expect(hedging.getByTestId('hedging-chart')).toHaveAttribute('data-winner', 'none');
    await expect(hedging.getByRole('status')).toContainText('throws a TypeError');
  });
});
