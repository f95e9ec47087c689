/**
 * The site's benchmark: builds the site, serves the build on 127.0.0.1 and
 * measures it with Debian's Chromium, then prints tables and writes JSON.
 * It measures; it does not pass or fail tests (see bench/README.md).
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {summarise} from './lib/bench-stats';
import {
  budgetsMarkdown,
  checkTargets,
  type BenchResult,
  type BuildResult,
  type LighthouseSummary,
  type LoadAverage,
  type PageResult,
  type SearchResult,
} from './lib/bench-targets';
import {
  buildLine,
  everyPageLine,
  lighthouseTable,
  loadLine,
  resultMarkdown,
  searchLine,
  targetTable,
  transferTable,
} from './lib/bench-report';
import {measureTransfer} from './lib/first-load';
import type {TransferTotals} from './lib/transfer';

const defaultPages = [
  '/',
  '/intro',
  '/strategies/retry',
  '/api/retry-strategy',
  '/blog',
  '/blog/introducing-polly-dart',
  '/search',
  '/playground',
];

const usage = `Usage: npm run bench -- [options]

Builds the site, serves build/ on 127.0.0.1 (scripts/serve.ts, which gzips as a
static host does) and measures, with Debian's Chromium:
  - the build's wall time and output size;
  - per page, the bytes of the requests it makes until it has hydrated, by kind (HTML, JS, CSS,
    images, fonts; raw and gzip, both computed from the response bodies with zlib)
    and the request count;
  - the first-load JS of every page of the sitemap (the budget is on the heaviest docs page);
  - per page, Lighthouse 12 scores (performance, accessibility, best practices,
    SEO; default mobile settings) and FCP, LCP, LCP after FCP, TBT, CLS: median
    of --runs runs with the lowest and highest run;
  - the machine's load average at the start, at the end and at each Lighthouse
    run (figures from a busy machine are worse: read them with it);
  - search: first keystroke to first hits on a cold page and the median per
    keystroke, from the search benchmark (scripts/bench-search.ts, run on the
    same build);
then checks the budgets of bench/budgets.json, prints tables and writes JSON
and Markdown (the same name, .md).

Options:
  --runs N           Lighthouse runs per page (default: 3)
  --pages LIST       comma-separated page paths (default: ${defaultPages.join(',')})
  --skip-build       measure the existing build/ instead of building
  --skip-lighthouse  do not run Lighthouse
  --skip-search      do not run the search benchmark
  --skip-every-page  measure first-load JS on --pages only, not on every page of the sitemap
  --out FILE         JSON output (default: bench-results/latest.json); the
                     Markdown report goes next to it (latest.md)
  --port N           port of the site's server (default: $BENCH_PORT or 4300);
                     the search benchmark's server uses N + 1
  --budgets-table    print bench/README.md's budget table (Markdown) and exit
  --chromium PATH    Chromium binary (default: $CHROMIUM_PATH or /usr/bin/chromium)
  --help             show this text

Exit status: 0 when every measured budget is met, 2 when one is missed, 1 on error.`;

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    pages: {type: 'string', default: defaultPages.join(',')},
    'skip-build': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    'skip-search': {type: 'boolean', default: false},
    'skip-every-page': {type: 'boolean', default: false},
    out: {type: 'string', default: 'bench-results/latest.json'},
    port: {type: 'string', default: process.env.BENCH_PORT ?? '4300'},
    chromium: {type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'},
    'budgets-table': {type: 'boolean', default: false},
    help: {type: 'boolean', default: false},
  },
});

const loadAverage = (): LoadAverage => os.loadavg() as LoadAverage;

const siteDir = path.resolve(__dirname, '..');
const buildDir = path.join(siteDir, 'build');

function directorySize(dir: string): {bytes: number; files: number} {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return {bytes, files};
}

function runBuild(): BuildResult {
  console.log('Building the site...');
  const start = performance.now();
  execFileSync('npx', ['docusaurus', 'build'], {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']});
  const wallMs = performance.now() - start;
  return {wallMs, ...directorySize(buildDir)};
}

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(
    path.join(siteDir, 'node_modules/.bin/tsx'),
    ['scripts/serve.ts', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: siteDir,
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The local server exited with status ${server.exitCode} (is port ${port} taken?)`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`The local server did not answer on port ${port} within 30 s`);
}

/** The path of every page in the build's sitemap. */
function sitemapPaths(): string[] {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  lcpAfterFcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Runs Lighthouse `runs` times per page, pages interleaved so that machine load spreads over all of them. */
async function runLighthouse(
  urls: readonly string[],
  runs: number,
  chromiumPath: string,
): Promise<{summaries: Map<string, LighthouseSummary>; loads: number[]}> {
  // Lighthouse and chrome-launcher (which ships with it) are ES modules.
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const collected = new Map<string, LighthouseRun[]>(urls.map((url) => [url, []]));
  const loads: number[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const url of urls) {
        const [load] = loadAverage();
        loads.push(load);
        console.log(`Lighthouse run ${run}/${runs}: ${url} (load average ${load.toFixed(2)})`);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const {categories, audits, runtimeError} = result.lhr;
        if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
        const score = (id: string): number => Math.round((categories[id]?.score ?? 0) * 100);
        const fcpMs = audits['first-contentful-paint']?.numericValue ?? NaN;
        const lcpMs = audits['largest-contentful-paint']?.numericValue ?? NaN;
        const entry: LighthouseRun = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs,
          lcpMs,
          lcpAfterFcpMs: lcpMs - fcpMs,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        };
        collected.get(url)!.push(entry);
        console.log(
          `  performance ${entry.performance}, FCP ${Math.round(fcpMs)} ms, LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(entry.tbtMs)} ms`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  const summaries = new Map<string, LighthouseSummary>();
  for (const [url, list] of collected) {
    const of = (key: keyof LighthouseRun) => summarise(list.map((entry) => entry[key]));
    summaries.set(url, {
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      lcpAfterFcpMs: of('lcpAfterFcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
    });
  }
  return {summaries, loads};
}

/** Runs the search work's benchmark on the same build and reads the figures it writes (its default 5 cold runs). */
function runSearchBench(port: number, chromiumPath: string): SearchResult {
  console.log('Search benchmark (scripts/bench-search.ts)...');
  const jsonFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-')), 'search.json');
  execFileSync(
    path.join(siteDir, 'node_modules/.bin/tsx'),
    ['scripts/bench-search.ts', '--dir', 'build', '--port', String(port), '--json', jsonFile],
    {
      cwd: siteDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {...process.env, CHROMIUM_PATH: chromiumPath},
    },
  );
  return JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as SearchResult;
}

function currentCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: siteDir, encoding: 'utf8'}).trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
        cwd: siteDir,
        encoding: 'utf8',
      }).trim() !== '';
    return dirty ? `${commit}+changes` : commit;
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<number> {
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (values['budgets-table']) {
    console.log(budgetsMarkdown());
    return 0;
  }
  const loadAtStart = loadAverage();
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  const port = Number(values.port);
  const pagePaths = values.pages
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  const chromiumPath = values.chromium;

  const build = values['skip-build'] ? null : runBuild();
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error('No build/ to measure: run without --skip-build');

  const server = await startServer(port);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
    });
    const transfers = new Map<string, TransferTotals>();
    let everyPage: BenchResult['everyPage'] = null;
    try {
      for (const pagePath of pagePaths) {
        console.log(`Transfer: ${pagePath}`);
        transfers.set(pagePath, await measureTransfer(browser, baseUrl + pagePath));
      }
      if (!values['skip-every-page']) {
        const paths = sitemapPaths();
        console.log(`First-load JS of every page (${paths.length})`);
        everyPage = [];
        for (const pagePath of paths) {
          const transfer = transfers.get(pagePath) ?? (await measureTransfer(browser, baseUrl + pagePath));
          everyPage.push({path: pagePath, jsGzip: transfer.byKind.js.gzip});
        }
        everyPage.sort((a, b) => b.jsGzip - a.jsGzip);
      }
    } finally {
      await browser.close();
    }

    const {summaries: lighthouse, loads} = values['skip-lighthouse']
      ? {summaries: new Map<string, LighthouseSummary>(), loads: []}
      : await runLighthouse(
          pagePaths.map((p) => baseUrl + p),
          runs,
          chromiumPath,
        );

    const search = values['skip-search'] ? null : runSearchBench(port + 1, chromiumPath);

    const pages: PageResult[] = pagePaths.map((pagePath) => ({
      path: pagePath,
      transfer: transfers.get(pagePath)!,
      lighthouse: lighthouse.get(baseUrl + pagePath) ?? null,
    }));
    const result: BenchResult = {
      date: new Date().toISOString(),
      commit: currentCommit(),
      runs: values['skip-lighthouse'] ? 0 : runs,
      load: {start: loadAtStart, end: loadAverage(), lighthouseRuns: loads.length > 0 ? summarise(loads) : null},
      build,
      pages,
      everyPage,
      search,
    };
    const checks = checkTargets(result);

    console.log(
      [
        '',
        loadLine(result),
        buildLine(result),
        '',
        transferTable(result),
        everyPageLine(result),
        '',
        lighthouseTable(result),
        '',
        searchLine(result),
        '',
        targetTable(checks),
      ].join('\n'),
    );
    fs.mkdirSync(path.dirname(path.resolve(values.out)), {recursive: true});
    fs.writeFileSync(values.out, `${JSON.stringify({...result, targets: checks}, null, 2)}\n`);
    const markdownFile = values.out.replace(/\.json$/, '') + '.md';
    fs.writeFileSync(markdownFile, resultMarkdown(result, checks));
    console.log(`\nWrote ${values.out} and ${markdownFile}`);
    return checks.some((check) => check.met === false) ? 2 : 0;
  } finally {
    server.kill();
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
