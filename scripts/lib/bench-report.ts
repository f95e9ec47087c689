/**
 * The benchmark's printed report: the comparison of the two builds, the transfer and Lighthouse tables of each,
 * the first-load JS of every page, the budgets, and the same as Markdown.
 */
import os from 'node:os';
import type {Spread} from './bench-stats';
import {
  formatGain,
  formatRatio,
  pageRatios,
  ratio,
  type BenchResult,
  type TargetCheck,
  type Variant,
} from './bench-targets';
import {resourceKinds, type Bytes} from './transfer';
import {formatKB, formatMs, formatTable, type Align} from './table';

/** A plain-text table and its Markdown twin come from the same headers and rows. */
interface Table {
  title: string;
  headers: string[];
  rows: string[][];
  align?: Align[];
}

const textTable = ({title, headers, rows, align}: Table): string => `${title}\n${formatTable(headers, rows, align)}`;

const markdownTable = ({headers, rows}: Pick<Table, 'headers' | 'rows'>): string =>
  [headers, headers.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');

const markdownSection = (table: Table): string => `## ${table.title}\n\n${markdownTable(table)}`;

/** The name of a build in the tables: `on`, and the value of ACCELERATORS of the other (`off`, `-islands`). */
function variantName(result: BenchResult, variant: Variant): string {
  return variant === 'on' ? 'on' : result.against;
}

const kindLabels = {html: 'HTML', js: 'JS', css: 'CSS', image: 'Images', font: 'Fonts', other: 'Other'} as const;

const bytesCell = (bytes: Bytes): string => `${(bytes.raw / 1000).toFixed(1)} / ${(bytes.gzip / 1000).toFixed(1)}`;

const kbCell = (bytes: number): string => (bytes / 1000).toFixed(1);

/** "median (min-max)", or just the median when every run agreed. */
export function spreadCell(spread: Spread, format: (value: number) => string = String): string {
  return spread.spread === 0
    ? format(spread.median)
    : `${format(spread.median)} (${format(spread.min)}-${format(spread.max)})`;
}

const right = (columns: number): Align[] => ['left', ...Array<Align>(columns - 1).fill('right')];

/**
 * Per page, both builds side by side and what the accelerators change: first-load JS, median LCP, median TBT
 * (lowest-highest run) and median performance, with on / against (on - against for the score).
 */
export function comparisonTable(result: BenchResult): Table {
  const against = variantName(result, 'against');
  const headers = [
    'Page',
    'JS KB on',
    `JS KB ${against}`,
    `JS on/${against}`,
    'LCP on',
    `LCP ${against}`,
    `LCP on/${against}`,
    'TBT on',
    `TBT ${against}`,
    `TBT on/${against}`,
    'Perf on',
    `Perf ${against}`,
    `Perf on-${against}`,
  ];
  const rows = result.pages.map((page) => {
    const ratios = pageRatios(page);
    const on = page.on.lighthouse;
    const off = page.against.lighthouse;
    const orDash = (value: number | null, format: (value: number) => string): string =>
      value === null ? '-' : format(value);
    return [
      page.path,
      kbCell(page.on.transfer.byKind.js.gzip),
      kbCell(page.against.transfer.byKind.js.gzip),
      formatRatio(ratios.js),
      on ? formatMs(on.lcpMs.median) : '-',
      off ? formatMs(off.lcpMs.median) : '-',
      orDash(ratios.lcp, formatRatio),
      on ? spreadCell(on.tbtMs, formatMs) : '-',
      off ? spreadCell(off.tbtMs, formatMs) : '-',
      orDash(ratios.tbt, formatRatio),
      on ? String(on.performance.median) : '-',
      off ? String(off.performance.median) : '-',
      orDash(ratios.performanceGain, formatGain),
    ];
  });
  const runs = result.runs === 0 ? 'Lighthouse not run' : `Lighthouse medians of ${result.runs} run(s)`;
  return {
    title: `Accelerators on vs ACCELERATORS=${result.against}: first-load JS (gzip), ${runs}, TBT with its lowest-highest run`,
    headers,
    rows,
    align: right(headers.length),
  };
}

export function transferTable(result: BenchResult, variant: Variant): Table {
  const headers = ['Page', 'Requests', ...resourceKinds.map((kind) => kindLabels[kind]), 'Total'];
  const rows = result.pages.map((page) => {
    const transfer = page[variant].transfer;
    return [
      page.path,
      String(transfer.requests),
      ...resourceKinds.map((kind) => bytesCell(transfer.byKind[kind])),
      bytesCell(transfer.total),
    ];
  });
  return {
    title: `Bytes to load and hydrate, ${variantName(result, variant)}, KB raw / gzip`,
    headers,
    rows,
    align: right(headers.length),
  };
}

/** Every Lighthouse figure of one build, or null when Lighthouse did not run. */
export function lighthouseTable(result: BenchResult, variant: Variant): Table | null {
  const rows = result.pages.flatMap(({path, [variant]: {lighthouse: lh}}) =>
    lh === null
      ? []
      : [
          [
            path,
            spreadCell(lh.performance),
            spreadCell(lh.accessibility),
            spreadCell(lh.bestPractices),
            spreadCell(lh.seo),
            spreadCell(lh.fcpMs, formatMs),
            spreadCell(lh.lcpMs, formatMs),
            spreadCell(lh.lcpAfterFcpMs, formatMs),
            spreadCell(lh.tbtMs, formatMs),
            spreadCell(lh.cls, (value) => value.toFixed(3)),
          ],
        ],
  );
  if (rows.length === 0) return null;
  return {
    title: `Lighthouse, ${variantName(result, variant)}, ${result.runs} run(s) per page, default mobile settings: median (lowest-highest run)`,
    headers: ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'FCP', 'LCP', 'LCP - FCP', 'TBT', 'CLS'],
    rows,
  };
}

