import {test, expect, type Page} from './fixtures';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism/themes';
import type {PrismTheme} from 'prism-react-renderer';

// Code blocks keep the server's HTML when the page hydrates (no second
// Prism run, no re-mount), take their colours from CSS in both modes, and
// keep the theme's copy and word-wrap buttons working.

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
  // The copy buttons are rendered in the browser only, once the page has hydrated.
  await expect(copyButtons(page).first()).toBeAttached();
}

test('the code blocks of the server HTML stay in place through hydration', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {serverBlocks: Element[]}).serverBlocks = Array.from(
        document.querySelectorAll('article pre'),
      );
    });
  });
  await page.goto(page_);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const [kept, total] = await page.evaluate(() => {
    const blocks = (window as unknown as {serverBlocks: Element[]}).serverBlocks;
    return [blocks.filter((block) => block.isConnected).length, blocks.length];
  });
  expect(total).toBeGreaterThan(3);
  expect(
    kept,
    'seam eject-code-block: code blocks re-mounted after hydration; compare src/theme/CodeBlock/index.tsx with the theme',
  ).toBe(total);
  await expect(page.locator('article pre [style*="color"]')).toHaveCount(0);
  // Tokens no theme colours are bare text: no span for spaces, names or punctuation.
  await expect(page.locator('article pre .token.plain:not(:empty)')).toHaveCount(0);
  await expect(
    page.locator('article pre [class="token punctuation"], article pre [class="token operator"]'),
  ).toHaveCount(0);
  await expect(page.locator('article pre code').first()).toContainText("import 'package:polly_dart/polly_dart.dart';");
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
  const wrapButtons = page.locator('article .theme-code-block button[aria-label="Toggle word wrap"]');
  await expect(wrapButtons.first()).toBeAttached();
  const block = page
    .locator('article .theme-code-block', {has: page.locator('button[aria-label="Toggle word wrap"]')})
    .first();
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

test('the tab sets of the server HTML stay in place through hydration, their code blocks too', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {serverTabs: Element[]}).serverTabs = Array.from(
        document.querySelectorAll('article .tabs-container, article .tabs-container pre'),
      );
    });
  });
  await page.goto('/getting-started/installation');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const [kept, total] = await page.evaluate(() => {
    const elements = (window as unknown as {serverTabs: Element[]}).serverTabs;
    return [elements.filter((element) => element.isConnected).length, elements.length];
  });
  expect(total).toBeGreaterThan(1);
  expect(
    kept,
    'seam eject-tabs: tab sets re-mounted after hydration; compare src/theme/Tabs/index.tsx with the theme',
  ).toBe(total);
  // The tabs still switch.
  const tabs = page.locator('article .tabs-container').first().getByRole('tab');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
});
