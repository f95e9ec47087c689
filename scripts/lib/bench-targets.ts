/** The benchmark's result shape and the checks of the budgets in bench/budgets.json. */
import budgetsFile from '../../bench/budgets.json';
import type {Spread} from './bench-stats';
import type {TransferTotals} from './transfer';
import {formatKB, formatMs} from './table';

export interface LighthouseSummary {
  performance: Spread;
  accessibility: Spread;
  bestPractices: Spread;
  seo: Spread;
  fcpMs: Spread;
  lcpMs: Spread;
  /** LCP minus FCP, run by run. */
  lcpAfterFcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
}

export interface PageResult {
  path: string;
  transfer: TransferTotals;
  lighthouse: LighthouseSummary | null;
}

/** What scripts/bench-search.ts writes with --json. */
export interface SearchResult {
  /** Search index, gzip bytes. */
  indexGzipBytes: number;
  /** First keystroke in the modal to first rendered hits, cold page, index download included (median). */
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

/** The machine's load average (1, 5 and 15 minutes), as os.loadavg() gives it. */
export type LoadAverage = [number, number, number];

export interface BenchResult {
  date: string;
  commit: string;
  runs: number;
  /** Load average when the benchmark started and when it ended; each Lighthouse run has its own. */
  load: {start: LoadAverage; end: LoadAverage; lighthouseRuns: Spread | null};
  build: BuildResult | null;
  pages: PageResult[];
  /** First-load JS (gzip bytes) of every page of the sitemap, heaviest first; null when not measured. */
  everyPage: {path: string; jsGzip: number}[] | null;
  search: SearchResult | null;
}

/** A limit on one figure: on the median of the runs, on every single run, or on a single measurement. */
export interface Budget {
  what: string;
  /** The single measurement is at most this. */
  max?: number;
  /** The single measurement is at least this. */
  min?: number;
  /** The single measurement is below this. */
  below?: number;
  /** The median of the runs is at least (scores) or at most (times) this. */
  median?: number;
  /** Every run is at least (scores) or at most (times) this. */
  everyRun?: number;
}

export interface Budgets {
  pages: {firstLoadJsKB: Budget; largestImageKB: Budget};
  lighthouse: Record<'performance' | 'accessibility' | 'bestPractices' | 'seo', Budget> &
    Record<'lcpMs' | 'lcpAfterFcpMs' | 'tbtMs', Budget>;
  search: {indexKB: Budget; firstHitsMs: Budget; keystrokeMs: Budget};
  /** The search relevance benchmark's targets on its own query set (`npm run bench:relevance`). */
  relevance: {top3Percent: Budget; mrr10: Budget; zeroResults: Budget};
}

export const budgets: Budgets = budgetsFile;

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

type ScoreKey = 'performance' | 'accessibility' | 'bestPractices' | 'seo';
type TimeKey = 'lcpMs' | 'lcpAfterFcpMs' | 'tbtMs';

/** The budget as written in the tables: "median >= 98, every run >= 95". */
export function budgetText(budget: Budget, higherIsBetter: boolean, format: (value: number) => string): string {
  const op = higherIsBetter ? '>=' : '<=';
  const parts: string[] = [];
  if (budget.max !== undefined) parts.push(`<= ${format(budget.max)}`);
  if (budget.min !== undefined) parts.push(`>= ${format(budget.min)}`);
  if (budget.below !== undefined) parts.push(`< ${format(budget.below)}`);
  if (budget.median !== undefined) parts.push(`median ${op} ${format(budget.median)}`);
  if (budget.everyRun !== undefined)
    parts.push(
      budget.everyRun === 100 && higherIsBetter ? `100 in every run` : `every run ${op} ${format(budget.everyRun)}`,
    );
  return parts.join(', ');
}

const kbText = (kb: number): string => `${kb} KB`;
const msText = (ms: number): string => `${ms} ms`;

/** Checks one Lighthouse figure on every page: the median against `median`, every run against `everyRun`. */
function lighthouseCheck(pages: readonly PageResult[], key: ScoreKey | TimeKey, higherIsBetter: boolean): TargetCheck {
  const budget: Budget = budgets.lighthouse[key];
  const format = higherIsBetter ? String : formatMs;
  const text = budgetText(budget, higherIsBetter, higherIsBetter ? String : msText);
  const measured = pages.flatMap((page) => (page.lighthouse ? [{path: page.path, spread: page.lighthouse[key]}] : []));
  if (measured.length === 0) return notMeasured(budget.what, text);
  const direction = higherIsBetter ? 'min' : 'max';
  const worstMedian = worst(measured, (entry) => entry.spread.median, direction)!;
  const worstRun = worst(measured, (entry) => (higherIsBetter ? entry.spread.min : entry.spread.max), direction)!;
  const within = (value: number, limit: number | undefined): boolean =>
    limit === undefined || (higherIsBetter ? value >= limit : value <= limit);
  const actual = [`median ${format(worstMedian.value)} at worst (${worstMedian.item.path})`];
  if (budget.everyRun !== undefined) actual.push(`worst run ${format(worstRun.value)} (${worstRun.item.path})`);
  return {
    target: budget.what,
    budget: text,
    actual: actual.join('; '),
    met: within(worstMedian.value, budget.median) && within(worstRun.value, budget.everyRun),
  };
}

function singleCheck(budget: Budget, unit: (value: number) => string, value: number, actual: string): TargetCheck {
  const text = budgetText(budget, false, unit);
  const met = (budget.max === undefined || value <= budget.max) && (budget.below === undefined || value < budget.below);
  return {target: budget.what, budget: text, actual, met};
}

export function checkTargets(result: BenchResult): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const {firstLoadJsKB, largestImageKB} = budgets.pages;

