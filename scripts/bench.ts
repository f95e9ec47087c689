/**
 * The site's benchmark: builds the site twice, with its accelerators ("on", build/) and with ACCELERATORS=off
 * (or the value of --against, build-off/), serves both on 127.0.0.1 and measures them side by side with Debian's
 * Chromium, then checks the budgets (ratios of on to off), prints tables and writes JSON and Markdown.
 * It measures; it does not pass or fail tests (see bench/README.md).
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {acceleratorsFrom} from '../plugins/accelerators';
import {summarise} from './lib/bench-stats';
import {
  budgetsMarkdown,
  byRatio,
  checkTargets,
  pageRatios,
  variants,
  type BenchResult,
  type BuildResult,
  type LighthouseSummary,
  type LoadAverage,
  type PageResult,
  type SearchResult,
  type Variant,
} from './lib/bench-targets';
import {resultMarkdown, resultText} from './lib/bench-report';
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

Builds the site twice: with its accelerators ("on": \`npx docusaurus build\`, into build/) and
without them ("off": \`ACCELERATORS=off npx docusaurus build --out-dir build-off\`), or, with
--against VALUE, with ACCELERATORS=VALUE into build-off/ (e.g. --against=-islands weighs one
accelerator). Serves both on 127.0.0.1 (scripts/serve.ts, which gzips as a static host does) on two
ports and measures them side by side with Debian's Chromium:
  - both builds' wall time and output size;
  - per page, in both builds, the bytes of the requests it makes until it has hydrated, by kind
    (HTML, JS, CSS, images, fonts; raw and gzip, computed from the response bodies with zlib), and
    the request count;
  - the first-load JS of every page of the sitemap in both builds, with the ratio on / off;
  - per page, Lighthouse 12 (default mobile settings) on both builds, --runs runs each, interleaved
    (on, off, on, off...) so that the machine's load falls on both alike: the four scores and FCP,
    LCP, LCP after FCP, TBT, CLS, each the median with the lowest and highest run;
  - per page, what the accelerators change: first-load JS on / off, median LCP on / off, median TBT
    on / off, median performance on - off;
  - the machine's load average at the start, at the end and at each Lighthouse run;
  - search: first keystroke to first hits on a cold page and the median per keystroke, from the
    search benchmark (scripts/bench-search.ts) on the "on" build;
then checks the budgets of bench/budgets.json (the ratios against the off build; against another
--against value the ratios are shown and not judged), prints tables and writes JSON and Markdown
(the same name, .md).

Options:
  --runs N           Lighthouse runs per page and build (default: 5)
  --pages LIST       comma-separated page paths (default: ${defaultPages.join(',')})
  --against VALUE    the ACCELERATORS value of the second build (default: off)
  --skip-build       measure the existing build/ and build-off/ instead of building
  --skip-lighthouse  do not run Lighthouse
  --skip-search      do not run the search benchmark
  --skip-every-page  measure first-load JS on --pages only, not on every page of the sitemap
  --out FILE         JSON output (default: bench-results/latest.json); the
                     Markdown report goes next to it (latest.md)
  --port N           port of the "on" build's server (default: $BENCH_PORT or 4300); the
                     second build's server uses N + 1, the search benchmark's N + 2
  --budgets-table    print bench/README.md's budget table (Markdown) and exit
  --chromium PATH    Chromium binary (default: $CHROMIUM_PATH or /usr/bin/chromium)
  --help             show this text

Exit status: 0 when every measured budget is met, 2 when one is missed, 1 on error.`;

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '5'},
    pages: {type: 'string', default: defaultPages.join(',')},
    against: {type: 'string', default: 'off'},
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
const buildDirs: Record<Variant, string> = {on: 'build', against: 'build-off'};
/** Written into build-off/ after building it: which ACCELERATORS value it was built with. */
const acceleratorsMark = '.accelerators';

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

