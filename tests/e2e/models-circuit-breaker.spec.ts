import {expect, test} from './csp-fixture';
import {panel, setNumber} from './models-helpers';

test.describe('circuit breaker simulator on /playground', () => {
  test('a burst of failures opens the circuit and the diagram lights the open state', async ({page}) => {
    await page.goto('/playground');
    const breaker = panel(page, 'Circuit breaker simulator');
    const diagram = breaker.getByTestId('breaker-diagram');
    await expect(diagram).toHaveAttribute('data-state', 'closed');
    await breaker.getByRole('button', {name: 'Send 5 failures'}).click();
    await expect(breaker.getByTestId('breaker-window')).toContainText('5 calls, 5 failures, ratio 1');
    await expect(breaker.getByTestId('breaker-state')).toHaveText('closed');
    await breaker.getByRole('button', {name: 'Send 5 failures'}).click();
    await expect(breaker.getByTestId('breaker-state')).toHaveText('open');
    await expect(diagram).toHaveAttribute('data-state', 'open');
    await expect(diagram.locator('[data-current-marker]')).toHaveAttribute('data-current-marker', 'open');
    await expect(breaker.getByRole('status')).toContainText('opened for 5 s (onOpened)');
    await expect(breaker.getByTestId('breaker-break')).toContainText('ends in');
  });

  test('the break ends lazily: open until the next call, which goes half-open and closes', async ({page}) => {
    await page.goto('/playground');
    const breaker = panel(page, 'Circuit breaker simulator');
    await setNumber(breaker, 'minimumThroughput', 2);
    await breaker.getByRole('button', {name: 'Send a failure'}).click();
    await breaker.getByRole('button', {name: 'Send a failure'}).click();
    await expect(breaker.getByTestId('breaker-state')).toHaveText('open');
    await breaker.getByRole('button', {name: 'Send a success'}).click();
    await expect(breaker.getByRole('status')).toContainText('rejected without running');
    await breaker.getByRole('button', {name: 'Let 6 s pass'}).click();
    await expect(breaker.getByTestId('breaker-state')).toHaveText('open');
    await expect(breaker.getByTestId('breaker-break')).toContainText('stays open until the next call arrives');
    await breaker.getByRole('button', {name: 'Send a success'}).click();
    await expect(breaker.getByRole('status')).toContainText('half-open (onHalfOpened)');
    await expect(breaker.getByRole('status')).toContainText('closed, statistics reset (onClosed)');
    await expect(breaker.getByTestId('breaker-state')).toHaveText('closed');
  });

  test('isolateAsync and closeAsync take effect only at the next call', async ({page}) => {
    await page.goto('/playground');
    const breaker = panel(page, 'Circuit breaker simulator');
    await breaker.getByRole('button', {name: 'isolateAsync()'}).click();
    await expect(breaker.getByTestId('breaker-state')).toHaveText('closed');
    await breaker.getByRole('button', {name: 'Send a success'}).click();
    await expect(breaker.getByTestId('breaker-state')).toHaveText('isolated');
    await expect(breaker.getByTestId('breaker-diagram')).toHaveAttribute('data-state', 'isolated');
    await breaker.getByRole('button', {name: 'closeAsync()'}).click();
    await expect(breaker.getByTestId('breaker-state')).toHaveText('isolated');
    await breaker.getByRole('button', {name: 'Send a success'}).click();
    await expect(breaker.getByTestId('breaker-state')).toHaveText('closed');
    await expect(breaker.getByRole('status')).toContainText('no onClosed');
  });

  test('every control works from the keyboard', async ({page}) => {
    await page.goto('/playground');
    const breaker = panel(page, 'Circuit breaker simulator');
    await breaker.getByRole('button', {name: 'Send 5 failures'}).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(breaker.getByTestId('breaker-state')).toHaveText('open');
  });
});
