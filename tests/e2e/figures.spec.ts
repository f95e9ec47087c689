import fs from 'node:fs';
import path from 'node:path';
import type {Page} from './fixtures';
import {layeredContrast, parseCssColour, rgbContrast, type Rgb, type Rgba} from '../lib/contrast';
import {expect, switchTheme, test, THEMES} from './fixtures';
import {panel} from './models-helpers';

// Every figure of the site, from one table: the static diagrams (…Diagram, server-rendered SVG) and the
// interactive simulators (…Simulator, and the composer). Each is accessible and readable in both colour
// modes, and its code is shipped only with the pages that show it.

const DIAGRAMS = [
  {path: '/strategies/retry', id: 'retry-timeline', title: 'Retry timeline with the default options'},
  {path: '/strategies/circuit-breaker', id: 'circuit-states', title: 'Circuit breaker states and transitions'},
  {path: '/strategies/timeout', id: 'timeout-race', title: 'Timeout: the callback races a timer'},
  {path: '/strategies/fallback', id: 'fallback-flow', title: 'Fallback: how an outcome is handled'},
  {
    path: '/strategies/hedging',
    id: 'hedging-timeline',
    title: 'Timeline of a hedged call in polly_dart 0.0.9 (delay 200 ms, one hedge)',
  },
  {
    path: '/strategies/rate-limiter',
    id: 'rate-limiter-token-flow',
    title: 'Token flow of the token bucket rate limiter in polly_dart 0.0.9',
  },
  {
    path: '/strategies/cache',
    id: 'cache-hit-miss-flow',
    title: 'How the cache strategy of polly_dart 0.0.9 handles one call',
  },
];

/** The test ids of the simulators' charts (and the composer's code), found in the built HTML. */
const SIMULATOR_MARKERS = [
  'retry-chart',
  'breaker-diagram',
  'hedging-chart',
  'rate-limiter-chart',
  'timeout-chart',
  'pipeline-code',
];

type TextSample = {text: string; fill: string; under: string[]};

/**
 * For every text run of a diagram: its fill and the fills painted under its centre (nearest first,
 * ending with the page background).
 */
function sampleTexts(page: Page, id: string): Promise<TextSample[]> {
  return page.evaluate((figureId) => {
    const svg = document.querySelector(`figure[data-diagram="${figureId}"] svg`)!;
    const pageBackground = getComputedStyle(document.documentElement).backgroundColor;
    const runs = Array.from(svg.querySelectorAll('text')).flatMap((text) => {
      const spans = Array.from(text.querySelectorAll('tspan'));
      return spans.length > 0 ? spans : [text];
    });
    return runs.map((run) => {
      const box = run.getBoundingClientRect();
      const under = document
        .elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        .filter((el) => svg.contains(el) && ['rect', 'polygon', 'circle'].includes(el.tagName))
        .map((el) => getComputedStyle(el).fill)
        .filter((fill) => fill !== 'none');
      return {text: run.textContent ?? '', fill: getComputedStyle(run).fill, under: [...under, pageBackground]};
    });
  }, id);
}

const opaque = ([r, g, b]: Rgba): Rgb => [r, g, b];

/** Computed colours, translucent ones included; transparent ones dropped. */
const layers = (colours: string[]): Rgba[] =>
  colours.map(parseCssColour).filter((colour): colour is Rgba => colour !== null);

/** Which diagrams' code the scripts a fresh visit executes contain (prefetched chunks do not count). */
async function executedDiagramIds(page: Page, route: string): Promise<string[]> {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  return DIAGRAMS.map((d) => d.id).filter((id) => scripts.some((body) => body.includes(id)));
}

/** The contrast of a diagram's text runs on what they sit on, and of its lines on the paper, below the minimums. */
async function weakContrasts(page: Page, id: string): Promise<{texts: number; weak: string[]}> {
  const texts = await sampleTexts(page, id);
  const weakTexts = texts
    .map((s) => ({text: s.text, ratio: layeredContrast(parseCssColour(s.fill)!, layers(s.under))}))
    .filter((s) => s.ratio < 4.5)
    .map((s) => `text "${s.text}" at ${s.ratio.toFixed(2)}:1`);
  const {background, strokes} = await page.locator(`figure[data-diagram="${id}"]`).evaluate((el) => {
    // The colour the diagram is painted on: the nearest ancestor with a background.
    let painted: Element | null = el;
    while (painted && getComputedStyle(painted).backgroundColor === 'rgba(0, 0, 0, 0)') {
      painted = painted.parentElement;
    }
    const shapes = el.querySelectorAll('svg :is(rect, line, path, polygon, circle):not(defs *)');
    return {
      background: painted ? getComputedStyle(painted).backgroundColor : 'rgb(255, 255, 255)',
      strokes: Array.from(shapes)
        .map((shape) => getComputedStyle(shape).stroke)
        .filter((stroke) => stroke !== 'none'),
    };
  });
  const paper = parseCssColour(background)!;
  expect(strokes.length).toBeGreaterThan(3);
  const weakStrokes = strokes
    .map((stroke) => ({stroke, ratio: rgbContrast(opaque(parseCssColour(stroke)!), opaque(paper))}))
    .filter((s) => s.ratio < 3)
    .map((s) => `line ${s.stroke} at ${s.ratio.toFixed(2)}:1`);
  return {texts: texts.length, weak: [...weakTexts, ...weakStrokes]};
}

