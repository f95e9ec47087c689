import fs from 'node:fs';
import path from 'node:path';
import {summarise} from '../../scripts/lib/bench-stats';
import {
  budgets,
  budgetsMarkdown,
  budgetText,
  checkTargets,
  isDocsPage,
  type BenchResult,
  type LighthouseSummary,
  type PageResult,
} from '../../scripts/lib/bench-targets';
import {totalTransfer} from '../../scripts/lib/transfer';

const base = 'http://127.0.0.1:4300';

function lighthouse(
  performance: number | number[],
  accessibility = 100,
  bestPractices = 100,
  seo = 100,
  times: {fcp?: number[]; lcp?: number[]; tbt?: number[]} = {},
): LighthouseSummary {
  const fcp = times.fcp ?? [800];
  const lcp = times.lcp ?? [900];
  return {
    performance: summarise(typeof performance === 'number' ? [performance] : performance),
    accessibility: summarise([accessibility]),
    bestPractices: summarise([bestPractices]),
    seo: summarise([seo]),
    fcpMs: summarise(fcp),
    lcpMs: summarise(lcp),
    lcpAfterFcpMs: summarise(lcp.map((value, run) => value - fcp[run])),
    tbtMs: summarise(times.tbt ?? [50]),
    cls: summarise([0]),
  };
}

function page(path: string, jsGzip: number, imageBytes: number, lh: LighthouseSummary | null): PageResult {
  return {
    path,
    transfer: totalTransfer([
      {url: base + path, kind: 'html', raw: 10_000, gzip: 3000},
      {url: `${base}/main.js`, kind: 'js', raw: jsGzip * 3, gzip: jsGzip},
      {url: `${base}/img/picture.jpg`, kind: 'image', raw: imageBytes, gzip: imageBytes},
    ]),
    lighthouse: lh,
  };
}

function result(pages: PageResult[], search: BenchResult['search'] = null): BenchResult {
  return {
    date: '2026-01-01T00:00:00.000Z',
    commit: 'abc1234',
    runs: 3,
    load: {start: [0, 0, 0], end: [0, 0, 0], lighthouseRuns: null},
    build: null,
    pages,
    everyPage: null,
    search,
  };
}

const byTarget = (checks: ReturnType<typeof checkTargets>, prefix: string) =>
  checks.find((check) => check.target.startsWith(prefix))!;

