/**
 * The benchmark's result shape, the ratios of the site with its accelerators ("on") to the site built with
 * another value of ACCELERATORS (by default `off`), and the checks of the budgets in bench/budgets.json.
 */
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

/** One page as one build serves it. */
export interface VariantPage {
  transfer: TransferTotals;
  lighthouse: LighthouseSummary | null;
}

/** The two builds the benchmark compares: the site with its accelerators, and the one it is weighed against. */
export const variants = ['on', 'against'] as const;
export type Variant = (typeof variants)[number];

export interface PageResult {
  path: string;
  on: VariantPage;
  against: VariantPage;
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

/** First-load JS (gzip bytes) of one page in both builds. */
export interface EveryPageEntry {
  path: string;
  on: number;
  against: number;
}

export interface BenchResult {
  date: string;
  commit: string;
  /** The value of ACCELERATORS the second build was made with: `off`, or e.g. `-islands` to weigh one accelerator. */
  against: string;
  runs: number;
  /** Load average when the benchmark started and when it ended; each Lighthouse run has its own. */
  load: {start: LoadAverage; end: LoadAverage; lighthouseRuns: Spread | null};
  /** Both builds' wall time and size; null when measured on existing builds (--skip-build). */
  builds: Record<Variant, BuildResult> | null;
  pages: PageResult[];
  /** First-load JS of every page of the sitemap in both builds, highest ratio first; null when not measured. */
  everyPage: EveryPageEntry[] | null;
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
  /** The median of the runs (or the figure made of medians) is at least (scores, gains) or at most (times, ratios) this. */
  median?: number;
  /** Every run is at least (scores) or at most (times) this. */
  everyRun?: number;
}

export interface Budgets {
  pages: {firstLoadJsRatio: Budget; largestImageKB: Budget};
  lighthouse: Record<
    'lcpRatio' | 'tbtRatio' | 'performanceGain' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpAfterFcpMs',
    Budget
  >;
  search: {indexKB: Budget; firstHitsMs: Budget; keystrokeMs: Budget};
  /** The search relevance benchmark's targets on its own query set (`npm run bench:relevance`). */
  relevance: {top3Percent: Budget; mrr10: Budget; zeroResults: Budget; sectionTop3Percent: Budget};
}

export const budgets: Budgets = budgetsFile;

/** The build the ratio budgets are written against. */
const BUDGET_BASELINE = 'off';

export interface TargetCheck {
  target: string;
  budget: string;
  actual: string;
  /** null: not measured in this run, or not comparable (a ratio to another build than the budgets'). */
  met: boolean | null;
}

/**
 * on / against. Holding `ratio <= r` is holding `on <= r * against`, so when `against` is 0 the ratio is 0 if
 * `on` is 0 too (nothing to take off) and Infinity otherwise.
 */
export function ratio(on: number, against: number): number {
  if (against > 0) return on / against;
  return on === 0 ? 0 : Infinity;
}

/** Sorts the every-page entries by their ratio, highest first (the page furthest from the budget leads). */
export function byRatio<T extends {on: number; against: number}>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => ratio(b.on, b.against) - ratio(a.on, a.against));
}

/** A page's figures with accelerators over the same figures in the other build; null where Lighthouse did not run. */
export interface PageRatios {
  path: string;
  /** First-load JS, gzip, on / against. */
  js: number;
  /** Median LCP on / median LCP against. */
  lcp: number | null;
  /** Median TBT on / median TBT against. */
  tbt: number | null;
  /** Median performance score on minus median against. */
  performanceGain: number | null;
}

export function pageRatios(page: PageResult): PageRatios {
  const on = page.on.lighthouse;
  const against = page.against.lighthouse;
  const both = on !== null && against !== null;
  return {
    path: page.path,
    js: ratio(page.on.transfer.byKind.js.gzip, page.against.transfer.byKind.js.gzip),
    lcp: both ? ratio(on.lcpMs.median, against.lcpMs.median) : null,
    tbt: both ? ratio(on.tbtMs.median, against.tbtMs.median) : null,
    performanceGain: both ? on.performance.median - against.performance.median : null,
  };
}

/** A ratio as the tables print it: two decimals, ∞ for a figure over nothing. */
export function formatRatio(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '∞';
}