/** First-load JS of every page of the sitemap in both builds, highest ratio first; null when not measured. */
export function everyPageTable(result: BenchResult): Table | null {
  if (result.everyPage === null) return null;
  const against = variantName(result, 'against');
  const headers = ['Page', 'JS KB on', `JS KB ${against}`, `on/${against}`];
  return {
    title: `First-load JS (gzip), every page of the sitemap (${result.everyPage.length}), highest ratio first`,
    headers,
    rows: result.everyPage.map((page) => [
      page.path,
      kbCell(page.on),
      kbCell(page.against),
      formatRatio(ratio(page.on, page.against)),
    ]),
    align: right(headers.length),
  };
}

export function targetTable(checks: readonly TargetCheck[], missed = 'MISSED'): Table {
  const status = (met: boolean | null): string => (met === null ? 'not measured' : met ? 'met' : missed);
  return {
    title: 'Budgets (bench/budgets.json)',
    headers: ['Target', 'Budget', 'Measured', 'Status'],
    rows: checks.map((check) => [check.target, check.budget, check.actual, status(check.met)]),
  };
}

const loadText = ([one, five, fifteen]: readonly number[]): string =>
  `${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)}`;

/** The machine's load average (1 / 5 / 15 min) around the measurements: the figures are only as good as the machine was quiet. */
export function loadLine(result: BenchResult): string {
  const {start, end, lighthouseRuns} = result.load;
  const during =
    lighthouseRuns === null
      ? ''
      : `; at the Lighthouse runs (1 min): median ${lighthouseRuns.median.toFixed(2)} (${lighthouseRuns.min.toFixed(2)}-${lighthouseRuns.max.toFixed(2)})`;
  return `Load average (1 / 5 / 15 min, ${os.cpus().length} cores): at start ${loadText(start)}, at end ${loadText(end)}${during}`;
}

export function buildLine(result: BenchResult): string {
  if (result.builds === null) return 'Builds: skipped (--skip-build), measured build/ and build-off/ as they were';
  const line = (variant: Variant): string => {
    const build = result.builds![variant];
    return `${variantName(result, variant)} ${formatMs(build.wallMs)} wall, ${formatKB(build.bytes)} in ${build.files} files`;
  };
  return `Builds: ${line('on')}; ${line('against')}`;
}

export function searchLine(result: BenchResult): string {
  if (result.search === null) return 'Search: not measured';
  const {indexGzipBytes, firstHitsMs, keystrokeMedianMs, queries} = result.search;
  return `Search (on): index ${formatKB(indexGzipBytes)} gzip, first hits ${formatMs(firstHitsMs)} after the first keystroke (cold), ${keystrokeMedianMs.toFixed(1)} ms median per keystroke over ${queries} queries`;
}

/** The tables of the report in print order; what was not measured is a line saying so. */
function sections(result: BenchResult, checks: readonly TargetCheck[], missed: string): (Table | string)[] {
  return [
    comparisonTable(result),
    everyPageTable(result) ?? 'First-load JS, every page: not measured (--skip-every-page)',
    transferTable(result, 'on'),
    transferTable(result, 'against'),
    lighthouseTable(result, 'on') ?? 'Lighthouse: not measured',
    lighthouseTable(result, 'against') ?? `Lighthouse, ${result.against}: not measured`,
    searchLine(result),
    targetTable(checks, missed),
  ];
}

/** The whole report as plain text, for the terminal. */
export function resultText(result: BenchResult, checks: readonly TargetCheck[]): string {
  return [loadLine(result), buildLine(result), ...sections(result, checks, 'MISSED')]
    .map((section) => (typeof section === 'string' ? section : textTable(section)))
    .join('\n\n');
}

/** The whole report as Markdown (bench-results/latest.md): what the README points readers to. */
export function resultMarkdown(result: BenchResult, checks: readonly TargetCheck[]): string {
  const body = sections(result, checks, '**missed**').map((section) =>
    typeof section === 'string' ? section : markdownSection(section),
  );
  // The budgets lead the Markdown report.
  const budgetsSection = body.pop()!;
  return `${[
    `# Benchmark of ${result.commit}, ${result.date}: accelerators on vs ACCELERATORS=${result.against}`,
    `${loadLine(result)}.`,
    `${buildLine(result)}.`,
    budgetsSection,
    ...body,
  ].join('\n\n')}\n`;
}