/** Builds one variant: build/ with every accelerator, build-off/ with ACCELERATORS=`against`. */
function runBuild(variant: Variant, against: string): BuildResult {
  const dir = buildDirs[variant];
  const accelerators = variant === 'on' ? 'on' : against;
  console.log(`Building the site with ACCELERATORS=${accelerators} into ${dir}/...`);
  const start = performance.now();
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', dir], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, ACCELERATORS: accelerators},
  });
  const wallMs = performance.now() - start;
  const size = directorySize(path.join(siteDir, dir));
  if (variant === 'against') fs.writeFileSync(path.join(siteDir, dir, acceleratorsMark), `${against}\n`);
  return {wallMs, ...size};
}

/** Refuses to measure a missing build, or a build-off/ made with another ACCELERATORS value than --against. */
function checkBuilds(against: string): void {
  for (const variant of variants) {
    const dir = buildDirs[variant];
    if (!fs.existsSync(path.join(siteDir, dir, 'index.html')))
      throw new Error(`No ${dir}/ to measure: run without --skip-build (or build it: see --help)`);
  }
  const markFile = path.join(siteDir, buildDirs.against, acceleratorsMark);
  const built = fs.existsSync(markFile) ? fs.readFileSync(markFile, 'utf8').trim() : null;
  if (built !== null && built !== against)
    throw new Error(
      `${buildDirs.against}/ was built with ACCELERATORS=${built}, not ${against}: pass --against=${built} or run without --skip-build`,
    );
}

