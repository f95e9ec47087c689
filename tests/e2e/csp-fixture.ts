/**
 * The browser tests' `test`, automatic for every spec that imports it from
 * here instead of @playwright/test, in the test's own context and in any
 * context the test opens itself:
 * - the test fails when a page reports a Content-Security-Policy violation
 *   (the policy of plugins/csp);
 * - `page.goto` and `page.reload` resolve once a page of the site has
 *   hydrated, as they did before the app's scripts moved after the first
 *   paint (plugins/paint-first), which can come after the load event, and
 *   its interactive figures run their code (src/accelerators/islands, which load it just
 *   after the page; tests/e2e/islands.spec.ts covers the moments before).
 */
import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';

export * from '@playwright/test';

/** How the page tells the test about a violation: a console line with this prefix. */
const REPORT_PREFIX = '[csp-violation]';

async function watchViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} in ${event.sourceFile || location.href}:${event.lineNumber}`,
      );
    });
  }, REPORT_PREFIX);
  context.on('console', (message) => {
    if (message.text().startsWith(REPORT_PREFIX)) violations.push(`${message.text()} (page ${message.page()?.url()})`);
  });
}

/** Makes `goto` and `reload` wait for hydration on pages of the site (those with the app's root element). */
function waitForHydration(page: Page): void {
  const hydrated = async (): Promise<void> => {
    if ((await page.locator('#__docusaurus').count()) === 0) return;
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // The figures with controls render soon after load; the Markdown's code blocks and admonitions only near the
    // view (`data-interactive="near"`, src/accelerators/islands/lazyIsland.tsx).
    await expect(page.locator('[data-island][data-interactive=""]:not([data-island-ready])')).toHaveCount(0);
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    if (args[0]?.waitUntil !== 'commit') await hydrated();
    return response;
  };
}

export const test = base.extend<{cspViolations: string[]}>({
  page: async ({page, javaScriptEnabled}, use) => {
    if (javaScriptEnabled !== false) waitForHydration(page);
    await use(page);
  },
  cspViolations: [
    async ({context, browser}, use) => {
      const violations: string[] = [];
      await watchViolations(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const opened = await newContext(...args);
        await watchViolations(opened, violations);
        if (args[0]?.javaScriptEnabled !== false) opened.on('page', waitForHydration);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});