/** A difference with its sign: "+12", "-3", "0". */
export function formatGain(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** The item with the highest (or lowest) value; null for no items. */
function worst<T>(
  items: readonly T[],
  value: (item: T) => number,
  direction: 'max' | 'min',
): {item: T; value: number} | null {
  let found: {item: T; value: number} | null = null;
  for (const item of items) {
    const v = value(item);
    if (found === null || (direction === 'max' ? v > found.value : v < found.value)) found = {item, value: v};
  }
  return found;
}

const notMeasured = (target: string, budget: string): TargetCheck => ({
  target,
  budget,
  actual: 'not measured',
  met: null,
});

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

/**
 * Checks a figure of the comparison (a ratio or a gain) on its worst page. Against another build than the budgets'
 * baseline, the figure is shown but not judged: the budget is written against `off`.
 */
function comparisonCheck(
  budget: Budget,
  limit: number | undefined,
  higherIsBetter: boolean,
  entries: readonly {path: string; value: number}[],
  format: (value: number) => string,
  against: string,
): TargetCheck {
  const text = budgetText(budget, higherIsBetter, String);
  const found = worst(entries, (entry) => entry.value, higherIsBetter ? 'min' : 'max');
  if (found === null || limit === undefined) return notMeasured(budget.what, text);
  const actual = `${format(found.value)} at worst (${found.item.path})`;
  if (against !== BUDGET_BASELINE)
    return {
      target: budget.what,
      budget: text,
      actual: `${actual} against ACCELERATORS=${against}; the budget is against ${BUDGET_BASELINE}`,
      met: null,
    };
  return {
    target: budget.what,
    budget: text,
    actual,
    met: higherIsBetter ? found.value >= limit : found.value <= limit,
  };
}

type ScoreKey = 'accessibility' | 'bestPractices' | 'seo';

/** A score of the build with accelerators, on its worst single run over all pages. */
function everyRunScoreCheck(pages: readonly PageResult[], key: ScoreKey): TargetCheck {
  const budget = budgets.lighthouse[key];
  const text = budgetText(budget, true, String);
  const measured = pages.flatMap((page) =>
    page.on.lighthouse ? [{path: page.path, value: page.on.lighthouse[key].min}] : [],
  );
  const found = worst(measured, (entry) => entry.value, 'min');
  if (found === null || budget.everyRun === undefined) return notMeasured(budget.what, text);
  return {
    target: budget.what,
    budget: text,
    actual: `worst run ${found.value} (${found.item.path})`,
    met: found.value >= budget.everyRun,
  };
}

/** LCP after FCP of the build with accelerators, on its worst median over all pages. */
function lcpAfterFcpCheck(pages: readonly PageResult[]): TargetCheck {
  const budget = budgets.lighthouse.lcpAfterFcpMs;
  const text = budgetText(budget, false, msText);
  const measured = pages.flatMap((page) =>
    page.on.lighthouse ? [{path: page.path, value: page.on.lighthouse.lcpAfterFcpMs.median}] : [],
  );
  const found = worst(measured, (entry) => entry.value, 'max');
  if (found === null || budget.median === undefined) return notMeasured(budget.what, text);
  return {
    target: budget.what,
    budget: text,
    actual: `median ${formatMs(found.value)} at worst (${found.item.path})`,
    met: found.value <= budget.median,
  };
}

function singleCheck(budget: Budget, unit: (value: number) => string, value: number, actual: string): TargetCheck {
  const text = budgetText(budget, false, unit);
  const met = (budget.max === undefined || value <= budget.max) && (budget.below === undefined || value < budget.below);
  return {target: budget.what, budget: text, actual, met};
}

/** The first-load JS the JS ratio budget is checked on: every page of the sitemap when measured, else the pages. */
function firstLoadEntries(result: BenchResult): EveryPageEntry[] {
  return (
    result.everyPage ??
    result.pages.map((page) => ({
      path: page.path,
      on: page.on.transfer.byKind.js.gzip,
      against: page.against.transfer.byKind.js.gzip,
    }))
  );
}

export function checkTargets(result: BenchResult): TargetCheck[] {
  const {firstLoadJsRatio, largestImageKB} = budgets.pages;
  const {lcpRatio, tbtRatio, performanceGain} = budgets.lighthouse;
  const ratios = result.pages.map(pageRatios);
  const measuredRatios = (key: 'lcp' | 'tbt' | 'performanceGain') =>
    ratios.flatMap((entry) => (entry[key] === null ? [] : [{path: entry.path, value: entry[key]}]));

  const checks: TargetCheck[] = [
    comparisonCheck(
      firstLoadJsRatio,
      firstLoadJsRatio.max,
      false,
      firstLoadEntries(result).map((entry) => ({path: entry.path, value: ratio(entry.on, entry.against)})),
      formatRatio,
      result.against,
    ),
  ];

  const images = result.pages.flatMap((page) => (page.on.transfer.largestImage ? [page.on.transfer.largestImage] : []));
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
    comparisonCheck(lcpRatio, lcpRatio.median, false, measuredRatios('lcp'), formatRatio, result.against),
    comparisonCheck(tbtRatio, tbtRatio.median, false, measuredRatios('tbt'), formatRatio, result.against),
    comparisonCheck(
      performanceGain,
      performanceGain.median,
      true,
      measuredRatios('performanceGain'),
      formatGain,
      result.against,
    ),
    everyRunScoreCheck(result.pages, 'accessibility'),
    everyRunScoreCheck(result.pages, 'bestPractices'),
    everyRunScoreCheck(result.pages, 'seo'),
    lcpAfterFcpCheck(result.pages),
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
  const {pages, lighthouse, search, relevance} = budgets;
  const rows: [Budget, boolean, (value: number) => string][] = [
    [pages.firstLoadJsRatio, false, String],
    [pages.largestImageKB, false, kbText],
    [lighthouse.lcpRatio, false, String],
    [lighthouse.tbtRatio, false, String],
    [lighthouse.performanceGain, true, String],
    [lighthouse.accessibility, true, String],
    [lighthouse.bestPractices, true, String],
    [lighthouse.seo, true, String],
    [lighthouse.lcpAfterFcpMs, false, msText],
    [search.indexKB, false, kbText],
    [search.firstHitsMs, false, msText],
    [search.keystrokeMs, false, msText],
    ...Object.values(relevance).map((budget): [Budget, boolean, (value: number) => string] => [budget, true, String]),
  ];
  return [
    '| target | budget |',
    '|---|---|',
    ...rows.map(
      ([budget, higherIsBetter, format]) => `| ${budget.what} | ${budgetText(budget, higherIsBetter, format)} |`,
    ),
  ].join('\n');
}
