import {summarise} from '../../scripts/lib/bench-stats';
import {
  buildLine,
  lighthouseTable,
  loadLine,
  resultMarkdown,
  searchLine,
  spreadCell,
  targetTable,
  transferTable,
  everyPageLine,
} from '../../scripts/lib/bench-report';
import type {BenchResult} from '../../scripts/lib/bench-targets';
import {totalTransfer} from '../../scripts/lib/transfer';

const result: BenchResult = {
  date: '2026-01-01T00:00:00.000Z',
  commit: 'abc1234',
  runs: 3,
  load: {start: [0.5, 0.4, 0.3], end: [1.25, 0.5, 0.3], lighthouseRuns: summarise([0.6, 1.1, 0.9])},
  build: {wallMs: 8400, bytes: 2_500_000, files: 120},
  everyPage: [
    {path: '/api/cache-strategy', jsGzip: 148_200},
    {path: '/intro', jsGzip: 140_000},
  ],
  pages: [
    {
      path: '/intro',
      transfer: totalTransfer([
        {url: 'http://x/intro', kind: 'html', raw: 16_900, gzip: 4_900},
        {url: 'http://x/main.js', kind: 'js', raw: 739_900, gzip: 221_300},
      ]),
      lighthouse: {
        performance: summarise([90, 96, 94]),
        accessibility: summarise([100, 100, 100]),
        bestPractices: summarise([100, 100, 100]),
        seo: summarise([100, 100, 100]),
        fcpMs: summarise([800, 850, 900]),
        lcpMs: summarise([922, 950, 1010]),
        lcpAfterFcpMs: summarise([122, 100, 110]),
        tbtMs: summarise([120, 410, 200]),
        cls: summarise([0, 0, 0]),
      },
    },
    {path: '/blog', transfer: totalTransfer([]), lighthouse: null},
  ],
  search: null,
};

describe('spreadCell', () => {
  it('shows the median and the range, or the value alone when runs agree', () => {
    expect(spreadCell(summarise([90, 96, 94]))).toBe('94 (90-96)');
    expect(spreadCell(summarise([100, 100]))).toBe('100');
  });
});

describe('report', () => {
  it('lists every page with raw / gzip kilobytes per kind', () => {
    const lines = transferTable(result).split('\n');
    expect(lines[0]).toBe('Bytes to load and hydrate, KB raw / gzip');
    expect(lines[3]).toMatch(/^\/intro\s+2\s+16\.9 \/ 4\.9\s+739\.9 \/ 221\.3\s+0\.0 \/ 0\.0/);
    expect(lines[4]).toMatch(/^\/blog\s+0\s/);
  });

  it('lists only the pages Lighthouse ran on, with spreads', () => {
    const table = lighthouseTable(result);
    expect(table).toContain('3 run(s) per page');
    expect(table).toMatch(
      /\/intro\s+94 \(90-96\)\s+100\s+100\s+100\s+850 ms \(800 ms-900 ms\)\s+950 ms \(922 ms-1\.01 s\)\s+110 ms \(100 ms-122 ms\)\s+200 ms \(120 ms-410 ms\)\s+0\.000/,
    );
    expect(table).not.toContain('/blog');
  });

  it('says when Lighthouse or search did not run', () => {
    expect(lighthouseTable({...result, pages: [result.pages[1]]})).toBe('Lighthouse: not measured');
    expect(searchLine(result)).toBe('search: not measured');
  });

  it('describes the build and search', () => {
    expect(buildLine(result)).toBe('Build: 8.40 s wall, output 2500.0 KB in 120 files');
    expect(buildLine({...result, build: null})).toContain('skipped');
    expect(
      searchLine({
        ...result,
        search: {indexGzipBytes: 61_400, firstHitsMs: 64, keystrokeMedianMs: 2.25, queries: 20},
      }),
    ).toBe(
      'Search: index 61.4 KB gzip, first hits 64 ms after the first keystroke (cold), 2.3 ms median per keystroke over 20 queries',
    );
  });

  it('gives the load average at the start, the end and over the Lighthouse runs', () => {
    expect(loadLine(result)).toMatch(
      /^Load average \(1 \/ 5 \/ 15 min, \d+ cores\): at start 0\.50 \/ 0\.40 \/ 0\.30, at end 1\.25 \/ 0\.50 \/ 0\.30; at the Lighthouse runs \(1 min\): median 0\.90 \(0\.60-1\.10\)$/,
    );
    expect(loadLine({...result, load: {...result.load, lighthouseRuns: null}})).not.toContain('Lighthouse');
  });

  it('writes the same report as Markdown tables', () => {
    const markdown = resultMarkdown(result, [{target: 'A', budget: '<= 1', actual: '2', met: false}]);
    expect(markdown).toContain('# Benchmark of abc1234, 2026-01-01T00:00:00.000Z');
    expect(markdown).toContain('| A | <= 1 | 2 | **missed** |');
    expect(markdown).toContain('| /intro | 94 (90-96) | 100 | 100 | 100 | 850 ms (800 ms-900 ms) |');
    expect(markdown).toContain('| /intro | 2 | 16.9 / 4.9 | 739.9 / 221.3 |');
    expect(markdown).toContain(
      'First-load JS (gzip), every page of the sitemap (2), heaviest: 148.2 KB /api/cache-strategy, 140.0 KB /intro',
    );
  });

  it('says when first-load JS was not measured on every page', () => {
    expect(everyPageLine({...result, everyPage: null})).toBe('First-load JS, every page: not measured');
  });

  it('marks budgets met, missed or not measured', () => {
    const table = targetTable([
      {target: 'A', budget: '<= 1', actual: '1', met: true},
      {target: 'B', budget: '<= 1', actual: '2', met: false},
      {target: 'C', budget: '<= 1', actual: 'not measured', met: null},
    ]);
    expect(table.split('\n').slice(3)).toEqual([
      'A       <= 1    1             met',
      'B       <= 1    2             MISSED',
      'C       <= 1    not measured  not measured',
    ]);
  });
});
