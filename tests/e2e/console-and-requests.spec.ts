import {test, expect, type Page} from './fixtures';
import {allRoutes} from './routes';

/** Resolves once no request has been in flight for `quietMs`. */
async function settle(page: Page, inFlight: () => number, quietMs = 500): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (inFlight() > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
}

for (const route of allRoutes) {
  test(`${route} logs no console error and has no failed request`, async ({page}) => {
    const problems: string[] = [];
    let inFlight = 0;
    page.on('request', () => (inFlight += 1));
    page.on('requestfinished', () => (inFlight -= 1));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      inFlight -= 1;
      problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });

    await page.goto(route, {waitUntil: 'networkidle'});
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Links scrolled into view are prefetched: scroll to the footer and let those requests settle too.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await settle(page, () => inFlight);
    expect(problems).toEqual([]);
  });
}
