/**
 * Measures embedded search on a production build in Debian's Chromium:
 * index size, first-load JS of a docs page, the chunks search loads, the time
 * from the first keystroke to the first hits on a cold page, and the time of
 * each later search.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Page} from '@playwright/test';
import {SEARCH_MEASURE} from '../plugins/search/client/client';
import {median} from './lib/bench-stats';
import {gzipSize} from './lib/transfer';
import {SEARCH_INDEX_FILE} from '../plugins/search/client/indexFile';
import {budgets, type SearchResult} from './lib/bench-targets';
import {QUERIES} from './lib/search-bench-queries';

const usage = `Usage: tsx scripts/bench-search.ts [--dir build] [--port 3299] [--page /strategies/retry] [--runs 5]

Serves the built site (run \`npm run build\` first) and prints:
  - the search index size, raw and gzip;
  - the first-load JS of --page (every script the page loads before any interaction), gzip;
  - the JS search loads when first used (modal, engine), gzip;
  - on a cold page (median of --runs fresh browsers): '/' to the modal's input, and the
    first character typed to the first rendered hits;
  - the median time of the searches that follow, over 20 queries typed key by key;
  - /search opened cold with each query: from the index's arrival to the first result shown.
Budgets (bench/budgets.json, "search"): index <= ${budgets.search.indexKB.max} KB gzip, first hits within
${budgets.search.firstHitsMs.max} ms, later keystrokes < ${budgets.search.keystrokeMs.below} ms median.
  --dir    build folder (default: build)
  --port   port to serve it on (default: 3299, or $BENCH_PORT)
  --page   docs page to measure (default: /strategies/retry)
  --runs   cold runs (default: 5)
  --first-load-only  print only the first-load JS (works on a build without search)
  --json FILE  also write the figures the budgets are checked on to FILE (npm run bench reads it)
  --help   show this text`;

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.BENCH_PORT ?? '3299'},
    page: {type: 'string', default: '/strategies/retry'},
    runs: {type: 'string', default: '5'},
    'first-load-only': {type: 'boolean', default: false},
    json: {type: 'string'},
    help: {type: 'boolean', default: false},
  },
});

// KB are 1000 bytes, as in bench/budgets.json.
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const gzipFileSize = (file: string): number => gzipSize(fs.readFileSync(file));

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server at ${url} did not start.`);
}

/** Local files of the scripts a page requested. */
function scriptFiles(urls: string[], dir: string): string[] {
  return [...new Set(urls)].filter((u) => u.endsWith('.js')).map((u) => path.join(dir, new URL(u).pathname));
}

interface ColdRun {
  firstLoadJs: string[];
  searchJs: string[];
  /** From '/' to the modal's input on screen. */
  slashToInput: number;
  /** From the first character typed to the first hit on screen. */
  charToHits: number;
}

interface Marks {
  keys: number[];
  input: number;
  hits: number;
}

/** Records, in the page, when keys go down, when the modal's input appears and when the first hit appears. */
function installTimers(page: Page): Promise<void> {
  return page.evaluate(() => {
    const marks: Marks = {keys: [], input: 0, hits: 0};
    (window as unknown as {benchMarks: Marks}).benchMarks = marks;
    window.addEventListener('keydown', (e) => marks.keys.push(e.timeStamp), true);
    new MutationObserver(() => {
      if (!marks.input && document.querySelector('.DocSearch-Input')) marks.input = performance.now();
      if (!marks.hits && document.querySelector('.DocSearch-Hit')) marks.hits = performance.now();
    }).observe(document.body, {childList: true, subtree: true});
  });
}

async function coldRun(base: string, dir: string, pagePath: string, search = true): Promise<ColdRun> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && requested.push(r.url()));
    await page.goto(base + pagePath, {waitUntil: 'networkidle'});
    const firstLoad = requested.length;
    // A key pressed before React has hydrated the page reaches no shortcut handler.
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    if (!search) return {firstLoadJs: scriptFiles(requested, dir), searchJs: [], slashToInput: NaN, charToHits: NaN};
    await installTimers(page);
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('retry');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const marks = await page.evaluate(() => (window as unknown as {benchMarks: Marks}).benchMarks);
    return {
      firstLoadJs: scriptFiles(requested.slice(0, firstLoad), dir),
      searchJs: scriptFiles(requested.slice(firstLoad), dir),
      slashToInput: marks.input - marks.keys[0],
      charToHits: marks.hits - marks.keys[1],
    };
  } finally {
    await browser.close();
  }
}

