/**
 * The circuit breaker simulator's state machine and narration, over the breaker model
 * (src/models/circuitBreaker): calls one at a time, time passing, manual isolate and close, and a
 * short log of what happened in words. Pure: the view (src/components/CircuitBreakerSimulator) only
 * renders it.
 */
import {
  breakStatus,
  createBreaker,
  requestClose,
  requestIsolate,
  sendCall,
  type BreakerEvent,
  type BreakerModelOptions,
  type BreakerSnapshot,
  type CallOutcome,
  type CallReport,
  type CircuitState,
} from './circuitBreaker';
import {formatDuration} from './format';

/** Each simulated call moves the clock on by this much, so calls never share an instant. */
export const CALL_SPACING_MS = 100;
const LOG_LENGTH = 6;

export interface SimState {
  options: BreakerModelOptions;
  snapshot: BreakerSnapshot;
  now: number;
  log: {id: number; text: string}[];
}

export type SimAction =
  | {type: 'call'; outcome: CallOutcome; count: number}
  | {type: 'wait'; ms: number}
  | {type: 'isolate'}
  | {type: 'close'}
  | {type: 'options'; options: BreakerModelOptions};

const EVENT_TEXT: Record<BreakerEvent, (options: BreakerModelOptions) => string> = {
  manuallyClosed: () => 'closeAsync() took effect: closed and statistics reset (no onClosed)',
  isolated: () => 'isolateAsync() took effect: isolated (no callback)',
  onHalfOpened: () => 'the break is over: half-open (onHalfOpened)',
  onOpened: (o) => `opened for ${formatDuration(o.breakDurationMs)} (onOpened)`,
  onClosed: () => 'the probe succeeded: closed, statistics reset (onClosed)',
};

export const STATE_LABEL: Record<CircuitState, string> = {
  closed: 'closed',
  open: 'open',
  halfOpen: 'half-open',
  isolated: 'isolated',
};

export function clock(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function describeCall(report: CallReport, options: BreakerModelOptions, at: number): string {
  const result =
    report.result.kind === 'executed'
      ? `a ${report.result.outcome} ran`
      : `rejected without running: CircuitBreakerRejectedException (${report.result.circuitState})`;
  const events = report.events.map((e) => EVENT_TEXT[e](options));
  return `${clock(at)}: ${[result, ...events].join('; ')}.`;
}

function withLog(state: SimState, text: string): SimState['log'] {
  const id = (state.log[0]?.id ?? 0) + 1;
  return [{id, text}, ...state.log].slice(0, LOG_LENGTH);
}

export function simulationReducer(state: SimState, action: SimAction): SimState {
  switch (action.type) {
    case 'call': {
      let next = state;
      for (let i = 0; i < action.count; i++) {
        const report = sendCall(next.snapshot, next.options, next.now, action.outcome);
        next = {
          ...next,
          snapshot: report.snapshot,
          now: next.now + CALL_SPACING_MS,
          log: withLog(next, describeCall(report, next.options, next.now)),
        };
      }
      return next;
    }
    case 'wait': {
      const now = state.now + action.ms;
      const stale =
        breakStatus(state.snapshot, now).kind === 'ended'
          ? ' The break is over, but the state stays open until a call arrives.'
          : '';
      return {
        ...state,
        now,
        log: withLog(
          state,
          `${clock(now)}: ${formatDuration(action.ms)} passed; nothing changes without a call.${stale}`,
        ),
      };
    }
    case 'isolate':
      return {
        ...state,
        snapshot: requestIsolate(state.snapshot),
        log: withLog(state, `${clock(state.now)}: isolateAsync() called; it takes effect at the next call.`),
      };
    case 'close':
      return {
        ...state,
        snapshot: requestClose(state.snapshot),
        log: withLog(state, `${clock(state.now)}: closeAsync() called; it takes effect at the next call.`),
      };
    case 'options':
      return initialSimulation(action.options);
  }
}

export function initialSimulation(options: BreakerModelOptions): SimState {
  return {options, snapshot: createBreaker(), now: 0, log: []};
}

/** The break, in words, for the status line. */
export function breakText(snapshot: BreakerSnapshot, now: number): string {
  const status = breakStatus(snapshot, now);
  if (status.kind === 'running')
    return `ends in ${formatDuration(status.remainingMs)}; the next call after that goes half-open`;
  if (status.kind === 'ended')
    return `ended at ${clock(status.endedAt)}; the state stays open until the next call arrives`;
  return snapshot.state === 'open' ? 'none recorded' : 'not open';
}
