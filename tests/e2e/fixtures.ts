/**
 * The browser tests' fixtures: import `test` and `expect` from here instead of @playwright/test.
 *
 * - `themedPage(path, theme)`: the page opened with the colour mode stored before it loads, hydrated.
 * - `hydratedPage(path)`: the page opened and hydrated (Docusaurus sets `data-has-hydrated` on <html>).
 * - `axe(include?)`: axe's violations on the page (or inside `include`), one `rule: targets` line each,
 *   so that a failure names what to fix.
 * - `axeBuilder(page)`: the AxeBuilder every spec uses, set up as below.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test as base, type Page} from './csp-fixture';

/**
 * axe as the specs run it. Legacy mode runs `axe.run` in the page itself; the default mode runs axe in
 * every frame and then opens a second, blank page to merge the frames' results, which costs about three
 * times as long and buys nothing here: the site has no frames. Only violations are read, so axe is asked
 * for no more than one node of each passing rule.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
}

export * from './csp-fixture';

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

type Fixtures = {
  themedPage: (path: string, theme: Theme) => Promise<Page>;
  hydratedPage: (path: string) => Promise<Page>;
  axe: (include?: string) => Promise<string[]>;
};

async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

export const test = base.extend<Fixtures>({
  hydratedPage: async ({page}, use) => {
    await use(async (path) => {
      await gotoHydrated(page, path);
      return page;
    });
  },
  themedPage: async ({page}, use) => {
    await use(async (path, theme) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      return page;
    });
  },
  axe: async ({page}, use) => {
    await use(async (include) => {
      const builder = axeBuilder(page);
      const {violations} = await (include ? builder.include(include) : builder).analyze();
      return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    });
  },
});

export {expect};
