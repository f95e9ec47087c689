/**
 * The islands accelerator's code blocks (src/accelerators/islands/theme/MDXComponents/Code.tsx): they keep the
 * server's HTML when the page hydrates (no Prism run, no code block code in the first load) and render again in
 * place, with the theme's copy and word-wrap buttons, when the reader comes near them, never under the reader.
 * Skipped when the islands accelerator is off; what the reader gets either way is in code-blocks.spec.ts.
 */
import {expect, onlyWithAccelerator, test, type Page} from './fixtures';

onlyWithAccelerator('islands');

const page_ = '/strategies/retry';

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Brings the first code block near the view and waits until it has rendered, with its buttons. */
async function firstBlockRendered(page: Page): Promise<void> {
  const island = page.locator('article [data-island="CodeBlock"]').first();
  // The island's box has no box of its own (display: contents); the block inside is replaced as it renders.
  await island.evaluate((element) => element.firstElementChild?.scrollIntoView({block: 'center'}));
  await expect(island).toHaveAttribute('data-island-ready', '');
  await expect(island.locator('button[aria-label="Copy code to clipboard"]')).toBeAttached();
}

/** Records, when the HTML has been parsed, the elements `selector` finds and the code of the block each sits in. */
async function recordServerElements(page: Page, selector: string): Promise<void> {
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {server: {element: Element; island: Element | null; text: string}[]}).server = Array.from(
        document.querySelectorAll(selector),
        (element) => ({
          element,
          island: element.closest('[data-island="CodeBlock"]'),
          text: element.closest('[data-island="CodeBlock"]')?.querySelector('pre')?.textContent ?? '',
        }),
      );
    });
  }, selector);
}

/**
 * Of the elements recorded: how many are still in the page, how many are gone because their code block rendered
 * again with the same code (the island, marked ready, shows a block of the same text), and how many there were.
 */
async function serverElementsNow(page: Page): Promise<{kept: number; renderedAgain: number; total: number}> {
  return page.evaluate(() => {
    const recorded = (window as unknown as {server: {element: Element; island: Element | null; text: string}[]}).server;
    const kept = recorded.filter(({element}) => element.isConnected).length;
    const renderedAgain = recorded.filter(
      ({element, island, text}) =>
        !element.isConnected &&
        island?.isConnected === true &&
        island.hasAttribute('data-island-ready') &&
        island.querySelector('pre')?.textContent === text,
    ).length;
    return {kept, renderedAgain, total: recorded.length};
  });
}

test('the code blocks of the server HTML stay in place through hydration, and render again only near the view', async ({
  page,
}) => {
  await recordServerElements(page, 'article pre');
  await page.goto(page_);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const before = await serverElementsNow(page);
  expect(before.total).toBeGreaterThan(3);
  expect(
    before.kept + before.renderedAgain,
    'seams replaced-mdx-code, islands: a code block of the server HTML was lost or changed; see ' +
      'src/accelerators/islands/theme/MDXComponents/Code.tsx and src/accelerators/islands/lazyIsland.tsx',
  ).toBe(before.total);
  // The blocks far from the view keep the server's HTML: none of them renders in the moments after load.
  const far = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll('article [data-island="CodeBlock"]')).filter(
        (island) =>
          !island.hasAttribute('data-island-ready') &&
          (island.firstElementChild?.getBoundingClientRect().top ?? 0) > 2 * window.innerHeight,
      ).length,
  );
  expect(
    far,
    'seam replaced-mdx-code: code blocks far from the view rendered in the moments after load',
  ).toBeGreaterThan(0);
  await expect(page.locator('article pre [style*="color"]')).toHaveCount(0);
  // Tokens no theme colours are bare text: no span for spaces, names or punctuation.
  await expect(page.locator('article pre .token.plain:not(:empty)')).toHaveCount(0);
  await expect(
    page.locator('article pre [class="token punctuation"], article pre [class="token operator"]'),
  ).toHaveCount(0);
  await expect(page.locator('article pre code').first()).toContainText("import 'package:polly_dart/polly_dart.dart';");

  // Scrolled to, each block renders again in place: the same code, highlighted, with its buttons.
  await firstBlockRendered(page);
  const after = await serverElementsNow(page);
  expect(after.renderedAgain).toBeGreaterThan(0);
  expect(after.kept + after.renderedAgain).toBe(after.total);
  await expect(page.locator('article [data-island-ready] pre .token.keyword').first()).toBeVisible();
  await expect(page.locator('article [data-island-ready] pre [style*="color"]')).toHaveCount(0);
});

test('a block the reader is in is not rendered under them: focused far down, it keeps its HTML until the focus leaves', async ({
  page,
}) => {
  await page.goto(page_);
  await hydrated(page);
  // The code of the code blocks is here: the first block has rendered with it, so a block that comes near can
  // render at once, with nothing to fetch.
  await firstBlockRendered(page);
  const island = page.locator('article [data-island="CodeBlock"]').last();
  await expect(island).not.toHaveAttribute('data-island-ready', '');
  const link = island.locator('pre a.api-ref').first();
  const server = await link.elementHandle();
  // Focus scrolls the block into view: it is near, but the reader is in it.
  await link.focus();
  // The island has seen that it is near: an observer of the same box with the same margin, made after the
  // island's, is told in the same task, after it. Then two frames for a render it would have started.
  await island.evaluate(
    (root) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            resolve();
          },
          {rootMargin: '100% 0px'},
        );
        observer.observe(root.firstElementChild!);
      }),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  expect(await server!.evaluate((element) => element.isConnected && element === document.activeElement)).toBe(true);
  await expect(island).not.toHaveAttribute('data-island-ready', '');
  // The focus leaves (to the page's heading, far from the block, and the pointer is elsewhere): it renders.
  await page.mouse.move(0, 0);
  await page.locator('h1').evaluate((h1: HTMLElement) => {
    h1.tabIndex = -1;
    h1.focus({preventScroll: true});
  });
  await expect(island).toHaveAttribute('data-island-ready', '');
  await expect(island.locator('button[aria-label="Copy code to clipboard"]')).toBeAttached();
});
