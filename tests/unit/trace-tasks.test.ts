/**
 * scripts/lib/trace-tasks.ts: the long tasks of a Chromium trace, with the
 * work inside them and the call paths the sampler saw, on a small trace
 * written out by hand.
 */
import {longTasks, type TraceEvent} from '../../scripts/lib/trace-tasks';

const MAIN = {pid: 1, tid: 10};
const OTHER = {pid: 1, tid: 11};

/** A complete event on the main thread, times in milliseconds. */
const x = (name: string, startMs: number, durMs: number, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ...thread,
  ts: startMs * 1000,
  dur: durMs * 1000,
});

const frame = (id: number, functionName: string, parent?: number, url?: string) => ({
  id,
  parent,
  callFrame: {functionName, ...(url === undefined ? {} : {url, columnNumber: 7})},
});

function trace(): TraceEvent[] {
  return [
    {name: 'navigationStart', ph: 'I', ...MAIN, ts: 1_000_000},
    // A parse task of 30 ms (the thread that parsed is the main thread), with a layout inside.
    x('RunTask', 1_010, 30),
    x('ParseHTML', 1_011, 20),
    x('Layout', 1_032, 6),
    // Too short to list.
    x('RunTask', 1_050, 4),
    // A script task of 40 ms with a garbage collection inside.
    x('RunTask', 1_100, 40),
    x('EvaluateScript', 1_100, 38),
    x('MinorGC', 1_120, 3),
    // A long task on another thread is not the page's.
    x('RunTask', 1_100, 90, OTHER),
    {name: 'Profile', ph: 'P', ...MAIN, ts: 1_000_000, args: {data: {startTime: 1_100_000}}},
    {
      name: 'ProfileChunk',
      ph: 'P',
      ...MAIN,
      ts: 1_100_000,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              frame(1, '(root)'),
              frame(2, 'start', 1, 'http://127.0.0.1/assets/js/main.abc.js'),
              frame(3, 'render', 2, 'http://127.0.0.1/assets/js/main.abc.js'),
              frame(4, '(idle)', 1),
            ],
            samples: [3, 3, 3, 2, 4, 4],
          },
          // Samples at 1,101 to 1,105 ms (inside the script task), then two idle ones.
          timeDeltas: [1000, 1000, 1000, 1000, 1000, 50_000],
        },
      },
    },
  ];
}

describe('longTasks', () => {
  it('lists the main thread tasks of at least the given length, from navigation start', () => {
    const tasks = longTasks(trace(), 10);
    expect(tasks.map((task) => [task.startMs, task.durationMs])).toEqual([
      [10, 30],
      [100, 40],
    ]);
  });

  it('breaks each task into the kinds of work inside it', () => {
    const [parse, script] = longTasks(trace(), 10);
    expect(parse!.work).toEqual({'parse HTML': 20, layout: 6});
    expect(script!.work).toEqual({'evaluate script': 38, 'garbage collection': 3});
  });

  it("shares a task's time among the call paths sampled inside it, idle samples left out", () => {
    const [parse, script] = longTasks(trace(), 10);
    expect(parse!.topPaths).toEqual([]);
    expect(script!.topPaths).toEqual([
      {path: 'start main.abc.js:7 > render main.abc.js:7', ms: 30},
      {path: 'start main.abc.js:7', ms: 10},
    ]);
    expect(longTasks(trace(), 10, 1)[1]!.topPaths).toHaveLength(1);
  });

  it('finds nothing in a trace without a parsed document', () => {
    expect(longTasks([x('RunTask', 0, 100)], 10)).toEqual([]);
  });
});
