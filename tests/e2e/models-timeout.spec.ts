import {expect, test} from './csp-fixture';
import {panel, setNumber} from './models-helpers';

test.describe('timeout timeline on /playground', () => {
  test('the timer wins, then a faster callback wins', async ({page}) => {
    await page.goto('/playground');
    const timeout = panel(page, 'Timeout timeline');
    const chart = timeout.getByTestId('timeout-chart');
    await expect(chart).toHaveAttribute('data-winner', 'timeout');
    await expect(timeout.getByRole('status')).toContainText('TimeoutRejectedException at 2 s');
    await expect(timeout.getByRole('status')).toContainText('keeps running until 3.5 s');
    await setNumber(timeout, 'callback takes', 1500);
    await expect(chart).toHaveAttribute('data-winner', 'callback');
    await expect(chart).toHaveAttribute('data-caller-ms', '1500');
    await expect(timeout.getByRole('status')).toContainText('the callback’s value at 1.5 s');
  });

  test('a slow onTimeout lets the callback win but still cancels the context', async ({page}) => {
    await page.goto('/playground');
    const timeout = panel(page, 'Timeout timeline');
    await setNumber(timeout, 'onTimeout takes', 2000);
    await expect(timeout.getByTestId('timeout-chart')).toHaveAttribute('data-winner', 'callback');
    await expect(timeout.getByRole('status')).toContainText('cancelled at 4 s');
  });

  test('a timeout of zero runs no timer; a watched token stops the callback', async ({page}) => {
    await page.goto('/playground');
    const timeout = panel(page, 'Timeout timeline');
    await timeout.getByLabel('callback watches ctx.cancellationToken').check();
    await expect(timeout.getByRole('status')).toContainText('stops then');
    await setNumber(timeout, 'timeout', 0);
    await expect(timeout.getByTestId('timeout-timer')).toHaveCount(0);
    await expect(timeout.getByRole('status')).toContainText('no timer at all');
  });
});
