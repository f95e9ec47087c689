/**
 * Seam hydration-effects-snapshot (seams.ts). An island (a figure, a code block of the Markdown) or another code
 * block hydrated from the server's HTML reads whether it is hydrating through useSyncExternalStore
 * (src/hooks/useKeepServerHtml.ts). React reads the client snapshot again while it runs the hydration's effects
 * and, where it differs from the server's, renders the component once more at once, in the blocking task after
 * hydration. src/hooks/hydrationEffects.ts makes the two agree during that span, so none renders again once the
 * page has hydrated.
 *
 * The test counts renders with React's devtools hook: per commit after the first (the hydration), the function
 * components rendered again for their own state (same props) whose element is a code block's <pre> or an
 * island's box still showing the server's HTML.
 */
import {expect, test} from './fixtures';

const SEAM = 'hydration-effects-snapshot';

test('no island or code block renders again after the page has hydrated', async ({page}) => {
  await page.addInitScript(() => {
    type Fiber = {
      type: unknown;
      flags: number;
      alternate: Fiber | null;
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps: unknown;
      stateNode: unknown;
    };
    const state = {commits: 0, codeBlockRenders: 0};
    (window as unknown as {__renders: typeof state}).__renders = state;
    const PERFORMED_WORK = 1;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onCommitFiberRoot: (_id: number, root: {current: Fiber}) => {
        state.commits += 1;
        if (state.commits === 1) return;
        // Only the subtrees this commit rendered: an untouched one keeps its children.
        const visit = (fiber: Fiber | null): void => {
          for (let f = fiber; f; f = f.sibling) {
            const child = f.child;
            if (
              typeof f.type === 'function' &&
              child &&
              f.alternate &&
              // Rendered for its own state, not because its parent rendered it with new props.
              f.memoizedProps === f.alternate.memoizedProps &&
              (f.flags & PERFORMED_WORK) !== 0 &&
              child.stateNode instanceof Element &&
              // A code block kept from the server's HTML, or an island (a figure, a code block of the Markdown)
              // still showing it: one whose code has arrived renders for that, and is marked ready.
              ((child.type === 'pre' && child.stateNode.closest('.theme-code-block')) ||
                (child.type === 'div' &&
                  child.stateNode.hasAttribute('data-island') &&
                  !child.stateNode.hasAttribute('data-island-ready')))
            )
              state.codeBlockRenders += 1;
            if (child && child !== f.alternate?.child) visit(child);
          }
        };
        visit(root.current.child);
      },
    };
  });
  await page.goto('/strategies/retry');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('article .theme-code-block').first()).toBeVisible();
  // The transitions after hydration (buttons, the mobile menu) have committed.
  await page.waitForLoadState('networkidle');
  const renders = await page.evaluate(
    () => (window as unknown as {__renders: {commits: number; codeBlockRenders: number}}).__renders,
  );
  expect(renders.commits, 'React reported no commits: the devtools hook was not used').toBeGreaterThan(1);
  expect(
    renders.codeBlockRenders,
    `seam ${SEAM}: islands or code blocks rendered again after hydration. React no longer reads useSyncExternalStore's ` +
      'client snapshot only inside the span src/hooks/hydrationEffects.ts marks; see that entry of seams.ts.',
  ).toBe(0);
});
