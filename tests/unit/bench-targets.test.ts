import fs from 'node:fs';
import path from 'node:path';
import {summarise} from '../../scripts/lib/bench-stats';
import {
  budgets,
  budgetsMarkdown,
  budgetText,
  byRatio,
  checkTargets,
  formatGain,
  formatRatio,
  pageRatios,
  ratio,
  type BenchResult,
  type Budget,
  type LighthouseSummary,
  type PageResult,
  type VariantPage,
} from '../../scripts/lib/bench-targets';
import {totalTransfer} from '../../scripts/lib/transfer';

const base = 'http://127.0.0.1:4300';

/** A Lighthouse summary of the runs given; one run of fine figures for what is not given. */
function lighthouse(
  runs: {performance?: number[]; scores?: number[]; fcp?: number[]; lcp?: number[]; tbt?: number[]} = {},
): LighthouseSummary {
  const fcp = runs.fcp ?? [800];
  const lcp = runs.lcp ?? [900];
  const scores = summarise(runs.scores ?? [100]);
  return {
    performance: summarise(runs.performance ?? [100]),
    accessibility: scores,
    bestPractices: summarise([100]),
    seo: summarise([100]),
    fcpMs: summarise(fcp),
    lcpMs: summarise(lcp),
    lcpAfterFcpMs: summarise(lcp.map((value, run) => value - fcp[run])),
    tbtMs: summarise(runs.tbt ?? [50]),
    cls: summarise([0]),
  };
}

function variant(jsGzip: number, lh: LighthouseSummary | null = null, imageBytes = 1000): VariantPage {
  return {
    transfer: totalTransfer([
      {url: `${base}/page`, kind: 'html', raw: 10_000, gzip: 3000},
      {url: `${base}/main.js`, kind: 'js', raw: jsGzip * 3, gzip: jsGzip},
      {url: `${base}/img/picture.jpg`, kind: 'image', raw: imageBytes, gzip: imageBytes},
    ]),
    lighthouse: lh,
  };
}

const page = (path: string, on: VariantPage, against: VariantPage): PageResult => ({path, on, against});

function result(pages: PageResult[], more: Partial<BenchResult> = {}): BenchResult {
  return {
    date: '2026-01-01T00:00:00.000Z',
    commit: 'abc1234',
    against: 'off',
    runs: 3,
    load: {start: [0, 0, 0], end: [0, 0, 0], lighthouseRuns: null},
    builds: null,
    pages,
    everyPage: null,
    search: null,
    ...more,
  };
}

const byTarget = (checks: ReturnType<typeof checkTargets>, what: string) => {
  const found = checks.find((check) => check.target === what);
  if (!found) throw new Error(`no check of "${what}"`);
  return found;
};

const {firstLoadJsRatio, largestImageKB} = budgets.pages;
const {lcpRatio, tbtRatio, performanceGain, accessibility, seo, lcpAfterFcpMs} = budgets.lighthouse;
const jsLimit = firstLoadJsRatio.max!;

describe('ratio', () => {
  it('divides on by the other build', () => {
    expect(ratio(85, 100)).toBe(0.85);
    expect(ratio(300, 200)).toBe(1.5);
  });

  it('holds nothing over nothing as met and something over nothing as the worst ratio', () => {
    expect(ratio(0, 0)).toBe(0);
    expect(ratio(10, 0)).toBe(Infinity);
    expect(formatRatio(Infinity)).toBe('∞');
    expect(formatRatio(0.4567)).toBe('0.46');
  });

  it('writes gains with their sign', () => {
    expect([formatGain(12), formatGain(0), formatGain(-3)]).toEqual(['+12', '0', '-3']);
  });
});

describe('pageRatios', () => {
  it('compares first-load JS and the Lighthouse medians of the two builds', () => {
    const on = lighthouse({performance: [99, 97, 100], lcp: [900, 1000, 1100], tbt: [20, 60, 40]});
    const off = lighthouse({performance: [80, 85, 75], lcp: [2000, 1900, 2200], tbt: [100, 300, 200]});
    expect(pageRatios(page('/intro', variant(90_000, on), variant(150_000, off)))).toEqual({
      path: '/intro',
      js: 0.6,
      lcp: 0.5,
      tbt: 0.2,
      performanceGain: 19,
    });
  });

  it('leaves the Lighthouse figures out when either build was not run', () => {
    const ratios = pageRatios(page('/intro', variant(90_000, lighthouse()), variant(100_000)));
    expect(ratios).toEqual({path: '/intro', js: 0.9, lcp: null, tbt: null, performanceGain: null});
  });
});

describe('byRatio', () => {
  it('puts the page with the highest ratio first, whatever its size', () => {
    const sorted = byRatio([
      {path: '/big', on: 140_000, against: 200_000},
      {path: '/small', on: 90, against: 100},
      {path: '/mid', on: 80_000, against: 100_000},
    ]);
    expect(sorted.map((entry) => entry.path)).toEqual(['/small', '/mid', '/big']);
  });
});

