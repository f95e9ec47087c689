/** The benchmark's printed report: transfer, Lighthouse and budget tables. */
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
  return `Bytes until load, KB raw / gzip\n${formatTable(headers, rows, ['left', ...headers.slice(1).map(() => 'right' as const)])}`;
}

export function lighthouseTable(result: BenchResult): string {
  const headers = ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS'];
  const rows = result.pages.flatMap(({path, lighthouse: lh}) =>
    lh === null
      ? []
      : [
          [
            path,
            spreadCell(lh.performance),
            spreadCell(lh.accessibility),
            spreadCell(lh.bestPractices),
            spreadCell(lh.seo),
            spreadCell(lh.lcpMs, formatMs),
            spreadCell(lh.tbtMs, formatMs),
            spreadCell(lh.cls, (value) => value.toFixed(3)),
          ],
        ],
  );
  if (rows.length === 0) return 'Lighthouse: not measured';
  return `Lighthouse, ${result.runs} run(s) per page, default mobile settings: median (min-max)\n${formatTable(headers, rows)}`;
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
  const {firstHitsMs, keystrokeMedianMs, queries} = result.search;
  return `Search: first hits ${formatMs(firstHitsMs)} after the first keystroke (cold), ${keystrokeMedianMs.toFixed(1)} ms median per keystroke over ${queries} queries`;
}
