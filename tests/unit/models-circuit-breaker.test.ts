import {
  BREAKER_DEFAULTS,
  breakStatus,
  createBreaker,
  requestClose,
  requestIsolate,
  sendCall,
  windowCounts,
  type BreakerModelOptions,
  type BreakerSnapshot,
  type CallOutcome,
  type CallReport,
} from '../../src/models/circuitBreaker';

/** Sends calls at the given times; returns the last report. */
function run(
  options: BreakerModelOptions,
  calls: [number, CallOutcome][],
  start: BreakerSnapshot = createBreaker(),
): CallReport[] {
  const reports: CallReport[] = [];
  let snapshot = start;
  for (const [at, outcome] of calls) {
    const report = sendCall(snapshot, options, at, outcome);
    reports.push(report);
    snapshot = report.snapshot;
  }
  return reports;
}
const failures = (count: number, from = 0, step = 100): [number, CallOutcome][] =>
  Array.from({length: count}, (_, i) => [from + i * step, 'failure']);
const last = <T>(items: T[]): T => items[items.length - 1];

describe('circuit breaker opening', () => {
  it('stays closed for 9 failures and opens on the 10th with the defaults', () => {
    const reports = run(BREAKER_DEFAULTS, failures(10));
    expect(reports[8].snapshot.state).toBe('closed');
    expect(last(reports).snapshot.state).toBe('open');
    expect(last(reports).events).toEqual(['onOpened']);
    expect(last(reports).result).toEqual({kind: 'executed', outcome: 'failure'});
  });

  it('rejects the next call without running it or recording it', () => {
    const opened = last(run(BREAKER_DEFAULTS, failures(10))).snapshot;
    const next = sendCall(opened, BREAKER_DEFAULTS, 1000, 'success');
    expect(next.result).toEqual({kind: 'rejected', circuitState: 'open'});
    expect(next.snapshot.records).toHaveLength(10);
  });

  it('opens on a success: 9 failures then 1 success is a ratio of 0.9', () => {
    const report = last(run(BREAKER_DEFAULTS, [...failures(9), [900, 'success']]));
    expect(report.snapshot.state).toBe('open');
    expect(report.result).toEqual({kind: 'executed', outcome: 'success'});
  });

  it('compares the ratio with >=: 5 failures in 10 calls open at 0.5', () => {
    const calls: [number, CallOutcome][] = Array.from({length: 10}, (_, i) => [i, i % 2 === 0 ? 'failure' : 'success']);
    expect(last(run(BREAKER_DEFAULTS, calls)).snapshot.state).toBe('open');
  });

  it('opens on throughput alone with failureRatio 0', () => {
    const calls: [number, CallOutcome][] = Array.from({length: 10}, (_, i) => [i, 'success']);
    expect(last(run({...BREAKER_DEFAULTS, failureRatio: 0}, calls)).snapshot.state).toBe('open');
  });

  it('never opens with failureRatio above 1', () => {
    expect(last(run({...BREAKER_DEFAULTS, failureRatio: 1.01}, failures(50))).snapshot.state).toBe('closed');
  });

  it('opens on a single failure with minimumThroughput 1', () => {
    expect(run({...BREAKER_DEFAULTS, minimumThroughput: 1}, failures(1))[0].snapshot.state).toBe('open');
  });
});

describe('circuit breaker sampling window', () => {
  it('forgets records older than samplingDuration', () => {
    const reports = run(BREAKER_DEFAULTS, [...failures(5, 0, 0), ...failures(5, 30_001, 0)]);
    expect(last(reports).snapshot.state).toBe('closed');
    expect(windowCounts(last(reports).snapshot, BREAKER_DEFAULTS, 30_001)).toEqual({
      total: 5,
      failures: 5,
      successes: 0,
      ratio: 1,
    });
  });

  it('keeps a record exactly at the cut-off', () => {
    expect(last(run(BREAKER_DEFAULTS, [...failures(5, 0, 0), ...failures(5, 30_000, 0)])).snapshot.state).toBe('open');
  });

  it('counts the window as the next call would see it', () => {
    const snapshot = last(
      run(BREAKER_DEFAULTS, [
        [0, 'failure'],
        [10_000, 'success'],
        [20_000, 'failure'],
      ]),
    ).snapshot;
    expect(windowCounts(snapshot, BREAKER_DEFAULTS, 20_000)).toEqual({
      total: 3,
      failures: 2,
      successes: 1,
      ratio: 2 / 3,
    });
    expect(windowCounts(snapshot, BREAKER_DEFAULTS, 35_000)).toEqual({total: 2, failures: 1, successes: 1, ratio: 0.5});
  });
});

