/**
 * Loads one page of a served build in Debian's Chromium with tracing on and
 * prints its long main-thread tasks: when each started, how long it ran, the
 * kinds of work inside it and the call paths V8's sampler saw most. This is
 * how bench/README.md's "Where the blocking time went" was found; run it again
 * when a page's total blocking time grows.
 */
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {longTasks, type TraceEvent} from './lib/trace-tasks';

const usage = `Usage: npx tsx scripts/trace-load.ts [options] [path]

Opens path (default /strategies/retry) on --base, records a Chromium trace of
the load and prints every main-thread task of at least --min ms. Serve a
build first: npm run build && npm run serve (port 3000).
  --base   the site's address (default http://127.0.0.1:3000)
  --min    shortest task to print, in ms (default 10)
  --cpu    slow the CPU down this many times, as Lighthouse's mobile preset
           does (default 1: Lighthouse observes at full speed and simulates
           a four times slower CPU, multiplying what it observed)
  --width  viewport width in CSS pixels (default 412, Lighthouse's phone)
  --top    call paths to print per task (default 3)
  --wait   ms to keep recording after the load event (default 3000)
  --help   show this text`;

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    base: {type: 'string', default: 'http://127.0.0.1:3000'},
    min: {type: 'string', default: '10'},
    cpu: {type: 'string', default: '1'},
    width: {type: 'string', default: '412'},
    top: {type: 'string', default: '3'},
    wait: {type: 'string', default: '3000'},
    help: {type: 'boolean', default: false},
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

function nonNegative(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`--${name} must be a number of at least 0, not "${text}"`);
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  const path = positionals[0] ?? '/strategies/retry';
  const url = new URL(path, values.base).href;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({viewport: {width: nonNegative('width', values.width), height: 823}});
    const cpu = nonNegative('cpu', values.cpu);
    if (cpu > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: cpu});
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
      ],
    });
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForTimeout(nonNegative('wait', values.wait));
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
    const tasks = longTasks(trace.traceEvents, nonNegative('min', values.min), nonNegative('top', values.top));
    console.log(`${url}: ${tasks.length} main-thread tasks of ${values.min} ms or more (CPU slowed ${cpu}×)`);
    for (const task of tasks) {
      const work = Object.entries(task.work)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `${kind} ${ms}`)
        .join(', ');
      console.log(`\n@${task.startMs} ms, ${task.durationMs} ms${work ? `: ${work}` : ''}`);
      for (const {path: calls, ms} of task.topPaths) console.log(`  ${String(ms).padStart(6)} ms  ${calls}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
