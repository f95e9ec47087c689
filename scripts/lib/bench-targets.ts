/** The benchmark's result shape and the performance budgets it is checked against. */
import type {Spread} from './bench-stats';
import type {TransferTotals} from './transfer';
import {formatKB, formatMs} from './table';

export interface LighthouseSummary {
  performance: Spread;
  accessibility: Spread;
  bestPractices: Spread;
  seo: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
}

export interface PageResult {
  path: string;
  transfer: TransferTotals;
  lighthouse: LighthouseSummary | null;
}

export interface SearchResult {
  /** First keystroke in the modal to first rendered hits, cold page, index download included. */
  firstHitsMs: number;
  /** Median time from a keystroke to its rendered hits. */
  keystrokeMedianMs: number;
  queries: number;
}

export interface BuildResult {
  wallMs: number;
  bytes: number;
  files: number;
}

export interface BenchResult {
  date: string;
  commit: string;
  runs: number;
  build: BuildResult | null;
  pages: PageResult[];
  search: SearchResult | null;
}

/** The budgets of the issue; KB are 1000 bytes. */
export const budgets = {
  firstLoadJsGzipBytes: 180_000,
  largestImageBytes: 100_000,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  searchFirstHitsMs: 100,
  searchKeystrokeMs: 5,
} as const;

export interface TargetCheck {
  target: string;
  budget: string;
  actual: string;
  /** null: not measured in this run. */
  met: boolean | null;
}

/** Docs pages live at the site root; the blog, search and playground do not. */
export function isDocsPage(path: string): boolean {
  return !/^\/(blog|search|playground)(\/|$)/.test(path);
}

function worst<T>(
  items: readonly T[],
  value: (item: T) => number,
  direction: 'max' | 'min',
): {item: T; value: number} | null {
  let best: {item: T; value: number} | null = null;
  for (const item of items) {
    const v = value(item);
    if (best === null || (direction === 'max' ? v > best.value : v < best.value)) best = {item, value: v};
  }
  return best;
}

const notMeasured = (target: string, budget: string): TargetCheck => ({
  target,
  budget,
  actual: 'not measured',
  met: null,
});

function scoreCheck(
  pages: readonly PageResult[],
  label: string,
  key: 'performance' | 'accessibility' | 'bestPractices' | 'seo',
  minimum: number,
): TargetCheck {
  const target = `Lighthouse ${label} (median), every page`;
  const budget = minimum === 100 ? '100' : `>= ${minimum}`;
  const scores = pages.flatMap((page) =>
    page.lighthouse ? [{path: page.path, score: page.lighthouse[key].median}] : [],
  );
  const lowest = worst(scores, (entry) => entry.score, 'min');
  if (lowest === null) return notMeasured(target, budget);
  return {target, budget, actual: `${lowest.value} lowest (${lowest.item.path})`, met: lowest.value >= minimum};
}

export function checkTargets(result: BenchResult): TargetCheck[] {
  const checks: TargetCheck[] = [];

  const jsBudget = `<= ${formatKB(budgets.firstLoadJsGzipBytes)}`;
  const heaviestJs = worst(
    result.pages.filter((page) => isDocsPage(page.path)),
    (page) => page.transfer.byKind.js.gzip,
    'max',
  );
  checks.push(
    heaviestJs === null
      ? notMeasured('First-load JS on a docs page (gzip)', jsBudget)
      : {
          target: 'First-load JS on a docs page (gzip)',
          budget: jsBudget,
          actual: `${formatKB(heaviestJs.value)} (${heaviestJs.item.path})`,
          met: heaviestJs.value <= budgets.firstLoadJsGzipBytes,
        },
  );

  const imageBudget = `<= ${formatKB(budgets.largestImageBytes)}`;
  const images = result.pages.flatMap((page) => (page.transfer.largestImage ? [page.transfer.largestImage] : []));
  const largestImage = worst(images, (image) => image.bytes, 'max');
  checks.push(
    result.pages.length === 0
      ? notMeasured('Largest image on first load', imageBudget)
      : {
          target: 'Largest image on first load',
          budget: imageBudget,
          actual:
            largestImage === null
              ? 'no images'
              : `${formatKB(largestImage.value)} (${new URL(largestImage.item.url).pathname})`,
          met: (largestImage?.value ?? 0) <= budgets.largestImageBytes,
        },
  );

  checks.push(
    scoreCheck(result.pages, 'performance', 'performance', budgets.performance),
    scoreCheck(result.pages, 'accessibility', 'accessibility', budgets.accessibility),
    scoreCheck(result.pages, 'best practices', 'bestPractices', budgets.bestPractices),
    scoreCheck(result.pages, 'SEO', 'seo', budgets.seo),
  );

  const firstHits = 'Search: first keystroke to first hits (cold)';
  const keystroke = 'Search: later keystrokes (median)';
  if (result.search === null) {
    checks.push(
      notMeasured(firstHits, `<= ${budgets.searchFirstHitsMs} ms`),
      notMeasured(keystroke, `< ${budgets.searchKeystrokeMs} ms`),
    );
  } else {
    checks.push(
      {
        target: firstHits,
        budget: `<= ${budgets.searchFirstHitsMs} ms`,
        actual: formatMs(result.search.firstHitsMs),
        met: result.search.firstHitsMs <= budgets.searchFirstHitsMs,
      },
      {
        target: keystroke,
        budget: `< ${budgets.searchKeystrokeMs} ms`,
        actual: `${result.search.keystrokeMedianMs.toFixed(1)} ms`,
        met: result.search.keystrokeMedianMs < budgets.searchKeystrokeMs,
      },
    );
  }
  return checks;
}
