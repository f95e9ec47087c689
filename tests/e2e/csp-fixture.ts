/**
 * The browser tests' `test`: every test fails when a page it opened reports a
 * Content-Security-Policy violation (the policy of plugins/csp). Automatic:
 * a spec gets it by importing `test` from here instead of @playwright/test.
 * It covers the test's own context and any context the test opens itself.
 */
import {test as base, expect, type BrowserContext} from '@playwright/test';

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

export const test = base.extend<{cspViolations: string[]}>({
  cspViolations: [
    async ({context, browser}, use) => {
      const violations: string[] = [];
      await watchViolations(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const opened = await newContext(...args);
        await watchViolations(opened, violations);
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
