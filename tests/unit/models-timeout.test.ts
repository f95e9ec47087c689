import {timeoutTimeline, type TimeoutScenario} from '../../src/models/timeout';

const scenario = (overrides: Partial<TimeoutScenario>): TimeoutScenario => ({
  timeoutMs: 1000,
  callbackMs: 500,
  callbackSucceeds: true,
  watchesCancellation: false,
  onTimeoutMs: 0,
  ...overrides,
});

describe('timeout timeline', () => {
  it('returns the callback’s result when it finishes first and never cancels the context', () => {
    expect(timeoutTimeline(scenario({}))).toMatchObject({
      winner: 'callback',
      callerReceives: 'result',
      callerReceivesAtMs: 500,
      contextCancelledAtMs: null,
      callbackFate: 'completed',
    });
    expect(timeoutTimeline(scenario({callbackSucceeds: false})).callerReceives).toBe('callbackException');
  });

  it('rejects with TimeoutRejectedException when the timer fires first; the callback runs on', () => {
    expect(timeoutTimeline(scenario({callbackMs: 3000}))).toMatchObject({
      winner: 'timeout',
      callerReceives: 'TimeoutRejectedException',
      callerReceivesAtMs: 1000,
      contextCancelledAtMs: 1000,
      callbackEndsAtMs: 3000,
      callbackFate: 'ranOnDiscarded',
    });
  });

  it('stops a callback that watches the cancellation token when the context is cancelled', () => {
    expect(timeoutTimeline(scenario({callbackMs: 3000, watchesCancellation: true}))).toMatchObject({
      callbackEndsAtMs: 1000,
      callbackFate: 'stoppedByCancellation',
    });
  });

  it('runs no timer at all for a zero or negative timeout', () => {
    for (const timeoutMs of [0, -100]) {
      expect(timeoutTimeline(scenario({timeoutMs, callbackMs: 60_000}))).toMatchObject({
        timerActive: false,
        callerReceives: 'result',
        callerReceivesAtMs: 60_000,
        contextCancelledAtMs: null,
      });
    }
  });

  it('awaits onTimeout before rejecting: the callback can still win, but the context is cancelled afterwards', () => {
    expect(timeoutTimeline(scenario({callbackMs: 1200, onTimeoutMs: 500}))).toMatchObject({
      winner: 'callback',
      callerReceives: 'result',
      callerReceivesAtMs: 1200,
      contextCancelledAtMs: 1500,
    });
    expect(timeoutTimeline(scenario({callbackMs: 2000, onTimeoutMs: 500}))).toMatchObject({
      winner: 'timeout',
      callerReceivesAtMs: 1500,
      contextCancelledAtMs: 1500,
    });
  });

  it('lets the timer win an exact tie', () => {
    expect(timeoutTimeline(scenario({callbackMs: 1000})).winner).toBe('timeout');
  });
});
