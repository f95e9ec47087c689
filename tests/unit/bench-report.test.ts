import {summarise} from '../../scripts/lib/bench-stats';
import {
  buildLine,
  comparisonTable,
  everyPageTable,
  lighthouseTable,
  loadLine,
  resultMarkdown,
  resultText,
  searchLine,
  spreadCell,
  targetTable,
  transferTable,
} from '../../scripts/lib/bench-report';
import type {BenchResult, LighthouseSummary} from '../../scripts/lib/bench-targets';
import {totalTransfer} from '../../scripts/lib/transfer';

function lighthouse(performance: number[], lcp: number[], tbt: number[]): LighthouseSummary {
  const fcp = lcp.map((value) => value - 100);
  return {
    performance: summarise(performance),
    accessibility: summarise([100, 100, 100]),
    bestPractices: summarise([100, 100, 100]),
    seo: summarise([100, 100, 100]),
    fcpMs: summarise(fcp),
    lcpMs: summarise(lcp),
    lcpAfterFcpMs: summarise(lcp.map((value, run) => value - fcp[run])),
    tbtMs: summarise(tbt),
    cls: summarise([0, 0, 0]),
  };
}

const js = (gzip: number) =>
  totalTransfer([
    {url: 'http://x/intro', kind: 'html', raw: 16_900, gzip: 4_900},
    {url: 'http://x/main.js', kind: 'js', raw: gzip * 3, gzip},
  ]);

const result: BenchResult = {
  date: '2026-01-01T00:00:00.000Z',
  commit: 'abc1234',
  against: 'off',
  runs: 3,
  load: {start: [0.5, 0.4, 0.3], end: [1.25, 0.5, 0.3], lighthouseRuns: summarise([0.6, 1.1, 0.9])},
  builds: {
    on: {wallMs: 8400, bytes: 2_500_000, files: 120},
    against: {wallMs: 7900, bytes: 2_600_000, files: 118},
  },
  everyPage: [
    {path: '/api/cache-strategy', on: 120_000, against: 150_000},
    {path: '/intro', on: 100_000, against: 200_000},
  ],
  pages: [
    {
      path: '/intro',
      on: {transfer: js(100_000), lighthouse: lighthouse([99, 100, 97], [900, 960, 1010], [20, 40, 60])},
      against: {transfer: js(200_000), lighthouse: lighthouse([80, 85, 90], [1900, 2000, 2100], [120, 200, 410])},
    },
    {path: '/blog', on: {transfer: js(50_000), lighthouse: null}, against: {transfer: js(80_000), lighthouse: null}},
  ],
  search: null,
};

const checks = [
  {target: 'A', budget: '<= 1', actual: '1', met: true},
  {target: 'B', budget: '<= 1', actual: '2', met: false},
  {target: 'C', budget: '<= 1', actual: 'not measured', met: null},
];

describe('spreadCell', () => {
  it('shows the median and the range, or the value alone when runs agree', () => {
    expect(spreadCell(summarise([90, 96, 94]))).toBe('94 (90-96)');
    expect(spreadCell(summarise([100, 100]))).toBe('100');
  });
});

