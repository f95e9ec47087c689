import {expect, test, type Page} from './csp-fixture';
import AxeBuilder from '@axe-core/playwright';

// The hand-drawn SVG diagrams of the retry, circuit breaker, timeout and
// fallback guides: accessible, readable in both colour modes, and shipped only
// with the pages that show them.

const diagrams = [
  {path: '/strategies/retry', title: 'Retry timeline with the default options'},
  {path: '/strategies/circuit-breaker', title: 'Circuit breaker states and transitions'},
  {path: '/strategies/timeout', title: 'Timeout: the callback races a timer'},
  {path: '/strategies/fallback', title: 'Fallback: how an outcome is handled'},
];

const themes = ['light', 'dark'] as const;

type Rgb = [number, number, number];

function parseRgb(value: string): Rgb | null {
  const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
  if (!match || match[4] === '0') return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

async function openInTheme(page: Page, path: string, theme: (typeof themes)[number]): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const {path, title} of diagrams) {
  test.describe(path, () => {
    test('the diagram is an image with a title and a description', async ({page}) => {
      await page.goto(path);
      const svg = page.getByRole('img', {name: title});
      await expect(svg).toHaveCount(1);
      const description = await svg.evaluate((el) => el.querySelector('desc')?.textContent ?? '');
      expect(description.split(/\s+/).length).toBeGreaterThan(30);
      await expect(page.locator('figure figcaption')).not.toBeEmpty();
    });

    for (const theme of themes) {
      test(`text and marks keep their contrast in ${theme} mode`, async ({page}) => {
        await openInTheme(page, path, theme);
        const figure = page.locator('figure').filter({has: page.getByRole('img', {name: title})});
        const colours = await figure.evaluate((el) => {
          // The colour the diagram is painted on: the nearest ancestor with a background.
          let painted: Element | null = el;
          while (painted && getComputedStyle(painted).backgroundColor === 'rgba(0, 0, 0, 0)')
            painted = painted.parentElement;
          const shapes = el.querySelectorAll(
            'svg > rect, svg > line, svg > path, svg > polygon, svg > circle, svg > g > *',
          );
          return {
            background: painted ? getComputedStyle(painted).backgroundColor : 'rgb(255, 255, 255)',
            texts: Array.from(el.querySelectorAll('svg text')).map((t) => getComputedStyle(t).fill),
            strokes: Array.from(shapes)
              .filter((s) => s.tagName !== 'text')
              .map((s) => getComputedStyle(s).stroke)
              .filter((s) => s !== 'none'),
          };
        });
        const background = parseRgb(colours.background);
        expect(background).not.toBeNull();
        expect(colours.texts.length).toBeGreaterThan(5);
        expect(colours.strokes.length).toBeGreaterThan(3);
        for (const fill of colours.texts) {
          expect(contrast(parseRgb(fill)!, background!)).toBeGreaterThanOrEqual(4.5);
        }
        for (const stroke of colours.strokes) {
          expect(contrast(parseRgb(stroke)!, background!)).toBeGreaterThanOrEqual(3);
        }
      });

      test(`the figure passes axe in ${theme} mode`, async ({page}) => {
        await openInTheme(page, path, theme);
        const results = await new AxeBuilder({page}).include('figure').analyze();
        expect(results.violations).toEqual([]);
      });
    }
  });
}

/**
 * The text of every script the page has executed: the script elements still in
 * the document plus the chunks webpack loaded through script elements it has
 * since removed. Chunks merely prefetched through link elements are left out.
 */
async function executedScripts(page: Page): Promise<string> {
  const sources = await page.evaluate(() => {
    const inDocument = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((s) => s.src);
    const loaded = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name);
    return Array.from(new Set([...inDocument, ...loaded]));
  });
  const bodies = await Promise.all(sources.map(async (src) => (await page.request.get(src)).text()));
  return bodies.join('\n');
}

test('a page without a diagram executes no diagram code', async ({page}) => {
  await page.goto('/strategies/overview');
  await page.waitForLoadState('networkidle');
  const code = await executedScripts(page);
  for (const {title} of diagrams) expect(code.includes(title)).toBe(false);
});

test('a page with a diagram executes only its own diagram', async ({page}) => {
  await page.goto('/strategies/retry');
  await page.waitForLoadState('networkidle');
  const code = await executedScripts(page);
  expect(code.includes(diagrams[0].title)).toBe(true);
  for (const {title} of diagrams.slice(1)) expect(code.includes(title)).toBe(false);
});
