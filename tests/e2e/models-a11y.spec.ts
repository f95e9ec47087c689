import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from './csp-fixture';
import AxeBuilder from '@axe-core/playwright';
import {openInTheme, panel, type Theme} from './models-helpers';

// The interactive strategy views: accessible in both colour modes, drawn on the server
// without a layout shift, calm under reduced motion, and shipped only where they are used.

const VIEW_MARKERS = [
  'retry-chart',
  'breaker-diagram',
  'hedging-chart',
  'rate-limiter-chart',
  'timeout-chart',
  'pipeline-code',
];

/** Built pages that show at least one view (the strategy guides once the views are placed there). */
function pagesWithViews(): string[] {
  const root = path.resolve(__dirname, '../../build');
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        entry.name.endsWith('.html') &&
        VIEW_MARKERS.some((m) => new RegExp(`data-testid="?${m}[" >]`).test(fs.readFileSync(full, 'utf8')))
      ) {
        const route =
          '/' +
          path
            .relative(root, full)
            .replace(/\\/g, '/')
            .replace(/(index)?\.html$/, '')
            .replace(/\/$/, '');
        pages.push(route);
      }
    }
  };
  walk(root);
  return pages.sort();
}

const pages = pagesWithViews();

test('the views are on /playground', () => {
  expect(pages).toContain('/playground');
});

/** Opens every table of numbers so that axe sees them too. */
async function openDetails(page: Page): Promise<void> {
  for (const summary of await page.locator('main details > summary').all()) await summary.click();
}

for (const route of pages) {
  for (const theme of ['light', 'dark'] as Theme[]) {
    test(`axe finds no violations on ${route} in ${theme} mode`, async ({page}) => {
      await openInTheme(page, route, theme);
      await openDetails(page);
      const results = await new AxeBuilder({page}).include('main').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
}

test('the server-rendered page already shows every view, in the same place after hydration', async ({browser}) => {
  const boxes = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({javaScriptEnabled, viewport: {width: 1280, height: 900}});
    const page = await context.newPage();
    await page.goto('/playground');
    if (javaScriptEnabled) await page.waitForFunction(() => document.querySelectorAll('main section svg').length >= 5);
    const result = await page.locator('main section[aria-labelledby]').evaluateAll((sections) =>
      sections.map((s) => {
        const r = s.getBoundingClientRect();
        return {top: Math.round(r.top), height: Math.round(r.height)};
      }),
    );
    await context.close();
    return result;
  };
  const serverOnly = await boxes(false);
  expect(serverOnly).toHaveLength(6);
  expect(await boxes(true)).toEqual(serverOnly);
});

test('cumulative layout shift on /playground stays at zero', async ({page}) => {
  await page.addInitScript(() => {
    (window as unknown as {cls: number}).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
        if (!entry.hadRecentInput) (window as unknown as {cls: number}).cls += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto('/playground');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as {cls: number}).cls)).toBeLessThan(0.01);
});

test('focused controls show a visible focus ring', async ({page}) => {
  await page.goto('/playground');
  const field = panel(page, 'Retry delays').getByLabel('maxRetryAttempts');
  await field.focus();
  await page.keyboard.press('ArrowUp');
  await expect(panel(page, 'Retry delays').getByTestId('retry-chart')).toHaveAttribute('data-bar-count', '4');
  const outline = await field.evaluate((el) => {
    const style = getComputedStyle(el);
    return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`bars ${reducedMotion === 'reduce' ? 'do not' : 'do'} animate with prefers-reduced-motion: ${reducedMotion}`, async ({
    page,
  }) => {
    await page.emulateMedia({reducedMotion});
    await page.goto('/playground');
    const duration = await panel(page, 'Retry delays')
      .locator('[data-bar] rect')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    if (reducedMotion === 'reduce') expect(duration).toBe('0s');
    else expect(duration).not.toBe('0s');
  });
}

test('the views’ code is loaded only by pages that use them', async ({browser}) => {
  /** Every script a fresh visit to `route` downloads, concatenated. */
  const scriptsOf = async (route: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) bodies.push(response.text());
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const text = (await Promise.all(bodies)).join('\n');
    await context.close();
    return text;
  };
  const marker = 'Show infinite(): first 64 retries';
  expect(await scriptsOf('/playground')).toContain(marker);
  expect(await scriptsOf('/intro')).not.toContain(marker);
});

type Rgb = [number, number, number];

function parseRgb(value: string): Rgb | null {
  const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
  return match && match[4] !== '0' ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function contrast(a: Rgb, b: Rgb): number {
  const luminance = (rgb: Rgb) =>
    rgb
      .map((c) => c / 255)
      .map((s) => (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`chart text keeps 4.5:1 against what it sits on in ${theme} mode`, async ({page}) => {
    await openInTheme(page, '/playground', theme);
    const samples = await page.locator('main section[aria-labelledby]').evaluateAll((sections) =>
      sections.flatMap((section) => {
        const background = getComputedStyle(section).backgroundColor;
        return Array.from(section.querySelectorAll('svg text')).map((text) => {
          // A label drawn on a box (the breaker's state nodes) sits on that box's fill.
          const box = text.closest('[data-node]')?.querySelector(':scope > rect');
          const boxFill = box ? getComputedStyle(box).fill : '';
          return {
            text: text.textContent ?? '',
            fill: getComputedStyle(text).fill,
            under: boxFill.startsWith('rgb') ? boxFill : background,
          };
        });
      }),
    );
    expect(samples.length).toBeGreaterThan(40);
    const weak = samples
      .map((s) => ({text: s.text, ratio: contrast(parseRgb(s.fill)!, parseRgb(s.under)!)}))
      .filter((s) => s.ratio < 4.5);
    expect(weak).toEqual([]);
  });
}
