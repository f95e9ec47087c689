/**
 * The long tasks of a page load, read from a Chromium trace (the JSON that
 * `browser.stopTracing()` returns, with the `disabled-by-default-v8.cpu_profiler`
 * category for the samples): for each main-thread task over a threshold,
 * when it started, how long it ran, the kinds of work inside it, and the
 * call paths the V8 sampler saw most. Used by scripts/trace-load.ts.
 */

/** One event of a Chromium trace, as far as this module reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  /** Microseconds, for complete events (`ph: 'X'`). */
  dur?: number;
  args?: {data?: ProfileData & {startTime?: number}};
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: {functionName: string; url?: string; columnNumber?: number};
}

interface ProfileData {
  cpuProfile?: {nodes?: ProfileNode[]; samples?: number[]};
  timeDeltas?: number[];
}

export interface LongTask {
  /** Milliseconds after navigation start. */
  startMs: number;
  durationMs: number;
  /**
   * Milliseconds of each kind of work inside the task (parsing, style, layout, script, garbage
   * collection). Kinds can overlap: a layout that a script forces counts in both.
   */
  work: Record<string, number>;
  /** The call paths seen most, with their share of the task's samples in milliseconds. */
  topPaths: {path: string; ms: number}[];
}

/** The kinds of work a task is broken into, by trace event name. */
const WORK = new Map<string, string>([
  ['ParseHTML', 'parse HTML'],
  ['ParseAuthorStyleSheet', 'parse CSS'],
  ['EvaluateScript', 'evaluate script'],
  ['v8.compile', 'compile'],
  ['FunctionCall', 'run script'],
  ['RunMicrotasks', 'microtasks'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['PrePaint', 'pre-paint'],
  ['Paint', 'paint'],
  ['MajorGC', 'garbage collection'],
  ['MinorGC', 'garbage collection'],
]);

/** The renderer's main thread: the thread that parsed the document. */
function mainThread(events: readonly TraceEvent[]): {pid: number; tid: number} | null {
  const parse = events.find((event) => event.name === 'ParseHTML');
  return parse ? {pid: parse.pid, tid: parse.tid} : null;
}

/** Where a call frame comes from: the function, the file's name and the column (bundles are one line). */
function frameName(node: ProfileNode): string {
  const file = (node.callFrame.url ?? '').replace(/.*\//, '');
  const fn = node.callFrame.functionName || '(anonymous)';
  return file ? `${fn} ${file}:${node.callFrame.columnNumber ?? 0}` : fn;
}

/** The CPU samples of the renderer, with their times in microseconds. */
function samplesOf(events: readonly TraceEvent[], pid: number): {ts: number; path: string}[] {
  const nodes = new Map<number, ProfileNode>();
  const raw: {ts: number; id: number}[] = [];
  let ts = events.find((event) => event.name === 'Profile' && event.pid === pid)?.args?.data?.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid) continue;
    const data = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    samples.forEach((id, index) => {
      ts += deltas[index] ?? 0;
      raw.push({ts, id});
    });
  }
  return raw.map(({ts: at, id}) => {
    const chain: string[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      chain.unshift(frameName(node));
    }
    // The root frame is "(root)": keep the four frames under it, where the task's own entry points are.
    return {ts: at, path: chain.slice(1, 5).join(' > ') || '(unknown)'};
  });
}

/** The main-thread tasks of at least `minMs`, in order, with what ran inside them. */
export function longTasks(events: readonly TraceEvent[], minMs: number, topPaths = 3): LongTask[] {
  const thread = mainThread(events);
  if (!thread) return [];
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  // Navigation start (category blink.user_timing), else the thread's first timed event.
  const timed = onThread.filter((event) => event.ph === 'X' || event.ph === 'B' || event.ph === 'I');
  const origin =
    events.find((event) => event.name === 'navigationStart' && event.pid === thread.pid)?.ts ??
    Math.min(...timed.map((event) => event.ts));
  const samples = samplesOf(events, thread.pid).filter((sample) => sample.path !== '(idle)');
  const complete = onThread.filter((event) => event.ph === 'X' && event.dur !== undefined);
  return complete
    .filter((event) => event.name === 'RunTask' && event.dur! / 1000 >= minMs)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + task.dur!;
      const work: Record<string, number> = {};
      for (const event of complete) {
        const kind = WORK.get(event.name);
        if (!kind || event === task || event.ts < task.ts || event.ts + event.dur! > end) continue;
        work[kind] = round((work[kind] ?? 0) + event.dur! / 1000);
      }
      const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
      const counts = new Map<string, number>();
      for (const sample of inside) counts.set(sample.path, (counts.get(sample.path) ?? 0) + 1);
      const perSample = inside.length > 0 ? task.dur! / 1000 / inside.length : 0;
      return {
        startMs: round((task.ts - origin) / 1000),
        durationMs: round(task.dur! / 1000),
        work,
        topPaths: [...counts]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, topPaths)
          .map(([path, count]) => ({path, ms: round(count * perSample)})),
      };
    });
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
