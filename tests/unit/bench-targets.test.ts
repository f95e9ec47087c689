import {summarise} from '../../scripts/lib/bench-stats';
import {
  budgets,
  checkTargets,
  isDocsPage,
  type BenchResult,
  type LighthouseSummary,
  type PageResult,
} from '../../scripts/lib/bench-targets';
import {totalTransfer} from '../../scripts/lib/transfer';

const base = 'http://127.0.0.1:4300';

function lighthouse(performance: number, accessibility = 100, bestPractices = 100, seo = 100): LighthouseSummary {
  return {
    performance: summarise([performance]),
    accessibility: summarise([accessibility]),
    bestPractices: summarise([bestPractices]),
    seo: summarise([seo]),
    lcpMs: summarise([900]),
    tbtMs: summarise([100]),
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
  return {date: '2026-01-01T00:00:00.000Z', commit: 'abc1234', runs: 3, build: null, pages, search};
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

describe('checkTargets', () => {
  it('judges first-load JS on the heaviest docs page only', () => {
    const checks = checkTargets(
      result([
        page('/intro', 170_000, 1000, null),
        page('/blog', 250_000, 1000, null),
        page('/strategies/retry', 175_000, 1000, null),
      ]),
    );
    expect(byTarget(checks, 'First-load JS')).toMatchObject({actual: '175.0 KB (/strategies/retry)', met: true});
  });

  it('misses the JS budget one byte over it', () => {
    const checks = checkTargets(result([page('/intro', budgets.firstLoadJsGzipBytes + 1, 1000, null)]));
    expect(byTarget(checks, 'First-load JS').met).toBe(false);
  });

  it('finds the largest image over all pages', () => {
    const checks = checkTargets(result([page('/intro', 1, 20_000, null), page('/blog', 1, 120_000, null)]));
    expect(byTarget(checks, 'Largest image')).toMatchObject({actual: '120.0 KB (/img/picture.jpg)', met: false});
  });

  it('judges each Lighthouse category by its lowest median', () => {
    const checks = checkTargets(
      result([page('/intro', 1, 1, lighthouse(99, 100, 100, 100)), page('/blog', 1, 1, lighthouse(94, 100, 100, 92))]),
    );
    expect(byTarget(checks, 'Lighthouse performance')).toMatchObject({actual: '94 lowest (/blog)', met: false});
    expect(byTarget(checks, 'Lighthouse accessibility')).toMatchObject({actual: '100 lowest (/intro)', met: true});
    expect(byTarget(checks, 'Lighthouse SEO')).toMatchObject({actual: '92 lowest (/blog)', met: false});
  });

  it('says "not measured" instead of passing what was skipped', () => {
    const checks = checkTargets(result([page('/intro', 1, 1, null)]));
    expect(byTarget(checks, 'Lighthouse performance')).toMatchObject({actual: 'not measured', met: null});
    expect(byTarget(checks, 'Search: first')).toMatchObject({actual: 'not measured', met: null});
  });

  it('checks the search timings when they were measured', () => {
    const checks = checkTargets(result([], {firstHitsMs: 80, keystrokeMedianMs: 5, queries: 20}));
    expect(byTarget(checks, 'Search: first').met).toBe(true);
    expect(byTarget(checks, 'Search: later').met).toBe(false);
  });
});
