/**
 * The relevance benchmark: runs every query of tests/relevance/queries.json
 * through the site's /search page and its search modal in Debian's Chromium,
 * and through a zero-config Pagefind index of the same build, and prints
 * top-1, top-3, MRR@10 and zero-result counts side by side, with the misses.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser, type Page} from '@playwright/test';
import {SEARCH_MEASURE} from '../plugins/search/client/client';
import {engineFromIndex} from '../plugins/search/client/engine';
import {SEARCH_INDEX_FILE} from '../plugins/search/client/indexFile';
import {
  aheadOnEveryFigure,
  figures,
  figuresByKind,
  firstRightRank,
  missedTargets,
  resultPage,
  resultSection,
  sectionFigures,
  share,
  RELEVANCE_TARGETS,
  type Figures,
  type QueryResult,
  type RelevanceQuery,
} from './lib/relevance';
import {formatTable} from './lib/table';

const usage = `Usage: tsx scripts/bench-relevance.ts [--dir build] [--port 3298] [--queries tests/relevance/queries.json]

Serves the built site (run \`npm run build\` first), builds a Pagefind index of the same build
(npm package pagefind, default settings) and runs every query of the set through:
  - /search    the site's search page, /search?q=<query>, rows as listed (first 15);
  - modal      the search modal (Ctrl+K on /intro), rows in the order shown;
  - Pagefind   Pagefind's JS API in the same browser, one result per page;
  - node       (only when asked with --only) the site's engine in Node over the built index, asked
               as /search asks it (15 rows, at most 3 of a page first): the same ranking without a
               browser, served page or timing, for working on the ranking.
A result is right when its page is one of the query's answer pages. Prints top-1, top-3,
MRR@10 (mean of 1/rank of the first right result within the first 10, 0 when none) and the
number of queries with no result at all, then every query that one of them misses (no right
result in the first 3). Exits 2 when the site misses a target (top-3 >= 95 %, MRR@10 >= 0.92,
no zero-result query, the configuring section in the top 3 for >= 90 % of the queries that name one)
or is not ahead of Pagefind on every figure. A query with a \`section\` (a task with a quantity: the
options table's section that configures it) also counts when that section is among its first 3 rows.
  --dir        build folder (default: build)
  --port       port to serve it on; Pagefind's index is served on port + 1 (default: 3298, or $BENCH_PORT)
  --base       the build's base path (default: /)
  --queries    query set (default: tests/relevance/queries.json)
  --only       comma-separated engines to run: page, modal, pagefind, node (default: the first three)
  --filter     run only the queries that contain this text
  --timing     how many queries of the set (spread over it) to time cold, 0 to skip (default: 10): each
               in a fresh browser context, /search?q=<query> from the navigation to the first result
               row, beside a cold Pagefind query (a fresh context, from the navigation to a blank page
               of Pagefind's server to the first result's data); medians side by side, with the first
               contentful paint of /search
  --against    a second build to time beside the first, in the same run (e.g. one built with
               ACCELERATORS=-search-early: the accelerator's gain), served on port + 2
  --json       also write every result list and the figures to this file
  --help       show this text`;

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.BENCH_PORT ?? '3298'},
    base: {type: 'string', default: '/'},
    queries: {type: 'string', default: 'tests/relevance/queries.json'},
    only: {type: 'string', default: 'page,modal,pagefind'},
    filter: {type: 'string'},
    json: {type: 'string'},
    timing: {type: 'string', default: '10'},
    against: {type: 'string'},
    help: {type: 'boolean', default: false},
  },
});

type EngineName = 'page' | 'modal' | 'pagefind' | 'node';
const ENGINE_LABELS: Record<EngineName, string> = {
  page: '/search',
  modal: 'modal',
  pagefind: 'Pagefind',
  node: 'engine (Node)',
};
const TOP = 10;

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server at ${url} did not start.`);
}

function serve(dir: string, port: string): ChildProcess {
  return spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/serve.ts', '--dir', dir, '--port', port], {
    stdio: 'ignore',
  });
}

/** Builds a Pagefind index of the build with its default settings, into `outDir/pagefind`. */
async function buildPagefind(dir: string, outDir: string): Promise<number> {
  const pagefind = await import('pagefind');
  try {
    const {index, errors} = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind failed: ${errors.join('; ')}`);
    const added = await index.addDirectory({path: dir});
    if (added.errors.length > 0) throw new Error(`Pagefind failed: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({outputPath: path.join(outDir, 'pagefind')});
    if (written.errors.length > 0) throw new Error(`Pagefind failed: ${written.errors.join('; ')}`);
    fs.writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>Pagefind</title>');
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}

function pagefindVersion(): string {
  // The package exports no package.json; scripts run from the repository's root.
  const manifest = path.resolve('node_modules/pagefind/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/** Resolves once `count` searches of the embedded client have finished and the page has painted twice since. */
async function settleAfterSearches(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    ({name, n}) => performance.getEntriesByName(name).length >= n,
    {name: SEARCH_MEASURE, n: count},
    {timeout: 15_000},
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 50);
      }),
  );
}

