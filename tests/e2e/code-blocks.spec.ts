import {test, expect, type Page} from './fixtures';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism/themes';
import type {PrismTheme} from 'prism-react-renderer';

// The code blocks of a Markdown page are islands (src/accelerators/islands/theme/MDXComponents/Code.tsx): they keep the server's
// HTML when the page hydrates (no Prism run, no code block code in the first load) and render again in place,
// with the theme's copy and word-wrap buttons, when the reader comes near them. They take their colours from CSS
// in both modes.

const page_ = '/strategies/retry';

function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

function colourOf(theme: PrismTheme, type: string): string {
  const entry = theme.styles.find((style) => style.types.includes(type));
  if (!entry?.style.color) throw new Error(`no colour for ${type}`);
  return rgb(entry.style.color);
}

const keyword = (page: Page) => page.locator('article .prism-code .token.keyword').first();
const copyButtons = (page: Page) =>
  page.locator('article .theme-code-block button[aria-label="Copy code to clipboard"]');

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Brings the first code block near the view and waits until it has rendered, with its buttons. */
async function firstBlockRendered(page: Page): Promise<void> {
  const island = page.locator('article [data-island="CodeBlock"]').first();
  // The island's box has no box of its own (display: contents); the block inside is replaced as it renders.
  await island.evaluate((element) => element.firstElementChild?.scrollIntoView({block: 'center'}));
  await expect(island).toHaveAttribute('data-island-ready', '');
  await expect(copyButtons(page).first()).toBeAttached();
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

test('tokens take the light theme, the dark theme after a toggle, and the dark theme on a load in dark', async ({
  page,
}) => {
  await page.goto(page_);
  await hydrated(page);
  await expect(keyword(page)).toHaveCSS('color', colourOf(lightCodeTheme, 'keyword'));
  await expect(page.locator('article .theme-code-block').first()).toHaveCSS(
    'background-color',
    rgb(lightCodeTheme.plain.backgroundColor!),
  );
  await page.locator('.navbar__items--right button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(keyword(page)).toHaveCSS('color', colourOf(darkCodeTheme, 'keyword'));
  await expect(page.locator('article .theme-code-block').first()).toHaveCSS(
    'background-color',
    rgb(darkCodeTheme.plain.backgroundColor!),
  );
  await page.reload();
  await expect(keyword(page)).toHaveCSS('color', colourOf(darkCodeTheme, 'keyword'));
  const comment = page.locator('article .prism-code .token.comment').first();
  await expect(comment).toHaveCSS('color', colourOf(darkCodeTheme, 'comment'));
  await expect(comment).toHaveCSS('font-style', 'italic');
});

test('the copy button copies the code of its block', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(page_);
  await hydrated(page);
  await firstBlockRendered(page);
  const block = page.locator('article .theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // Each line is a span ending in <br>, which innerText turns into extra blank lines.
  const lines = await block.locator('pre code .token-line').allTextContents();
  expect(copied.trimEnd()).toBe(
    lines
      .map((line) => line.replace(/\n$/, ''))
      .join('\n')
      .trimEnd(),
  );
  expect(copied).toContain("import 'package:polly_dart/polly_dart.dart';");
});

test('on a narrow screen a wide block offers word wrap, which removes its scrolling', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await page.goto(page_);
  await hydrated(page);
  // Each block renders with its buttons as it comes near the view.
  for (const island of await page.locator('article [data-island="CodeBlock"]').all()) {
    // The island's box has no box of its own (display: contents); the block inside is replaced as it renders.
    await island.evaluate((element) => element.firstElementChild?.scrollIntoView({block: 'center'}));
    await expect(island).toHaveAttribute('data-island-ready', '');
  }
  const wrapButtons = page.locator('article .theme-code-block button[aria-label="Toggle word wrap"]');
  await expect(wrapButtons.first()).toBeAttached();
  // By position: a block measured later may gain its button meanwhile, and `.first()` of a filter would move to it.
  const blocks = page.locator('article .theme-code-block');
  const index = await blocks.evaluateAll((elements) =>
    elements.findIndex((element) => element.querySelector('button[aria-label="Toggle word wrap"]')),
  );
  const block = blocks.nth(index);
  const pre = block.locator('pre');
  const scrolls = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await scrolls()).toBe(true);
  await block.getByRole('button', {name: 'Toggle word wrap'}).click({force: true});
  await expect(pre.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  expect(await scrolls()).toBe(false);
  await block.getByRole('button', {name: 'Toggle word wrap'}).click({force: true});
  await expect(pre.locator('code')).not.toHaveAttribute('style');
  expect(await scrolls()).toBe(true);
});

test('a page reached by client-side navigation renders its code blocks, coloured', async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as {samePage: boolean}).samePage = true;
  });
  await page.locator('article a[href="/strategies/retry"]').first().click();
  await expect(page).toHaveURL(/\/strategies\/retry$/);
  await expect(page.locator('h1')).toHaveText('Retry');
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
  await expect(keyword(page)).toHaveCSS('color', colourOf(lightCodeTheme, 'keyword'));
  await expect(copyButtons(page)).toHaveCount(await page.locator('article pre').count());
});

/** The text of every element `selector` finds, in order. */
const texts = (page: Page, selector: string): Promise<string[]> =>
  page.locator(selector).evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));

/** The text of every element `selector` finds in the HTML the server sends for `path`. */
async function serverTexts(page: Page, path: string, selector: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return page.evaluate(
    ([html, selector]) =>
      Array.from(
        new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector),
        (element) => element.textContent ?? '',
      ),
    [html, selector] as const,
  );
}

test('the tab sets show the code of the server HTML after hydration, and still switch', async ({page}) => {
  // The theme mounts each tab set again once the page has hydrated; its code blocks render again with the same code.
  await page.goto('/getting-started/installation');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const server = await serverTexts(page, '/getting-started/installation', 'article .tabs-container pre');
  expect(server.length).toBeGreaterThan(1);
  expect(await texts(page, 'article .tabs-container pre')).toEqual(server);
  const tabs = page.locator('article .tabs-container').first().getByRole('tab');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
});

test("the playground's composer renders, once its code runs, the code the server wrote", async ({page}) => {
  await page.goto('/playground');
  await hydrated(page);
  // An island when the islands accelerator is on; an ordinary component without it.
  const composer = page.locator('main pre').first();
  await expect(composer.locator('.token.keyword').first()).toBeVisible();
  const server = await serverTexts(page, '/playground', 'main pre');
  expect(server.length).toBeGreaterThan(0);
  expect(await texts(page, 'main pre')).toEqual(server);
});

test('a block the reader is in is not rendered under them: focused far down, it keeps its HTML until the focus leaves', async ({
  page,
}) => {
  await page.goto(page_);
  await hydrated(page);
  const island = page.locator('article [data-island="CodeBlock"]').last();
  const link = island.locator('pre a.api-ref').first();
  const server = await link.elementHandle();
  // Focus scrolls the block into view: it is near, but the reader is in it. Once the network is idle (the block's
  // code, if it was asked for, is here) and the page has drawn two frames, the island has seen that it is near.
  await link.focus();
  await page.waitForLoadState('networkidle');
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
