/**
 * plugins/idle-hydration: React hydrates the page in an idle lane, and what
 * the page's effects change after hydration still happens. React has no
 * public way to ask which lane a root renders in, so the first test reads the
 * root Docusaurus creates (`window.docusaurusRoot`) at the moment it is made,
 * before any of it has rendered: its one pending lane is the hydration's.
 */
import {expect, test} from './fixtures';

/** React 19's lane for a hydration at idle priority (IdleHydrationLane in ReactFiberLane.js). */
const IDLE_HYDRATION_LANE = 1 << 27;

test('the first render of a server-rendered page is a hydration at idle priority', async ({page}) => {
  await page.addInitScript(() => {
    type Root = {_internalRoot?: {pendingLanes?: number}};
    const seen: {pendingLanes: number | null; eventType: string | null}[] = [];
    let root: Root | undefined;
    Object.defineProperty(window, 'docusaurusRoot', {
      configurable: true,
      get: () => root,
      set: (value: Root) => {
        root = value;
        seen.push({pendingLanes: value._internalRoot?.pendingLanes ?? null, eventType: window.event?.type ?? null});
      },
    });
    (window as unknown as {rootsSeen: typeof seen}).rootsSeen = seen;
  });
  await page.goto('/strategies/retry');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const seen = await page.evaluate(() => (window as unknown as {rootsSeen: unknown[]}).rootsSeen);
  // Made once, inside a task of React's scheduler (a message event), with the idle hydration lane alone.
  expect(
    seen,
    'seam idle-hydration (seams.ts): the page no longer hydrates at idle priority. The site still works; ' +
      'only the blocking time after the load grows. If the build warned about the client entry, adapt ' +
      'plugins/idle-hydration/entry-check.ts; if React changed its lanes, delete plugins/idle-hydration ' +
      '(its entry in docusaurus.config.ts and seams.ts, and this spec) and record the new TBT in bench/README.md.',
  ).toEqual([{pendingLanes: IDLE_HYDRATION_LANE, eventType: 'message'}]);
});

test('what effects change after an idle hydration still happens: buttons, mobile menu, figures', async ({page}) => {
  await page.setViewportSize({width: 412, height: 860});
  await page.goto('/strategies/retry');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The code blocks' buttons exist in the browser only.
  await expect(page.locator('.theme-code-block').first().getByRole('button', {name: /copy/i})).toBeAttached();
  // The mobile menu, whose sidebar React renders once it knows the window is narrow.
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Retry', exact: true})).toBeVisible();
});