async function searchPageResults(browser: Browser, base: string, queries: RelevanceQuery[]): Promise<string[][]> {
  const page = await browser.newPage();
  const all: string[][] = [];
  try {
    for (const {query} of queries) {
      await page.goto(`${base}/search?q=${encodeURIComponent(query)}`);
      await settleAfterSearches(page, 1);
      all.push(
        await page.locator('main article h2 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href)),
      );
    }
  } finally {
    await page.close();
  }
  return all;
}

async function modalResults(browser: Browser, base: string, queries: RelevanceQuery[]): Promise<string[][]> {
  const page = await browser.newPage();
  const all: string[][] = [];
  try {
    await page.goto(`${base}/intro`, {waitUntil: 'networkidle'});
    await page.locator('.DocSearch-Button-Key').first().waitFor({state: 'attached'});
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    for (const {query} of queries) {
      const before = await page.evaluate((name) => performance.getEntriesByName(name).length, SEARCH_MEASURE);
      await input.fill(query);
      // A query without letters or digits may be answered without a search.
      await settleAfterSearches(page, before + 1).catch(() => undefined);
      all.push(
        await page
          .locator('.DocSearch-Dropdown .DocSearch-Hit a')
          .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href)),
      );
    }
  } finally {
    await page.close();
  }
  return all;
}

async function pagefindResults(browser: Browser, base: string, queries: RelevanceQuery[]): Promise<string[][]> {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/`);
    return await page.evaluate(
      async ({texts, top}) => {
        const pagefind = await import(/* webpackIgnore: true */ `${location.origin}/pagefind/pagefind.js`);
        await pagefind.init();
        const lists: string[][] = [];
        for (const text of texts) {
          const search = await pagefind.search(text);
          const data = await Promise.all(
            (search?.results ?? []).slice(0, top).map((r: {data(): Promise<{url: string}>}) => r.data()),
          );
          lists.push(data.map((d: {url: string}) => d.url));
        }
        return lists;
      },
      {texts: queries.map((q) => q.query), top: TOP},
    );
  } finally {
    await page.close();
  }
}

/** The rows the engine gives each query in Node, asked as the /search page asks (its first 15 rows). */
function nodeResults(dir: string, queries: RelevanceQuery[]): string[][] {
  const engine = engineFromIndex(JSON.parse(fs.readFileSync(path.join(dir, SEARCH_INDEX_FILE), 'utf8')));
  return queries.map(({query}) =>
    engine
      .search({indexName: 'relevance', query, hitsPerPage: 15}, {rowsPerPage: 3})
      .hits.map((hit) => String(hit.url)),
  );
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Milliseconds from the navigation to /search?q=… to the first result row, in a fresh (cold) browser context,
 * and to the page's first contentful paint.
 */
async function timeSearchPage(browser: Browser, base: string, query: string): Promise<{row: number; paint: number}> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/search?q=${encodeURIComponent(query)}`, {waitUntil: 'commit'});
    // The time of the first animation frame that shows a result row.
    const at = await page.waitForFunction(
      () => (document.querySelector('main article h2 a') ? performance.now() : 0),
      null,
      {polling: 'raf', timeout: 30_000},
    );
    const row = (await at.jsonValue()) as number;
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    return {row, paint};
  } finally {
    await context.close();
  }
}

/** Milliseconds from the navigation to a blank page of Pagefind's server to its first result's data, cold. */
async function timePagefind(browser: Browser, base: string, query: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    return await page.evaluate(async (text) => {
      const pagefind = await import(/* webpackIgnore: true */ `${location.origin}/pagefind/pagefind.js`);
      await pagefind.init();
      const search = await pagefind.search(text);
      await search?.results[0]?.data();
      return performance.now();
    }, query);
  } finally {
    await context.close();
  }
}

function rankText(rank: number | null, results: string[]): string {
  if (results.length === 0) return 'none';
  return rank === null ? '-' : String(rank);
}