describe('comparisonTable', () => {
  it('puts both builds side by side with the ratios, per page', () => {
    const table = comparisonTable(result);
    expect(table.headers).toEqual([
      'Page',
      'JS KB on',
      'JS KB off',
      'JS on/off',
      'LCP on',
      'LCP off',
      'LCP on/off',
      'TBT on',
      'TBT off',
      'TBT on/off',
      'Perf on',
      'Perf off',
      'Perf on-off',
    ]);
    expect(table.rows[0]).toEqual([
      '/intro',
      '100.0',
      '200.0',
      '0.50',
      '960 ms',
      '2.00 s',
      '0.48',
      '40 ms (20 ms-60 ms)',
      '200 ms (120 ms-410 ms)',
      '0.20',
      '99',
      '85',
      '+14',
    ]);
    expect(table.title).toContain('Lighthouse medians of 3 run(s)');
  });

  it('gives the first-load JS ratio of a page Lighthouse did not run on, and dashes for the rest', () => {
    expect(comparisonTable(result).rows[1]).toEqual([
      '/blog',
      '50.0',
      '80.0',
      '0.63',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
  });

  it('names the build it weighs against', () => {
    const table = comparisonTable({...result, against: '-islands'});
    expect(table.title).toContain('ACCELERATORS=-islands');
    expect(table.headers).toContain('JS KB -islands');
    expect(table.headers).toContain('TBT on/-islands');
    expect(everyPageTable({...result, against: '-islands'})!.headers).toContain('on/-islands');
  });
});

describe('report', () => {
  it('lists every page with raw / gzip kilobytes per kind, for each build', () => {
    expect(transferTable(result, 'on').rows[0].slice(0, 4)).toEqual(['/intro', '2', '16.9 / 4.9', '300.0 / 100.0']);
    const off = transferTable(result, 'against');
    expect(off.title).toBe('Bytes to load and hydrate, off, KB raw / gzip');
    expect(off.rows[0][3]).toBe('600.0 / 200.0');
  });

  it('lists only the pages Lighthouse ran on, with spreads, for each build', () => {
    const on = lighthouseTable(result, 'on')!;
    expect(on.title).toContain('Lighthouse, on, 3 run(s) per page');
    expect(on.rows).toEqual([
      [
        '/intro',
        '99 (97-100)',
        '100',
        '100',
        '100',
        '860 ms (800 ms-910 ms)',
        '960 ms (900 ms-1.01 s)',
        '100 ms',
        '40 ms (20 ms-60 ms)',
        '0.000',
      ],
    ]);
    expect(lighthouseTable(result, 'against')!.rows[0][1]).toBe('85 (80-90)');
    expect(lighthouseTable({...result, pages: [result.pages[1]]}, 'on')).toBeNull();
  });

  it('lists the first-load JS of every page of both builds with the ratio', () => {
    const table = everyPageTable(result)!;
    expect(table.title).toBe('First-load JS (gzip), every page of the sitemap (2), highest ratio first');
    expect(table.rows).toEqual([
      ['/api/cache-strategy', '120.0', '150.0', '0.80'],
      ['/intro', '100.0', '200.0', '0.50'],
    ]);
    expect(everyPageTable({...result, everyPage: null})).toBeNull();
  });

  it('describes both builds and search', () => {
    expect(buildLine(result)).toBe(
      'Builds: on 8.40 s wall, 2500.0 KB in 120 files; off 7.90 s wall, 2600.0 KB in 118 files',
    );
    expect(buildLine({...result, builds: null})).toContain('skipped');
    expect(searchLine(result)).toBe('Search: not measured');
    expect(
      searchLine({
        ...result,
        search: {indexGzipBytes: 61_400, firstHitsMs: 64, keystrokeMedianMs: 2.25, queries: 20},
      }),
    ).toBe(
      'Search (on): index 61.4 KB gzip, first hits 64 ms after the first keystroke (cold), 2.3 ms median per keystroke over 20 queries',
    );
  });

  it('gives the load average at the start, the end and over the Lighthouse runs', () => {
    expect(loadLine(result)).toMatch(
      /^Load average \(1 \/ 5 \/ 15 min, \d+ cores\): at start 0\.50 \/ 0\.40 \/ 0\.30, at end 1\.25 \/ 0\.50 \/ 0\.30; at the Lighthouse runs \(1 min\): median 0\.90 \(0\.60-1\.10\)$/,
    );
    expect(loadLine({...result, load: {...result.load, lighthouseRuns: null}})).not.toContain('Lighthouse');
  });

  it('marks budgets met, missed or not measured', () => {
    expect(targetTable(checks).rows.map((row) => row[3])).toEqual(['met', 'MISSED', 'not measured']);
  });

  it('prints every table as aligned text, and says what was not measured', () => {
    const text = resultText(result, checks);
    expect(text).toMatch(/^\/intro\s+100\.0\s+200\.0\s+0\.50\s+960 ms\s+2\.00 s\s+0\.48\s+40 ms \(20 ms-60 ms\)/m);
    expect(text).toMatch(/^B\s+<= 1\s+2\s+MISSED$/m);
    expect(text).toContain('Bytes to load and hydrate, off, KB raw / gzip');
    const bare = resultText({...result, everyPage: null, pages: [result.pages[1]]}, checks);
    expect(bare).toContain('First-load JS, every page: not measured');
    expect(bare).toContain('Lighthouse: not measured');
  });

  it('writes the same report as Markdown, budgets first', () => {
    const markdown = resultMarkdown(result, checks);
    expect(markdown).toMatch(
      /^# Benchmark of abc1234, 2026-01-01T00:00:00.000Z: accelerators on vs ACCELERATORS=off\n/,
    );
    expect(markdown).toContain('| B | <= 1 | 2 | **missed** |');
    expect(markdown).toContain(
      '| /intro | 100.0 | 200.0 | 0.50 | 960 ms | 2.00 s | 0.48 | 40 ms (20 ms-60 ms) | 200 ms (120 ms-410 ms) | 0.20 | 99 | 85 | +14 |',
    );
    expect(markdown).toContain('| /api/cache-strategy | 120.0 | 150.0 | 0.80 |');
    expect(markdown.indexOf('## Budgets')).toBeLessThan(markdown.indexOf('## Accelerators on vs'));
  });
});