describe('isDocsPage', () => {
  it('counts root-level pages as docs and the blog, search and playground as not', () => {
    expect(['/', '/intro', '/strategies/retry', '/api/retry-strategy', '/blogging-tips'].map(isDocsPage)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['/blog', '/blog/introducing-polly-dart', '/search', '/playground'].map(isDocsPage)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

const kb = budgets.pages.firstLoadJsKB.max! * 1000;
const perf = budgets.lighthouse.performance;
const tbt = budgets.lighthouse.tbtMs;

describe('checkTargets', () => {
  it('judges first-load JS on the heaviest docs page only', () => {
    const checks = checkTargets(
      result([
        page('/intro', kb - 5000, 1000, null),
        page('/blog', kb + 50_000, 1000, null),
        page('/strategies/retry', kb - 1000, 1000, null),
      ]),
    );
    expect(byTarget(checks, 'First-load JS')).toMatchObject({
      actual: `${((kb - 1000) / 1000).toFixed(1)} KB (/strategies/retry)`,
      met: true,
    });
  });

  it('judges first-load JS on every page of the sitemap when measured', () => {
    const checks = checkTargets({
      ...result([page('/intro', kb - 5000, 1000, null)]),
      everyPage: [
        {path: '/blog/long-post', jsGzip: kb + 20_000},
        {path: '/api/cache-strategy', jsGzip: kb + 1000},
        {path: '/intro', jsGzip: kb - 5000},
      ],
    });
    expect(byTarget(checks, 'First-load JS')).toMatchObject({
      actual: `${((kb + 1000) / 1000).toFixed(1)} KB (/api/cache-strategy)`,
      met: false,
    });
  });

  it('misses the JS budget one byte over it', () => {
    const checks = checkTargets(result([page('/intro', kb + 1, 1000, null)]));
    expect(byTarget(checks, 'First-load JS').met).toBe(false);
  });

  it('finds the largest image over all pages', () => {
    const checks = checkTargets(result([page('/intro', 1, 20_000, null), page('/blog', 1, 120_000, null)]));
    expect(byTarget(checks, 'Largest image')).toMatchObject({actual: '120.0 KB (/img/picture.jpg)', met: false});
  });

  it('judges a score by its worst median and its worst single run', () => {
    const good = [perf.median!, perf.median!, perf.everyRun!];
    const checks = checkTargets(result([page('/intro', 1, 1, lighthouse(good)), page('/blog', 1, 1, lighthouse(100))]));
    expect(byTarget(checks, perf.what)).toMatchObject({
      actual: `median ${perf.median} at worst (/intro); worst run ${perf.everyRun} (/intro)`,
      met: true,
    });
    const oneBadRun = checkTargets(result([page('/intro', 1, 1, lighthouse([100, 100, perf.everyRun! - 1]))]));
    expect(byTarget(oneBadRun, perf.what).met).toBe(false);
    const lowMedian = checkTargets(
      result([page('/intro', 1, 1, lighthouse([perf.median! - 1, perf.median! - 1, 100]))]),
    );
    expect(byTarget(lowMedian, perf.what).met).toBe(false);
  });

  it('wants 100 in every run for accessibility, best practices and SEO', () => {
    const checks = checkTargets(result([page('/intro', 1, 1, lighthouse(100, 100, 100, 99))]));
    expect(byTarget(checks, budgets.lighthouse.seo.what).met).toBe(false);
    expect(byTarget(checks, budgets.lighthouse.accessibility.what).met).toBe(true);
  });

  it('holds times to the median and to every run', () => {
    const fine = lighthouse(100, 100, 100, 100, {tbt: [tbt.median! - 10, tbt.median!, tbt.everyRun!]});
    expect(byTarget(checkTargets(result([page('/intro', 1, 1, fine)])), tbt.what).met).toBe(true);
    const spike = lighthouse(100, 100, 100, 100, {tbt: [10, 10, tbt.everyRun! + 1]});
    expect(byTarget(checkTargets(result([page('/intro', 1, 1, spike)])), tbt.what)).toMatchObject({
      actual: `median 10 ms at worst (/intro); worst run ${tbt.everyRun! + 1} ms (/intro)`,
      met: false,
    });
  });

  it('measures LCP against FCP run by run', () => {
    const gap = budgets.lighthouse.lcpAfterFcpMs.median!;
    const late = lighthouse(100, 100, 100, 100, {fcp: [800, 900, 850], lcp: [800 + gap + 1, 900 + gap + 1, 850]});
    expect(
      byTarget(checkTargets(result([page('/intro', 1, 1, late)])), budgets.lighthouse.lcpAfterFcpMs.what).met,
    ).toBe(false);
    const close = lighthouse(100, 100, 100, 100, {fcp: [800, 900, 850], lcp: [800, 900 + gap + 500, 850]});
    expect(
      byTarget(checkTargets(result([page('/intro', 1, 1, close)])), budgets.lighthouse.lcpAfterFcpMs.what).met,
    ).toBe(true);
  });

  it('says "not measured" instead of passing what was skipped', () => {
    const checks = checkTargets(result([page('/intro', 1, 1, null)]));
    expect(byTarget(checks, perf.what)).toMatchObject({actual: 'not measured', met: null});
    expect(byTarget(checks, 'Search: first')).toMatchObject({actual: 'not measured', met: null});
  });

  it('checks the search figures when they were measured', () => {
    const checks = checkTargets(
      result([], {
        indexGzipBytes: 60_000,
        firstHitsMs: budgets.search.firstHitsMs.max!,
        keystrokeMedianMs: budgets.search.keystrokeMs.below!,
        queries: 20,
      }),
    );
    expect(byTarget(checks, budgets.search.indexKB.what).met).toBe(true);
    expect(byTarget(checks, 'Search: first').met).toBe(true);
    expect(byTarget(checks, 'Search: later').met).toBe(false);
  });
});

describe('the budgets file', () => {
  it('writes budgets the way the tables show them', () => {
    expect(budgetText({what: 'x', median: 98, everyRun: 95}, true, String)).toBe('median >= 98, every run >= 95');
    expect(budgetText({what: 'x', everyRun: 100}, true, String)).toBe('100 in every run');
    expect(budgetText({what: 'x', median: 100, everyRun: 200}, false, (v) => `${v} ms`)).toBe(
      'median <= 100 ms, every run <= 200 ms',
    );
  });

  it('is the table in bench/README.md', () => {
    const readme = fs.readFileSync(path.join(__dirname, '../../bench/README.md'), 'utf8');
    expect(readme).toContain(budgetsMarkdown());
  });
});