describe('checkTargets', () => {
  it('judges the first-load JS ratio on the worst page, not the heaviest', () => {
    const checks = checkTargets(
      result([page('/heavy', variant(150_000), variant(300_000)), page('/light', variant(90_000), variant(100_000))]),
    );
    expect(byTarget(checks, firstLoadJsRatio.what)).toMatchObject({actual: '0.90 at worst (/light)', met: false});
  });

  it('meets the first-load JS ratio at the limit and misses it just over', () => {
    const at = checkTargets(result([page('/intro', variant(jsLimit * 100_000), variant(100_000))]));
    expect(byTarget(at, firstLoadJsRatio.what).met).toBe(true);
    const over = checkTargets(result([page('/intro', variant(jsLimit * 100_000 + 1), variant(100_000))]));
    expect(byTarget(over, firstLoadJsRatio.what).met).toBe(false);
  });

  it('judges the first-load JS ratio on every page of the sitemap when measured', () => {
    const checks = checkTargets(
      result([page('/intro', variant(50_000), variant(100_000))], {
        everyPage: [
          {path: '/api/cache-strategy', on: 99_000, against: 100_000},
          {path: '/intro', on: 50_000, against: 100_000},
        ],
      }),
    );
    expect(byTarget(checks, firstLoadJsRatio.what)).toMatchObject({
      actual: '0.99 at worst (/api/cache-strategy)',
      met: false,
    });
  });

  it('finds the largest image of the build with accelerators', () => {
    const checks = checkTargets(
      result([
        page('/intro', variant(1, null, 20_000), variant(1, null, 500_000)),
        page('/blog', variant(1, null, 120_000), variant(1)),
      ]),
    );
    expect(byTarget(checks, largestImageKB.what)).toMatchObject({actual: '120.0 KB (/img/picture.jpg)', met: false});
  });

  it('judges the LCP and TBT ratios of the medians on the worst page', () => {
    const limit = lcpRatio.median!;
    const fine = page(
      '/fine',
      variant(1, lighthouse({lcp: [limit * 1000], tbt: [10]})),
      variant(2, lighthouse({lcp: [1000], tbt: [100]})),
    );
    expect(byTarget(checkTargets(result([fine])), lcpRatio.what)).toMatchObject({
      actual: `${limit.toFixed(2)} at worst (/fine)`,
      met: true,
    });
    // The medians are compared, not a single run: one slow run of three does not move the ratio.
    const oneSlowRun = page(
      '/slow',
      variant(1, lighthouse({lcp: [400, 400, 5000], fcp: [400, 400, 400]})),
      variant(2, lighthouse({lcp: [1000, 1000, 1000], fcp: [400, 400, 400]})),
    );
    expect(byTarget(checkTargets(result([fine, oneSlowRun])), lcpRatio.what).met).toBe(true);
    const slowMedian = page(
      '/slow',
      variant(1, lighthouse({lcp: [limit * 1000 + 1]})),
      variant(2, lighthouse({lcp: [1000]})),
    );
    expect(byTarget(checkTargets(result([fine, slowMedian])), lcpRatio.what)).toMatchObject({
      actual: expect.stringContaining('(/slow)'),
      met: false,
    });

    const tbtLimit = tbtRatio.median!;
    const halfway = page(
      '/intro',
      variant(1, lighthouse({tbt: [tbtLimit * 100]})),
      variant(2, lighthouse({tbt: [100]})),
    );
    expect(byTarget(checkTargets(result([halfway])), tbtRatio.what).met).toBe(true);
    const blocking = page(
      '/intro',
      variant(1, lighthouse({tbt: [tbtLimit * 100 + 10]})),
      variant(2, lighthouse({tbt: [100]})),
    );
    expect(byTarget(checkTargets(result([blocking])), tbtRatio.what)).toMatchObject({
      actual: `${(tbtLimit + 0.1).toFixed(2)} at worst (/intro)`,
      met: false,
    });
  });

  it('meets the TBT ratio when neither build blocks, and misses it when only the accelerated one does', () => {
    const none = page('/intro', variant(1, lighthouse({tbt: [0]})), variant(2, lighthouse({tbt: [0]})));
    expect(byTarget(checkTargets(result([none])), tbtRatio.what).met).toBe(true);
    const onlyOn = page('/intro', variant(1, lighthouse({tbt: [30]})), variant(2, lighthouse({tbt: [0]})));
    expect(byTarget(checkTargets(result([onlyOn])), tbtRatio.what)).toMatchObject({
      actual: '∞ at worst (/intro)',
      met: false,
    });
  });

  it('wants the performance score to gain on every page', () => {
    const gain = performanceGain.median!;
    const enough = page(
      '/a',
      variant(1, lighthouse({performance: [90 + gain]})),
      variant(2, lighthouse({performance: [90]})),
    );
    const short = page(
      '/b',
      variant(1, lighthouse({performance: [90 + gain - 1]})),
      variant(2, lighthouse({performance: [90]})),
    );
    expect(byTarget(checkTargets(result([enough])), performanceGain.what)).toMatchObject({
      actual: `+${gain} at worst (/a)`,
      met: true,
    });
    expect(byTarget(checkTargets(result([enough, short])), performanceGain.what)).toMatchObject({
      actual: `+${gain - 1} at worst (/b)`,
      met: false,
    });
  });

  it('holds accessibility, best practices and SEO to every run of the build with accelerators only', () => {
    const oneRunShort = page(
      '/intro',
      variant(1, lighthouse({scores: [100, 100, accessibility.everyRun! - 1]})),
      variant(2, lighthouse()),
    );
    const checks = checkTargets(result([oneRunShort]));
    expect(byTarget(checks, accessibility.what)).toMatchObject({
      actual: `worst run ${accessibility.everyRun! - 1} (/intro)`,
      met: false,
    });
    expect(byTarget(checks, seo.what).met).toBe(true);
    const offShort = page('/intro', variant(1, lighthouse()), variant(2, lighthouse({scores: [50]})));
    expect(byTarget(checkTargets(result([offShort])), accessibility.what).met).toBe(true);
  });

  it('measures LCP after FCP run by run on the build with accelerators', () => {
    const gap = lcpAfterFcpMs.median!;
    const late = lighthouse({fcp: [800, 900, 850], lcp: [800 + gap + 1, 900 + gap + 1, 850]});
    const close = lighthouse({fcp: [800, 900, 850], lcp: [800, 900 + gap + 500, 850]});
    expect(
      byTarget(checkTargets(result([page('/intro', variant(1, late), variant(2, close))])), lcpAfterFcpMs.what),
    ).toMatchObject({actual: `median ${gap + 1} ms at worst (/intro)`, met: false});
    expect(
      byTarget(checkTargets(result([page('/intro', variant(1, close), variant(2, late))])), lcpAfterFcpMs.what).met,
    ).toBe(true);
  });

  it('says "not measured" instead of passing what was skipped', () => {
    const checks = checkTargets(result([page('/intro', variant(1), variant(2))]));
    for (const what of [lcpRatio.what, tbtRatio.what, performanceGain.what, accessibility.what, lcpAfterFcpMs.what])
      expect(byTarget(checks, what)).toMatchObject({actual: 'not measured', met: null});
    expect(byTarget(checks, budgets.search.firstHitsMs.what)).toMatchObject({actual: 'not measured', met: null});
    expect(byTarget(checks, firstLoadJsRatio.what).met).toBe(true);
    expect(byTarget(checkTargets(result([])), firstLoadJsRatio.what).met).toBeNull();
  });

  it('shows but does not judge the ratios against another build than off', () => {
    const far = page('/intro', variant(99_000, lighthouse()), variant(100_000, lighthouse()));
    const checks = checkTargets(result([far], {against: '-islands'}));
    expect(byTarget(checks, firstLoadJsRatio.what)).toMatchObject({
      actual: '0.99 at worst (/intro) against ACCELERATORS=-islands; the budget is against off',
      met: null,
    });
    expect(byTarget(checks, performanceGain.what).met).toBeNull();
    // The budgets that do not compare builds still hold.
    expect(byTarget(checks, accessibility.what).met).toBe(true);
    expect(byTarget(checkTargets(result([far])), firstLoadJsRatio.what).met).toBe(false);
  });

  it('checks the search figures when they were measured', () => {
    const checks = checkTargets(
      result([], {
        search: {
          indexGzipBytes: 60_000,
          firstHitsMs: budgets.search.firstHitsMs.max!,
          keystrokeMedianMs: budgets.search.keystrokeMs.below!,
          queries: 20,
        },
      }),
    );
    expect(byTarget(checks, budgets.search.indexKB.what).met).toBe(true);
    expect(byTarget(checks, budgets.search.firstHitsMs.what).met).toBe(true);
    expect(byTarget(checks, budgets.search.keystrokeMs.what).met).toBe(false);
  });
});

describe('the budgets file', () => {
  it('writes budgets the way the tables show them', () => {
    expect(budgetText({what: 'x', median: 98, everyRun: 95}, true, String)).toBe('median >= 98, every run >= 95');
    expect(budgetText({what: 'x', everyRun: 100}, true, String)).toBe('100 in every run');
    expect(budgetText({what: 'x', median: 0.45}, false, String)).toBe('median <= 0.45');
    expect(budgetText({what: 'x', median: 100, everyRun: 200}, false, (v) => `${v} ms`)).toBe(
      'median <= 100 ms, every run <= 200 ms',
    );
  });

  it('has a row for every budget of the file', () => {
    const rows = budgetsMarkdown().split('\n').slice(2);
    const all: Budget[] = [budgets.pages, budgets.lighthouse, budgets.search, budgets.relevance].flatMap((group) =>
      Object.values(group),
    );
    expect(rows).toHaveLength(all.length);
    for (const budget of all) expect(budgetsMarkdown()).toContain(`| ${budget.what} |`);
  });

  it('is the table in bench/README.md', () => {
    const readme = fs.readFileSync(path.join(__dirname, '../../bench/README.md'), 'utf8');
    expect(readme).toContain(budgetsMarkdown());
  });
});