/** Types the queries key by key and returns the duration of every search after the first. */
async function keystrokeTimes(base: string): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/intro`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    for (const query of QUERIES) {
      await input.fill('');
      await input.pressSequentially(query, {delay: 40});
      await page.waitForTimeout(100);
    }
    const durations = await page.evaluate(
      (name) => performance.getEntriesByName(name).map((e) => e.duration),
      SEARCH_MEASURE,
    );
    return durations.slice(1);
  } finally {
    await browser.close();
  }
}

/**
 * `/search?q=…` opened cold, once per query: the time from the index's arrival (the end of its
 * response) to the first result on screen. Each run is a fresh browser context.
 */
async function searchPageTimes(base: string): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const times: number[] = [];
  try {
    for (const query of QUERIES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        const holder = window as unknown as {__firstResultAt?: number};
        new MutationObserver((_, observer) => {
          if (document.querySelector('main article h2 a')) {
            holder.__firstResultAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, {childList: true, subtree: true});
      });
      await page.goto(`${base}/search?q=${encodeURIComponent(query)}`);
      await page.waitForFunction(
        () => typeof (window as {__firstResultAt?: number}).__firstResultAt === 'number',
        null,
        {
          timeout: 15_000,
        },
      );
      const [resultAt, indexEnd] = await page.evaluate((file) => {
        const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(file)) as
          PerformanceResourceTiming | undefined;
        return [(window as {__firstResultAt?: number}).__firstResultAt ?? NaN, entry?.responseEnd ?? NaN];
      }, SEARCH_INDEX_FILE);
      if (Number.isFinite(resultAt) && Number.isFinite(indexEnd)) times.push(Math.max(0, resultAt - indexEnd));
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (values.help) {
    console.log(usage);
    return;
  }
  const dir = path.resolve(values.dir);
  const indexFile = path.join(dir, SEARCH_INDEX_FILE);
  const firstLoadOnly = values['first-load-only'];
  if (!firstLoadOnly && !fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: build the site first.`);
  const base = `http://127.0.0.1:${values.port}`;
  const server = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), 'scripts/serve.ts', '--dir', dir, '--port', values.port],
    {
      stdio: 'ignore',
    },
  );
  try {
    await waitForServer(`${base}/`);
    const sum = (files: string[]) => files.reduce((total, f) => total + gzipFileSize(f), 0);
    if (firstLoadOnly) {
      const {firstLoadJs} = await coldRun(base, dir, values.page, false);
      console.log(`First-load JS of ${values.page}: ${firstLoadJs.length} files, ${kb(sum(firstLoadJs))} gzip`);
      return;
    }
    const runs: ColdRun[] = [];
    for (let i = 0; i < Number(values.runs); i += 1) runs.push(await coldRun(base, dir, values.page));
    const times = await keystrokeTimes(base);
    const pageTimes = await searchPageTimes(base);
    const [first] = runs;
    // The engine chunk and MiniSearch's; everything else search loads comes with the modal.
    const engine = first.searchJs.filter(
      (f) => f.includes('search-engine') || fs.readFileSync(f, 'utf8').includes('fuzzyGet'),
    );
    const modal = first.searchJs.filter((f) => !engine.includes(f));
    console.log(
      `Search index (${SEARCH_INDEX_FILE}): ${kb(fs.statSync(indexFile).size)} raw, ${kb(gzipFileSize(indexFile))} gzip`,
    );
    console.log(
      `First-load JS of ${values.page}: ${first.firstLoadJs.length} files, ${kb(sum(first.firstLoadJs))} gzip`,
    );
    console.log(
      `Modal chunks, loaded when search opens: ${kb(sum(modal))} gzip (${modal.map((f) => path.basename(f)).join(', ')})`,
    );
    console.log(
      `Engine chunks, loaded on first search: ${kb(sum(engine))} gzip (${engine.map((f) => path.basename(f)).join(', ')})`,
    );
    console.log(
      `Cold page, '/' pressed to the modal's input: median ${median(runs.map((r) => r.slashToInput)).toFixed(0)} ms over ${runs.length} runs`,
    );
    console.log(
      `Cold page, first character typed to first hits: median ${median(runs.map((r) => r.charToHits)).toFixed(0)} ms over ${runs.length} runs (each: ${runs.map((r) => r.charToHits.toFixed(0)).join(', ')} ms)`,
    );
    console.log(
      `Later keystrokes: median ${median(times).toFixed(2)} ms per search over ${times.length} keystrokes of ${QUERIES.length} queries (max ${Math.max(...times).toFixed(2)} ms)`,
    );
    console.log(
      `/search opened cold with a query, index arrived to first result shown: median ${median(pageTimes).toFixed(0)} ms over ${pageTimes.length} queries (lowest ${Math.min(...pageTimes).toFixed(0)}, highest ${Math.max(...pageTimes).toFixed(0)} ms; target 300 ms)`,
    );
    if (values.json) {
      const result: SearchResult = {
        indexGzipBytes: gzipFileSize(indexFile),
        firstHitsMs: median(runs.map((r) => r.charToHits)),
        keystrokeMedianMs: median(times),
        queries: QUERIES.length,
      };
      fs.writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
    }
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
