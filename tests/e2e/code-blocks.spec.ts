import {test, expect, type Page} from './fixtures';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism/themes';
import type {PrismTheme} from 'prism-react-renderer';

// The code blocks of a Markdown page: highlighted in both colour modes, with the theme's copy and word-wrap buttons,
// on a page loaded or reached in place, with or without the accelerators (with the islands accelerator they render
// again near the view: islands-code-blocks.spec.ts).

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

/** Brings the first code block into view and waits until it has its buttons (with the islands accelerator, once it has rendered again). */
async function firstBlockRendered(page: Page): Promise<void> {
  await page.locator('article pre').first().scrollIntoViewIfNeeded();
  await expect(
    page.locator('article .theme-code-block').first().locator('button[aria-label="Copy code to clipboard"]'),
  ).toBeAttached();
}

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
  // With the islands accelerator, each block renders with its buttons as it comes near the view (none is an island
  // without it).
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
