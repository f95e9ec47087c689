import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from './csp-fixture';

// The hand-drawn SVG diagrams of the hedging, rate limiter and cache guides:
// accessible, readable in both colour modes, and loaded only where used.

const DIAGRAMS = [
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
const MODES = ['light', 'dark'] as const;

type Rgba = [number, number, number, number];
type TextSample = {text: string; fill: Rgba; under: Rgba[]};

async function openInMode(page: Page, path: string, mode: (typeof MODES)[number]) {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/**
 * For every text run of a diagram: its fill colour and the colours painted
 * under its centre (nearest first, ending with the page background).
 */
function sampleTexts(page: Page, id: string): Promise<TextSample[]> {
  return page.evaluate((figureId) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', {willReadFrequently: true})!;
    const rgba = (css: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const pageBackground = rgba(getComputedStyle(document.documentElement).backgroundColor);
    const svg = document.querySelector(`figure[data-diagram="${figureId}"] svg`)!;
    const runs = Array.from(svg.querySelectorAll('text')).flatMap((text) => {
      const spans = Array.from(text.querySelectorAll('tspan'));
      return spans.length > 0 ? spans : [text];
    });
    return runs.map((run) => {
      const box = run.getBoundingClientRect();
      const shapes = document
        .elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        .filter((el) => svg.contains(el) && ['rect', 'polygon', 'circle'].includes(el.tagName))
        .map((el) => getComputedStyle(el).fill)
        .filter((fill) => fill !== 'none')
        .map(rgba);
      return {text: run.textContent ?? '', fill: rgba(getComputedStyle(run).fill), under: [...shapes, pageBackground]};
    });
  }, id);
}

/** Paints the layers from the bottom up (white canvas below everything). */
function composite(layers: Rgba[]): [number, number, number] {
  return layers.reduceRight<[number, number, number]>(
    (below, [r, g, b, a]) => [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a)],
    [255, 255, 255],
  );
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(text: Rgba, under: Rgba[]): number {
  const background = composite(under);
  const foreground = composite([text, ...under]);
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

for (const diagram of DIAGRAMS) {
  test.describe(`${diagram.path} diagram`, () => {
    test('is an image with a title, a description and a caption', async ({page}) => {
      await page.goto(diagram.path);
      const figure = page.locator(`figure[data-diagram="${diagram.id}"]`);
      const image = figure.getByRole('img', {name: diagram.title});
      await expect(image).toBeVisible();
      await expect(image).toHaveAccessibleDescription(/polly|call|attempt|token|key/i);
      await expect(figure.locator('figcaption')).not.toBeEmpty();
    });

    for (const mode of MODES) {
      test(`text keeps a 4.5:1 contrast in ${mode} mode`, async ({page}) => {
        await openInMode(page, diagram.path, mode);
        const samples = await sampleTexts(page, diagram.id);
        expect(samples.length).toBeGreaterThan(5);
        const weak = samples
          .map((sample) => ({text: sample.text, ratio: Number(contrast(sample.fill, sample.under).toFixed(2))}))
          .filter((sample) => sample.ratio < 4.5);
        expect(weak).toEqual([]);
      });

      test(`has no axe violations in ${mode} mode`, async ({page}) => {
        await openInMode(page, diagram.path, mode);
        const results = await new AxeBuilder({page}).include(`figure[data-diagram="${diagram.id}"]`).analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
      });
    }
  });
}

/** Markers of the diagram modules found in the scripts a page executes (prefetches do not count). */
async function executedDiagramIds(page: Page, path: string): Promise<string[]> {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  return DIAGRAMS.map((diagram) => diagram.id).filter((id) => scripts.some((body) => body.includes(id)));
}

test.describe('diagram code', () => {
  test('is not executed on a page without a diagram', async ({page}) => {
    expect(await executedDiagramIds(page, '/strategies/overview')).toEqual([]);
  });

  for (const diagram of DIAGRAMS) {
    test(`on ${diagram.path} is only that page's diagram`, async ({page}) => {
      expect(await executedDiagramIds(page, diagram.path)).toEqual([diagram.id]);
    });
  }
});
