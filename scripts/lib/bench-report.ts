/** The benchmark's printed report: transfer, Lighthouse and budget tables, and the same as Markdown. */
import os from 'node:os';
import type {Spread} from './bench-stats';
import type {BenchResult, TargetCheck} from './bench-targets';
import {resourceKinds, type Bytes} from './transfer';
import {formatKB, formatMs, formatTable} from './table';

const kindLabels = {html: 'HTML', js: 'JS', css: 'CSS', image: 'Images', font: 'Fonts', other: 'Other'} as const;

const bytesCell = (bytes: Bytes): string => `${(bytes.raw / 1000).toFixed(1)} / ${(bytes.gzip / 1000).toFixed(1)}`;

/** "median (min-max)", or just the median when every run agreed. */
export function spreadCell(spread: Spread, format: (value: number) => string = String): string {
  return spread.spread === 0
    ? format(spread.median)
    : `${format(spread.median)} (${format(spread.min)}-${format(spread.max)})`;
}

export function transferTable(result: BenchResult): string {
  const headers = ['Page', 'Requests', ...resourceKinds.map((kind) => kindLabels[kind]), 'Total'];
  const rows = result.pages.map((page) => [
    page.path,
    String(page.transfer.requests),
    ...resourceKinds.map((kind) => bytesCell(page.transfer.byKind[kind])),
    bytesCell(page.transfer.total),
  ]);
  return `Bytes to load and hydrate, KB raw / gzip\n${formatTable(headers, rows, ['left', ...headers.slice(1).map(() => 'right' as const)])}`;
}

function lighthouseRows(result: BenchResult): string[][] {
  return result.pages.flatMap(({path, lighthouse: lh}) =>
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
}

const lighthouseHeaders = [
  'Page',
  'Performance',
  'Accessibility',
  'Best practices',
  'SEO',
  'FCP',
  'LCP',
  'LCP - FCP',
  'TBT',
  'CLS',
];

const lighthouseTitle = (result: BenchResult): string =>
  `Lighthouse, ${result.runs} run(s) per page, default mobile settings: median (lowest-highest run)`;

export function lighthouseTable(result: BenchResult): string {
  const rows = lighthouseRows(result);
  if (rows.length === 0) return 'Lighthouse: not measured';
  return `${lighthouseTitle(result)}\n${formatTable(lighthouseHeaders, rows)}`;
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

const markdownTable = (headers: readonly string[], rows: readonly (readonly string[])[]): string =>
  [headers, headers.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');

/** The whole report as Markdown (bench-results/latest.md): what the README points readers to. */
export function resultMarkdown(result: BenchResult, checks: readonly TargetCheck[]): string {
  const status = (met: boolean | null): string => (met === null ? 'not measured' : met ? 'met' : '**missed**');
  const lines = [
    `# Benchmark of ${result.commit}, ${result.date}`,
    '',
    `${loadLine(result)}.`,
    '',
    `${buildLine(result)}.`,
    '',
    '## Budgets (bench/budgets.json)',
    '',
    markdownTable(
      ['Target', 'Budget', 'Measured', 'Status'],
      checks.map((check) => [check.target, check.budget, check.actual, status(check.met)]),
    ),
    '',
    '## Lighthouse',
    '',
    `${lighthouseTitle(result)}.`,
    '',
    markdownTable(lighthouseHeaders, lighthouseRows(result)),
    '',
    '## Bytes to load and hydrate (KB raw / gzip)',
    '',
    markdownTable(
      ['Page', 'Requests', ...resourceKinds.map((kind) => kindLabels[kind]), 'Total'],
      result.pages.map((page) => [
        page.path,
        String(page.transfer.requests),
        ...resourceKinds.map((kind) => bytesCell(page.transfer.byKind[kind])),
        bytesCell(page.transfer.total),
      ]),
    ),
    '',
    everyPageLine(result),
    '',
    '## Search',
    '',
    searchLine(result),
    '',
  ];
  return lines.join('\n');
}

/** The heaviest first loads over every page of the sitemap: "every page (45): 148.2 KB /api/x, ...". */
export function everyPageLine(result: BenchResult, top = 5): string {
  if (result.everyPage === null) return 'First-load JS, every page: not measured';
  const heaviest = result.everyPage
    .slice(0, top)
    .map((page) => `${formatKB(page.jsGzip)} ${page.path}`)
    .join(', ');
  return `First-load JS (gzip), every page of the sitemap (${result.everyPage.length}), heaviest: ${heaviest}`;
}

export function targetTable(checks: readonly TargetCheck[]): string {
  const status = (met: boolean | null): string => (met === null ? 'not measured' : met ? 'met' : 'MISSED');
  return `Budgets\n${formatTable(
    ['Target', 'Budget', 'Measured', 'Status'],
    checks.map((check) => [check.target, check.budget, check.actual, status(check.met)]),
  )}`;
}

export function buildLine(result: BenchResult): string {
  if (result.build === null) return 'Build: skipped (--skip-build)';
  return `Build: ${formatMs(result.build.wallMs)} wall, output ${formatKB(result.build.bytes)} in ${result.build.files} files`;
}

export function searchLine(result: BenchResult): string {
  if (result.search === null) return 'search: not measured';
  const {indexGzipBytes, firstHitsMs, keystrokeMedianMs, queries} = result.search;
  return `Search: index ${formatKB(indexGzipBytes)} gzip, first hits ${formatMs(firstHitsMs)} after the first keystroke (cold), ${keystrokeMedianMs.toFixed(1)} ms median per keystroke over ${queries} queries`;
}