async function main(): Promise<void> {
  if (values.help) {
    console.log(usage);
    return;
  }
  const dir = path.resolve(values.dir);
  if (!fs.existsSync(path.join(dir, SEARCH_INDEX_FILE)))
    throw new Error(`${path.join(dir, SEARCH_INDEX_FILE)} is missing: build the site first (npx docusaurus build).`);
  const set = JSON.parse(fs.readFileSync(values.queries, 'utf8')) as {queries: RelevanceQuery[]};
  const queries = values.filter ? set.queries.filter((q) => q.query.includes(values.filter!)) : set.queries;
  const engines = values.only.split(',').map((e) => e.trim()) as EngineName[];
  for (const e of engines) if (!(e in ENGINE_LABELS)) throw new Error(`Unknown engine "${e}" in --only.`);

  const lists: Partial<Record<EngineName, string[][]>> = {};
  if (engines.includes('node')) lists.node = nodeResults(dir, queries);
  const browserEngines = engines.filter((e) => e !== 'node');

  const port = Number(values.port);
  const base = `http://127.0.0.1:${port}${values.base.replace(/\/+$/, '')}`;
  const servers: ChildProcess[] = browserEngines.length > 0 ? [serve(dir, String(port))] : [];
  let pagefindBase = '';
  let pagefindDir = '';
  let againstBase = '';
  if (values.against && browserEngines.length > 0) {
    servers.push(serve(path.resolve(values.against), String(port + 2)));
    againstBase = `http://127.0.0.1:${port + 2}${values.base.replace(/\/+$/, '')}`;
  }
  if (engines.includes('pagefind')) {
    pagefindDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-relevance-'));
    const pages = await buildPagefind(dir, pagefindDir);
    console.log(`Pagefind ${pagefindVersion()} indexed ${pages} pages of ${path.relative(process.cwd(), dir) || '.'}`);
    servers.push(serve(pagefindDir, String(port + 1)));
    pagefindBase = `http://127.0.0.1:${port + 1}`;
  }
  const browser =
    browserEngines.length > 0
      ? await chromium.launch({
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox'],
        })
      : null;
  try {
    if (browser) await waitForServer(`${base}/`);
    if (pagefindBase) await waitForServer(`${pagefindBase}/`);
    if (againstBase) await waitForServer(`${againstBase}/`);
    if (browser && engines.includes('page')) lists.page = await searchPageResults(browser, base, queries);
    if (browser && engines.includes('modal')) lists.modal = await modalResults(browser, base, queries);
    if (browser && engines.includes('pagefind')) lists.pagefind = await pagefindResults(browser, pagefindBase, queries);

    const results = {} as Record<EngineName, QueryResult[]>;
    const figs = {} as Record<EngineName, Figures>;
    for (const e of engines) {
      results[e] = queries.map((query, i) => ({query, results: lists[e]![i].slice(0, 15)}));
      figs[e] = figures(results[e], values.base);
    }

    const n = queries.length;
    console.log(`Relevance on ${n} queries (${path.relative(process.cwd(), values.queries)})\n`);
    console.log(
      formatTable(
        ['figure', ...engines.map((e) => ENGINE_LABELS[e]), 'target'],
        [
          ['top-1', ...engines.map((e) => share(figs[e].top1, n)), ''],
          ['top-3', ...engines.map((e) => share(figs[e].top3, n)), `>= ${RELEVANCE_TARGETS.top3 * 100} %`],
          ['MRR@10', ...engines.map((e) => figs[e].mrr10.toFixed(3)), `>= ${RELEVANCE_TARGETS.mrr10}`],
          ['zero results', ...engines.map((e) => String(figs[e].zeroResults)), '0'],
          [
            'section in top 3',
            ...engines.map((e) => {
              const f = sectionFigures(results[e], values.base);
              return share(f.top3, f.queries);
            }),
            `>= ${RELEVANCE_TARGETS.sectionTop3 * 100} %`,
          ],
        ],
        ['left', ...engines.map(() => 'right' as const), 'left'],
      ),
    );

    // The same figures for each kind of query (top-1, top-3 and MRR@10 per engine).
    const byKind = Object.fromEntries(engines.map((e) => [e, figuresByKind(results[e], values.base)]));
    console.log(`\nPer kind of query (top-1 / top-3 / MRR@10, zero-result queries in brackets):`);
    console.log(
      formatTable(
        ['kind', 'queries', ...engines.map((e) => ENGINE_LABELS[e])],
        byKind[engines[0]].map(([kind, first], k) => [
          kind,
          String(first.queries),
          ...engines.map((e) => {
            const f = byKind[e][k][1];
            const zero = f.zeroResults > 0 ? ` (${f.zeroResults})` : '';
            return `${f.top1} / ${f.top3} / ${f.mrr10.toFixed(3)}${zero}`;
          }),
        ]),
        ['left', 'right', ...engines.map(() => 'right' as const)],
      ),
    );

    const misses = queries
      .map((query, i) => ({
        query,
        ranks: engines.map((e) => firstRightRank(results[e][i].results, query.answers, values.base)),
        i,
      }))
      .filter(({ranks}) => ranks.some((r) => r === null || r > 3));
    console.log(
      `\nQueries with no right result in the first 3 of one engine (rank, '-' beyond 15, 'none' = no result):`,
    );
    if (misses.length === 0) console.log('(none)');
    else
      console.log(
        formatTable(
          ['query', 'kind', ...engines.map((e) => ENGINE_LABELS[e]), 'answers', 'first results (site engine)'],
          misses.map(({query, ranks, i}) => {
            const site = engines.find((e) => e !== 'pagefind');
            const firsts = site
              ? results[site][i].results
                  .slice(0, 3)
                  .map((r) => resultPage(r, values.base))
                  .join(' ')
              : '';
            return [
              query.query,
              query.kind,
              ...ranks.map((r, j) => rankText(r, results[engines[j]][i].results)),
              query.answers.join(' '),
              firsts,
            ];
          }),
        ),
      );

    const sectionMisses = queries
      .map((query, i) => ({query, i}))
      .filter(({query}) => query.section !== undefined)
      .filter(({i}) => engines.some((e) => sectionFigures([results[e][i]], values.base).top3 === 0));
    if (sectionMisses.length > 0) {
      console.log(`\nQueries whose section is not in the first 3 rows of one engine:`);
      const site = engines.find((e) => e !== 'pagefind') ?? engines[0];
      console.log(
        formatTable(
          ['query', 'section', 'first rows (site engine)'],
          sectionMisses.map(({query, i}) => [
            query.query,
            query.section!,
            results[site][i].results
              .slice(0, 3)
              .map((r) => resultSection(r, values.base))
              .join(' '),
          ]),
        ),
      );
    }

    const timed = Number(values.timing);
    if (timed > 0 && browser && engines.includes('page') && engines.includes('pagefind')) {
      const step = Math.max(1, Math.floor(queries.length / timed));
      const sample = queries.filter((_, i) => i % step === 0).slice(0, timed);
      const ours: number[] = [];
      const oursPaint: number[] = [];
      const other: number[] = [];
      const otherPaint: number[] = [];
      const theirs: number[] = [];
      // Interleaved, so that the machine's load falls on all alike.
      for (const {query} of sample) {
        const one = await timeSearchPage(browser, base, query);
        ours.push(one.row);
        oursPaint.push(one.paint);
        if (againstBase) {
          const two = await timeSearchPage(browser, againstBase, query);
          other.push(two.row);
          otherPaint.push(two.paint);
        }
        theirs.push(await timePagefind(browser, pagefindBase, query));
      }
      const column = (rows: number[], paints: number[]) => [
        median(rows).toFixed(0),
        Math.min(...rows).toFixed(0),
        Math.max(...rows).toFixed(0),
        median(paints.filter((p) => !Number.isNaN(p))).toFixed(0),
      ];
      const columns = [column(ours, oursPaint), ...(againstBase ? [column(other, otherPaint)] : [])];
      const pagefindColumn = [...column(theirs, []).slice(0, 3), ''];
      console.log(
        `\nCold first results, median of ${sample.length} queries (ms from the navigation; load average ${os.loadavg()[0].toFixed(2)}):`,
      );
      console.log(
        formatTable(
          ['figure', '/search', ...(againstBase ? [`/search of ${values.against}`] : []), 'Pagefind'],
          ['median', 'lowest', 'highest', 'first paint, median'].map((label, i) => [
            label,
            ...columns.map((c) => c[i]),
            pagefindColumn[i],
          ]),
          ['left', 'right', ...(againstBase ? ['right' as const] : []), 'right'],
        ),
      );
      console.log(`/search / Pagefind, medians: ${(median(ours) / median(theirs)).toFixed(2)}`);
      if (againstBase)
        console.log(`/search / /search of ${values.against}, medians: ${(median(ours) / median(other)).toFixed(2)}`);
    }

    let failed = false;
    for (const e of engines.filter((x) => x !== 'pagefind')) {
      const missed = missedTargets(figs[e], RELEVANCE_TARGETS, sectionFigures(results[e], values.base));
      if (missed.length > 0) {
        failed = true;
        console.log(`\n${ENGINE_LABELS[e]} misses: ${missed.join('; ')}`);
      }
      if (figs.pagefind && !aheadOnEveryFigure(figs[e], figs.pagefind)) {
        failed = true;
        console.log(`\n${ENGINE_LABELS[e]} is not ahead of Pagefind on every figure.`);
      }
    }
    if (values.json) {
      fs.writeFileSync(values.json, JSON.stringify({figures: figs, results}, null, 2));
      console.log(`\nWrote ${values.json}`);
    }
    if (failed) process.exitCode = 2;
  } finally {
    await browser?.close();
    for (const server of servers) server.kill();
    if (pagefindDir) fs.rmSync(pagefindDir, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
