/**
 * The circuit breaker of polly_dart 0.0.9 as a pure state machine, after `CircuitBreakerStrategy`
 * (`executeCore`, `_updateCircuitState`, `_transitionToOpen`) in
 * lib/src/strategies/circuit_breaker_strategy.dart at 2a85979.
 *
 * Time is in milliseconds since the strategy was created. Calls are instantaneous: a call
 * at `now` is recorded at `now`. Nothing happens between calls: open -> half-open, isolate
 * and close all take effect only when the next call arrives.
 */
export type CircuitState = 'closed' | 'open' | 'halfOpen' | 'isolated';

export interface BreakerModelOptions {
  failureRatio: number;
  samplingDurationMs: number;
  minimumThroughput: number;
  breakDurationMs: number;
}

/** `CircuitBreakerStrategyOptions()` defaults. */
export const BREAKER_DEFAULTS: BreakerModelOptions = {
  failureRatio: 0.5,
  samplingDurationMs: 30_000,
  minimumThroughput: 10,
  breakDurationMs: 5_000,
};

export interface BreakerRecord {
  at: number;
  success: boolean;
}

export interface BreakerSnapshot {
  /** The state, as a `CircuitBreakerStateProvider` would report it. */
  state: CircuitState;
  /** One record per executed call still inside the sampling window (as of the last call). */
  records: BreakerRecord[];
  /** Handled failures since creation or the last reset; not limited to the window. */
  failureCount: number;
  /** When the current break ends; null after creation and after every close. */
  breakEndAt: number | null;
  /** `CircuitBreakerManualControl.isIsolated`. */
  isolateRequested: boolean;
  /** `CircuitBreakerManualControl.isManuallyClosing`. */
  closeRequested: boolean;
}

/** What a call observes; the `on*` callbacks name the options that fire. */
export type BreakerEvent = 'manuallyClosed' | 'isolated' | 'onHalfOpened' | 'onOpened' | 'onClosed';

export type CallOutcome = 'success' | 'failure';

export type CallResult =
  {kind: 'executed'; outcome: CallOutcome} | {kind: 'rejected'; circuitState: 'open' | 'isolated'};

export interface CallReport {
  snapshot: BreakerSnapshot;
  result: CallResult;
  /** In the order they happen during the call. */
  events: BreakerEvent[];
}

export function createBreaker(): BreakerSnapshot {
  return {
    state: 'closed',
    records: [],
    failureCount: 0,
    breakEndAt: null,
    isolateRequested: false,
    closeRequested: false,
  };
}

/** `manualControl.isolateAsync()`: only sets a flag. */
export function requestIsolate(snapshot: BreakerSnapshot): BreakerSnapshot {
  return {...snapshot, isolateRequested: true};
}

/** `manualControl.closeAsync()`: clears the isolation and asks for a reset at the next call. */
export function requestClose(snapshot: BreakerSnapshot): BreakerSnapshot {
  return {...snapshot, isolateRequested: false, closeRequested: true};
}

/** Records kept at `now`: a record exactly at the cut-off stays. */
function recordsInWindow(records: BreakerRecord[], options: BreakerModelOptions, now: number): BreakerRecord[] {
  const cutoff = now - options.samplingDurationMs;
  return records.filter((r) => r.at >= cutoff);
}

function open(snapshot: BreakerSnapshot, options: BreakerModelOptions, now: number): BreakerSnapshot {
  return {...snapshot, state: 'open', breakEndAt: now + options.breakDurationMs};
}

function reset(snapshot: BreakerSnapshot): BreakerSnapshot {
  return {...snapshot, state: 'closed', records: [], failureCount: 0, breakEndAt: null};
}

/** One call through the breaker at time `now`; `outcome` is what the callback would produce. */
export function sendCall(
  initial: BreakerSnapshot,
  options: BreakerModelOptions,
  now: number,
  outcome: CallOutcome,
): CallReport {
  const events: BreakerEvent[] = [];
  let s = initial;
  if (s.isolateRequested) {
    events.push('isolated');
    return {snapshot: {...s, state: 'isolated'}, result: {kind: 'rejected', circuitState: 'isolated'}, events};
  }
  if (s.closeRequested) {
    s = {...reset(s), closeRequested: false};
    events.push('manuallyClosed');
  }
  s = {...s, records: recordsInWindow(s.records, options, now)};
  if (s.state === 'open' && s.breakEndAt !== null && now > s.breakEndAt) {
    s = {...s, state: 'halfOpen'};
    events.push('onHalfOpened');
  }
  if (s.state === 'open' || s.state === 'isolated') {
    return {snapshot: s, result: {kind: 'rejected', circuitState: s.state}, events};
  }
  const success = outcome === 'success';
  s = {...s, records: [...s.records, {at: now, success}], failureCount: s.failureCount + (success ? 0 : 1)};
  if (s.state === 'halfOpen') {
    s = success ? reset(s) : open(s, options, now);
    events.push(success ? 'onClosed' : 'onOpened');
  } else if (shouldOpen(s.records, options)) {
    s = open(s, options, now);
    events.push('onOpened');
  }
  return {snapshot: s, result: {kind: 'executed', outcome}, events};
}

function shouldOpen(records: BreakerRecord[], options: BreakerModelOptions): boolean {
  const {total, ratio} = countRecords(records);
  return total >= options.minimumThroughput && ratio >= options.failureRatio;
}

export interface WindowCounts {
  total: number;
  failures: number;
  successes: number;
  /** failures / total, or 0 when the window is empty. */
  ratio: number;
}

function countRecords(records: BreakerRecord[]): WindowCounts {
  const failures = records.filter((r) => !r.success).length;
  const total = records.length;
  return {total, failures, successes: total - failures, ratio: total === 0 ? 0 : failures / total};
}

/** The window as a call arriving at `now` would see it, after old records are dropped. */
export function windowCounts(snapshot: BreakerSnapshot, options: BreakerModelOptions, now: number): WindowCounts {
  return countRecords(recordsInWindow(snapshot.records, options, now));
}

export type BreakStatus =
  | {kind: 'none'}
  | {kind: 'running'; remainingMs: number}
  /** The break is over, but the state stays open until a call arrives. */
  | {kind: 'ended'; endedAt: number};

/** Where the break stands at `now`. The next call goes half-open only when `now` is strictly after its end. */
export function breakStatus(snapshot: BreakerSnapshot, now: number): BreakStatus {
  if (snapshot.state !== 'open' || snapshot.breakEndAt === null) return {kind: 'none'};
  return now > snapshot.breakEndAt
    ? {kind: 'ended', endedAt: snapshot.breakEndAt}
    : {kind: 'running', remainingMs: snapshot.breakEndAt - now};
}