// One load of each diagram's page checks it all; axe checks each diagram with the rest of its page, in both
// colour modes, in routes.spec.ts.
for (const diagram of DIAGRAMS) {
  test(`${diagram.id} on ${diagram.path}: its code is not executed, one image with a title, a description and a caption, text at 4.5:1 and lines at 3:1 in both modes`, async ({
    page,
  }) => {
    // A diagram is a static island (src/accelerators/islands): the server's HTML is final.
    await test.step('its code is not executed, and the diagram stays drawn', async () => {
      expect(await executedDiagramIds(page, diagram.path)).toEqual([]);
    });

    await test.step('one image with a title, a description and a caption', async () => {
      const figure = page.locator(`figure[data-diagram="${diagram.id}"]`);
      const image = figure.getByRole('img', {name: diagram.title});
      await expect(image).toHaveCount(1);
      await expect(image).toBeVisible();
      const description = await image.evaluate((svg) => svg.querySelector('desc')?.textContent ?? '');
      expect(description.split(/\s+/).length).toBeGreaterThan(30);
      await expect(image).toHaveAccessibleDescription(description.replace(/\s+/g, ' ').trim());
      await expect(figure.locator('figcaption')).not.toBeEmpty();
    });

    for (const theme of THEMES) {
      await test.step(`text reads at 4.5:1 and lines at 3:1 in ${theme} mode`, async () => {
        await switchTheme(page, theme);
        const {texts, weak} = await weakContrasts(page, diagram.id);
        expect(texts).toBeGreaterThan(5);
        expect.soft(weak, theme).toEqual([]);
      });
    }
  });
}

test('diagram code is not executed on a page without a diagram', async ({page}) => {
  expect(await executedDiagramIds(page, '/strategies/overview')).toEqual([]);
});

/** Built pages that show at least one simulator. */
function pagesWithSimulators(): string[] {
  const root = path.resolve(__dirname, '../../build');
  const pages: string[] = [];
  if (!fs.existsSync(root)) return pages; // no build: the first test below says so
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        entry.name.endsWith('.html') &&
        SIMULATOR_MARKERS.some((m) => new RegExp(`data-testid="?${m}[" >]`).test(fs.readFileSync(full, 'utf8')))
      ) {
        const route = `/${path
          .relative(root, full)
          .replace(/\\/g, '/')
          .replace(/(index)?\.html$/, '')
          .replace(/\/$/, '')}`;
        pages.push(route);
      }
    }
  };
  walk(root);
  return pages.sort();
}

const simulatorPages = pagesWithSimulators();

test.describe('simulators', () => {
  test('are on /playground and on the strategy guides', () => {
    expect(simulatorPages).toContain('/playground');
    expect(simulatorPages).toEqual(expect.arrayContaining(['/strategies/retry', '/strategies/hedging']));
  });

  // axe checks every page with its simulators, tables of numbers open, in both colour modes, in routes.spec.ts.

  test('/playground: no layout shift, chart text at 4.5:1 in both modes, bars animated unless motion is reduced, a visible focus ring', async ({
    page,
  }) => {
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

    await test.step('cumulative layout shift stays at zero', async () => {
      expect(await page.evaluate(() => (window as unknown as {cls: number}).cls)).toBeLessThan(0.01);
    });

    for (const theme of THEMES) {
      await test.step(`chart text reads at 4.5:1 on what it sits on in ${theme} mode`, async () => {
        await switchTheme(page, theme);
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
          .map((s) => ({text: s.text, ratio: layeredContrast(parseCssColour(s.fill)!, layers([s.under]))}))
          .filter((s) => s.ratio < 4.5);
        expect.soft(weak, theme).toEqual([]);
      });
    }

    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      await test.step(`bars ${reducedMotion === 'reduce' ? 'do not' : 'do'} animate with prefers-reduced-motion: ${reducedMotion}`, async () => {
        await page.emulateMedia({reducedMotion});
        const duration = await panel(page, 'Retry delays')
          .locator('[data-bar] rect')
          .first()
          .evaluate((el) => getComputedStyle(el).transitionDuration);
        if (reducedMotion === 'reduce') expect(duration).toBe('0s');
        else expect(duration).not.toBe('0s');
      });
    }

    await test.step('focused controls show a visible focus ring', async () => {
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
  });

  test('the server-rendered page already shows every simulator, in the same place after hydration', async ({
    browser,
  }) => {
    const boxes = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({javaScriptEnabled, viewport: {width: 1280, height: 900}});
      const page = await context.newPage();
      await page.goto('/playground');
      if (javaScriptEnabled) {
        await page.waitForFunction(() => document.querySelectorAll('main section svg').length >= 5);
      }
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

  test('their code is loaded only by pages that use them', async ({browser}) => {
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
});