describe('circuit breaker break and half-open', () => {
  const options = {...BREAKER_DEFAULTS, minimumThroughput: 2};
  const opened = last(run(options, failures(2, 0, 0))).snapshot; // open at 0, break ends at 5000

  it('keeps rejecting until a call arrives strictly after the break', () => {
    expect(sendCall(opened, options, 5000, 'success').result).toEqual({kind: 'rejected', circuitState: 'open'});
    const probe = sendCall(opened, options, 5001, 'success');
    expect(probe.events).toEqual(['onHalfOpened', 'onClosed']);
    expect(probe.result).toEqual({kind: 'executed', outcome: 'success'});
    expect(probe.snapshot).toMatchObject({state: 'closed', records: [], failureCount: 0, breakEndAt: null});
  });

  it('stays open after the break until the next call arrives', () => {
    expect(opened.state).toBe('open');
    expect(breakStatus(opened, 3000)).toEqual({kind: 'running', remainingMs: 2000});
    expect(breakStatus(opened, 9000)).toEqual({kind: 'ended', endedAt: 5000});
  });

  it('re-opens for a new break when the probe fails, and counts failures across cycles', () => {
    const probe = sendCall(opened, options, 6000, 'failure');
    expect(probe.events).toEqual(['onHalfOpened', 'onOpened']);
    expect(probe.snapshot).toMatchObject({state: 'open', breakEndAt: 11_000, failureCount: 3});
  });

  it('goes straight to half-open on the next call with a zero break', () => {
    const zero = {...options, breakDurationMs: 0};
    const snapshot = last(run(zero, failures(2, 100, 0))).snapshot;
    expect(sendCall(snapshot, zero, 101, 'success').events).toEqual(['onHalfOpened', 'onClosed']);
  });
});

describe('circuit breaker manual control', () => {
  it('isolates only when the next call arrives, without recording it or firing a callback', () => {
    const requested = requestIsolate(createBreaker());
    expect(requested.state).toBe('closed');
    const call = sendCall(requested, BREAKER_DEFAULTS, 0, 'success');
    expect(call.result).toEqual({kind: 'rejected', circuitState: 'isolated'});
    expect(call.snapshot.state).toBe('isolated');
    expect(call.snapshot.records).toEqual([]);
    expect(call.events).toEqual(['isolated']);
  });

  it('closes and resets at the next call after closeAsync, with no onClosed', () => {
    const isolated = sendCall(requestIsolate(createBreaker()), BREAKER_DEFAULTS, 0, 'success').snapshot;
    const closing = requestClose(isolated);
    expect(closing.state).toBe('isolated');
    const call = sendCall(closing, BREAKER_DEFAULTS, 100, 'failure');
    expect(call.events).toEqual(['manuallyClosed']);
    expect(call.result).toEqual({kind: 'executed', outcome: 'failure'});
    expect(call.snapshot).toMatchObject({state: 'closed', failureCount: 1, closeRequested: false});
  });

  it('resets a circuit that opened on its own when closeAsync comes without isolation', () => {
    const opened = last(run(BREAKER_DEFAULTS, failures(10))).snapshot;
    const call = sendCall(requestClose(opened), BREAKER_DEFAULTS, 1000, 'success');
    expect(call.result.kind).toBe('executed');
    expect(call.snapshot).toMatchObject({state: 'closed', records: [{at: 1000, success: true}], breakEndAt: null});
  });
});
