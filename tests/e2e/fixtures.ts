/**
 * The browser tests' fixtures: import `test` and `expect` from here instead of @playwright/test.
 *
 * - `themedPage(path, theme)`: the page opened with the colour mode stored before it loads, hydrated.
 * - `hydratedPage(path)`: the page opened and hydrated (Docusaurus sets `data-has-hydrated` on <html>).
 * - `axe(include?)`: axe's violations on the page (or inside `include`), one `rule: targets` line each,
 *   so that a failure names what to fix; `runAxe(page, include?)` the same for any page.
 * - `axeBuilder(page)`: the AxeBuilder of the specs that read more than violations, set up as below.
 * - `switchTheme(page, theme)`: the loaded page switched to a colour mode with the navbar's toggle.
 * - `animationsDone(page)`: waits until the page's animations and transitions have finished.
 * - `accelerators` (option): the ACCELERATORS value the served build was built with (playwright.config.ts);
 *   `onlyWithAccelerator(name)` skips the tests of a spec named after an accelerator when that one is off.
 * - `offOrigin` (option): the origin of the build without accelerators (build-off/), when it was built; the
 *   route suite then checks each route on it too.
 */
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import {acceleratorsFrom, type Accelerator} from '../../plugins/accelerators';
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

/**
 * axe's violations on the page (or inside `include`), one `rule: targets` line each: what the `axe` fixture runs.
 * axe-core is put into the page once per document and run there directly. AxeBuilder puts the whole axe source
 * (about 500 KB) into the page twice on every call, which on a long guide took about as long as the rules
 * themselves; the route suite calls axe four times per route (two builds, two colour modes). The rules and
 * their options are axe's defaults either way.
 */
export async function runAxe(page: Page, include?: string): Promise<string[]> {
  if ((await page.evaluate('typeof window.axe')) === 'undefined') await page.evaluate(axeCore.source);
  return page.evaluate(async (within) => {
    const axe = (window as unknown as {axe: typeof axeCore}).axe;
    const {violations} = await axe.run(within ?? document, {resultTypes: ['violations']});
    return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, include);
}

export * from './csp-fixture';

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

/** What the project's build is (playwright.config.ts sets them per project). */
export type BuildOptions = {
  /** The ACCELERATORS value the build was built with, read as plugins/accelerators reads it. */
  accelerators: string;
  /** The origin of the build without accelerators (build-off/) when it exists, to compare the two builds. */
  offOrigin: string | undefined;
};

type Fixtures = {
  themedPage: (path: string, theme: Theme) => Promise<Page>;
  hydratedPage: (path: string) => Promise<Page>;
  axe: (include?: string) => Promise<string[]>;
};

/**
 * Resolves once the animations and transitions the page has started by the next frame have finished (a
 * <details> opening, colours changing with the colour mode); endless ones (spinners) are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * Switches the loaded page to `theme` with the navbar's colour mode toggle, as a reader does (at desktop widths,
 * where the toggle is in the navbar), and waits until the colours have settled.
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) !== theme)
    await page.locator('.navbar__items--right button[class*="toggleButton"]').first().click();
  await expect(html).toHaveAttribute('data-theme', theme);
  await animationsDone(page);
}

async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

export const test = base.extend<Fixtures & BuildOptions>({
  accelerators: [process.env.ACCELERATORS ?? '', {option: true}],
  offOrigin: [undefined, {option: true}],
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
    await use((include) => runAxe(page, include));
  },
});

export {expect};

/**
 * Call at the top of a spec named after an accelerator (or in a describe): its tests are skipped when the build
 * under test was built without that accelerator.
 */
export function onlyWithAccelerator(name: Accelerator): void {
  test.skip(({accelerators}) => !acceleratorsFrom(accelerators).has(name), `the ${name} accelerator is off`);
}