async function startServer(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    path.join(siteDir, 'node_modules/.bin/tsx'),
    ['scripts/serve.ts', '--dir', dir, '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: siteDir,
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The local server of ${dir}/ exited with status ${server.exitCode} (is port ${port} taken?)`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`The local server of ${dir}/ did not answer on port ${port} within 30 s`);
}

/** The path of every page in the "on" build's sitemap. */
function sitemapPaths(): string[] {
  const sitemap = fs.readFileSync(path.join(siteDir, buildDirs.on, 'sitemap.xml'), 'utf8');
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

type PerVariant<T> = Record<Variant, T>;

function summariseRuns(list: readonly LighthouseRun[]): LighthouseSummary {
  const of = (key: keyof LighthouseRun) => summarise(list.map((entry) => entry[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    lcpAfterFcpMs: of('lcpAfterFcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

/**
 * Runs Lighthouse `runs` times per page on both builds, interleaved: each run goes over the pages and, for each
 * page, runs the "on" build and then the other, so that the machine's load falls on both alike.
 */
async function runLighthouse(
  pagePaths: readonly string[],
  baseUrls: PerVariant<string>,
  names: PerVariant<string>,
  runs: number,
  chromiumPath: string,
): Promise<{summaries: Map<string, PerVariant<LighthouseSummary>>; loads: number[]}> {
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
  const collected = new Map<string, PerVariant<LighthouseRun[]>>(
    pagePaths.map((pagePath) => [pagePath, {on: [], against: []}]),
  );
  const loads: number[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const pagePath of pagePaths) {
        for (const variant of variants) {
          const url = baseUrls[variant] + pagePath;
          const [load] = loadAverage();
          loads.push(load);
          console.log(`Lighthouse run ${run}/${runs}: ${pagePath} ${names[variant]} (load average ${load.toFixed(2)})`);
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          const {categories, audits, runtimeError} = result.lhr;
          if (runtimeError)
            throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
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
          collected.get(pagePath)![variant].push(entry);
          console.log(
            `  performance ${entry.performance}, FCP ${Math.round(fcpMs)} ms, LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(entry.tbtMs)} ms`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
  }
  const summaries = new Map<string, PerVariant<LighthouseSummary>>();
  for (const [pagePath, {on, against}] of collected)
    summaries.set(pagePath, {on: summariseRuns(on), against: summariseRuns(against)});
  return {summaries, loads};
}

/** First-load transfer of each page in both builds, and the first-load JS of every page of the sitemap. */
async function measureFirstLoads(
  browser: Browser,
  pagePaths: readonly string[],
  baseUrls: PerVariant<string>,
  everyPage: boolean,
): Promise<{transfers: Map<string, PerVariant<TransferTotals>>; everyPage: BenchResult['everyPage']}> {
  const transfers = new Map<string, PerVariant<TransferTotals>>();
  const measure = async (pagePath: string): Promise<PerVariant<TransferTotals>> => ({
    on: await measureTransfer(browser, baseUrls.on + pagePath),
    against: await measureTransfer(browser, baseUrls.against + pagePath),
  });
  for (const pagePath of pagePaths) {
    console.log(`Transfer: ${pagePath}`);
    transfers.set(pagePath, await measure(pagePath));
  }
  if (!everyPage) return {transfers, everyPage: null};
  const paths = sitemapPaths();
  console.log(`First-load JS of every page (${paths.length}), both builds`);
  const entries = [];
  for (const pagePath of paths) {
    const transfer = transfers.get(pagePath) ?? (await measure(pagePath));
    entries.push({path: pagePath, on: transfer.on.byKind.js.gzip, against: transfer.against.byKind.js.gzip});
  }
  return {transfers, everyPage: byRatio(entries)};
}

/** Runs the search work's benchmark on the "on" build and reads the figures it writes (its default 5 cold runs). */
function runSearchBench(port: number, chromiumPath: string): SearchResult {
  console.log('Search benchmark (scripts/bench-search.ts)...');
  const jsonFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-')), 'search.json');
  execFileSync(
    path.join(siteDir, 'node_modules/.bin/tsx'),
    ['scripts/bench-search.ts', '--dir', buildDirs.on, '--port', String(port), '--json', jsonFile],
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
  // The commit the builds are made from: taken before they start, as the tree may change while they run.
  const commit = currentCommit();
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65533) throw new Error('--port must be a port number');
  const pagePaths = values.pages
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  const against = values.against.trim();
  if (against === '' || against === 'on') throw new Error('--against must name another build than "on", e.g. off');
  acceleratorsFrom(against); // throws on a name plugins/accelerators does not know, before a minute of building
  const chromiumPath = values.chromium;
  const names: PerVariant<string> = {on: 'on', against};

  const builds = values['skip-build'] ? null : {on: runBuild('on', against), against: runBuild('against', against)};
  checkBuilds(against);

  const servers: ChildProcess[] = [];
  try {
    const baseUrls: PerVariant<string> = {on: '', against: ''};
    for (const [index, variant] of variants.entries()) {
      servers.push(await startServer(buildDirs[variant], port + index));
      baseUrls[variant] = `http://127.0.0.1:${port + index}`;
    }

    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
    });
    const {transfers, everyPage} = await measureFirstLoads(
      browser,
      pagePaths,
      baseUrls,
      !values['skip-every-page'],
    ).finally(() => browser.close());

    const {summaries: lighthouse, loads} = values['skip-lighthouse']
      ? {summaries: new Map<string, PerVariant<LighthouseSummary>>(), loads: []}
      : await runLighthouse(pagePaths, baseUrls, names, runs, chromiumPath);

    const search = values['skip-search'] ? null : runSearchBench(port + 2, chromiumPath);

    const pages: PageResult[] = pagePaths.map((pagePath) => ({
      path: pagePath,
      on: {transfer: transfers.get(pagePath)!.on, lighthouse: lighthouse.get(pagePath)?.on ?? null},
      against: {transfer: transfers.get(pagePath)!.against, lighthouse: lighthouse.get(pagePath)?.against ?? null},
    }));
    const result: BenchResult = {
      date: new Date().toISOString(),
      commit,
      against,
      runs: values['skip-lighthouse'] ? 0 : runs,
      load: {start: loadAtStart, end: loadAverage(), lighthouseRuns: loads.length > 0 ? summarise(loads) : null},
      builds,
      pages,
      everyPage,
      search,
    };
    const checks = checkTargets(result);

    console.log(`\n${resultText(result, checks)}`);
    fs.mkdirSync(path.dirname(path.resolve(values.out)), {recursive: true});
    fs.writeFileSync(
      values.out,
      `${JSON.stringify({...result, ratios: pages.map(pageRatios), targets: checks}, null, 2)}\n`,
    );
    const markdownFile = values.out.replace(/\.json$/, '') + '.md';
    fs.writeFileSync(markdownFile, resultMarkdown(result, checks));
    console.log(`\nWrote ${values.out} and ${markdownFile}`);
    return checks.some((check) => check.met === false) ? 2 : 0;
  } finally {
    for (const server of servers) server.kill();
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
