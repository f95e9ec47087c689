import {test, expect} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {allRoutes} from './routes';

// Every route of the site's route table (routes.ts), plus the not-found page, must
// pass axe's default rules in both colour modes.
const routes = [...allRoutes, '/no-such-page'];

// axe checks the contrast of every token of every code block: on the long
// guides that takes well over the default 30 s on a busy two-core machine.
test.describe.configure({timeout: 120_000});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} mode`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    });

    for (const route of routes) {
      test(`${route} has no axe violations`, async ({page}) => {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const {violations} = await new AxeBuilder({page}).analyze();
        const found = violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(found).toEqual([]);
      });
    }
  });
}
