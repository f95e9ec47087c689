import {test, expect} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {allRoutes} from './routes';

// Every route of the specification's table, plus the not-found page, must
// pass axe's default rules in both colour modes.
const routes = [...allRoutes, '/no-such-page'];

// label-content-name-mismatch is the navbar search button's (its aria-label
// differs from its visible text). It is fixed on the `search` branch, which
// rewrites that button; the lead removes this exclusion when merging it.
const excludedRules = ['label-content-name-mismatch'];

// The stock /search page (theme-search-algolia's SearchPage) renders no <main>
// around its form, so axe finds no main landmark and content outside regions.
// The page belongs to the search work (`search` branch); the lead lifts this
// exclusion once that page has its landmark.
const excludedRulesByRoute: Record<string, string[]> = {'/search': ['landmark-one-main', 'region']};

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
        const {violations} = await new AxeBuilder({page}).disableRules([...excludedRules, ...(excludedRulesByRoute[route] ?? [])]).analyze();
        const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(found).toEqual([]);
      });
    }
  });
}