  // Every page of the sitemap when measured, else the pages measured in full.
  const firstLoads =
    result.everyPage ?? result.pages.map((page) => ({path: page.path, jsGzip: page.transfer.byKind.js.gzip}));
  const heaviestJs = worst(
    firstLoads.filter((page) => isDocsPage(page.path)),
    (page) => page.jsGzip,
    'max',
  );
  checks.push(
    heaviestJs === null
      ? notMeasured(firstLoadJsKB.what, budgetText(firstLoadJsKB, false, kbText))
      : singleCheck(
          firstLoadJsKB,
          kbText,
          heaviestJs.value / 1000,
          `${formatKB(heaviestJs.value)} (${heaviestJs.item.path})`,
        ),
  );

  const images = result.pages.flatMap((page) => (page.transfer.largestImage ? [page.transfer.largestImage] : []));
  const largestImage = worst(images, (image) => image.bytes, 'max');
  checks.push(
    result.pages.length === 0
      ? notMeasured(largestImageKB.what, budgetText(largestImageKB, false, kbText))
      : singleCheck(
          largestImageKB,
          kbText,
          (largestImage?.value ?? 0) / 1000,
          largestImage === null
            ? 'no images'
            : `${formatKB(largestImage.value)} (${new URL(largestImage.item.url).pathname})`,
        ),
  );

  checks.push(
    lighthouseCheck(result.pages, 'performance', true),
    lighthouseCheck(result.pages, 'accessibility', true),
    lighthouseCheck(result.pages, 'bestPractices', true),
    lighthouseCheck(result.pages, 'seo', true),
    lighthouseCheck(result.pages, 'lcpMs', false),
    lighthouseCheck(result.pages, 'lcpAfterFcpMs', false),
    lighthouseCheck(result.pages, 'tbtMs', false),
  );

  const {indexKB, firstHitsMs, keystrokeMs} = budgets.search;
  if (result.search === null) {
    checks.push(
      notMeasured(indexKB.what, budgetText(indexKB, false, kbText)),
      notMeasured(firstHitsMs.what, budgetText(firstHitsMs, false, msText)),
      notMeasured(keystrokeMs.what, budgetText(keystrokeMs, false, msText)),
    );
  } else {
    const search = result.search;
    checks.push(
      singleCheck(indexKB, kbText, search.indexGzipBytes / 1000, formatKB(search.indexGzipBytes)),
      singleCheck(firstHitsMs, msText, search.firstHitsMs, formatMs(search.firstHitsMs)),
      singleCheck(keystrokeMs, msText, search.keystrokeMedianMs, `${search.keystrokeMedianMs.toFixed(1)} ms`),
    );
  }
  return checks;
}

/** The budget table of bench/README.md, in Markdown, from bench/budgets.json. */
export function budgetsMarkdown(): string {
  const rows: [string, string][] = [
    [budgets.pages.firstLoadJsKB.what, budgetText(budgets.pages.firstLoadJsKB, false, kbText)],
    [budgets.pages.largestImageKB.what, budgetText(budgets.pages.largestImageKB, false, kbText)],
    ...(['performance', 'accessibility', 'bestPractices', 'seo'] as const).map((key): [string, string] => [
      budgets.lighthouse[key].what,
      budgetText(budgets.lighthouse[key], true, String),
    ]),
    ...(['lcpMs', 'lcpAfterFcpMs', 'tbtMs'] as const).map((key): [string, string] => [
      budgets.lighthouse[key].what,
      budgetText(budgets.lighthouse[key], false, msText),
    ]),
    [budgets.search.indexKB.what, budgetText(budgets.search.indexKB, false, kbText)],
    [budgets.search.firstHitsMs.what, budgetText(budgets.search.firstHitsMs, false, msText)],
    [budgets.search.keystrokeMs.what, budgetText(budgets.search.keystrokeMs, false, msText)],
    ...Object.values(budgets.relevance).map((budget): [string, string] => [
      budget.what,
      budgetText(budget, true, String),
    ]),
  ];
  return ['| target | budget |', '|---|---|', ...rows.map(([what, budget]) => `| ${what} | ${budget} |`)].join('\n');
}
