/**
 * The timeout strategy of polly_dart 0.0.9 as a timeline, after `TimeoutStrategy.executeCore` and
 * `_createTimeoutFuture` (lib/src/strategies/timeout_strategy.dart at 2a85979).
 *
 * A timeout of zero or less means no timer at all. Otherwise a timer races the callback:
 * when it fires, `onTimeout` is awaited (its errors swallowed), then the pipeline's shared
 * context is cancelled and the caller gets `TimeoutRejectedException`. Dart cannot stop a
 * Future, so the callback keeps running unless it watches the cancellation token.
 *
 * The callback and `onTimeout` are modelled as work of a fixed length. At an exact tie the
 * timer created first wins: the timeout's timer against the callback, the callback's
 * against a slow `onTimeout`'s.
 */
export interface TimeoutScenario {
  timeoutMs: number;
  /** How long the callback's work takes. */
  callbackMs: number;
  callbackSucceeds: boolean;
  /** The callback stops as soon as its context is cancelled (it watches `cancellationToken`). */
  watchesCancellation: boolean;
  /** How long `onTimeout` takes; 0 when it is absent or instant. */
  onTimeoutMs: number;
}

export type CallerReceives = 'result' | 'callbackException' | 'TimeoutRejectedException';

export interface TimeoutTimeline {
  /** False when the timeout is zero or negative: no timer runs. */
  timerActive: boolean;
  winner: 'callback' | 'timeout';
  callerReceives: CallerReceives;
  callerReceivesAtMs: number;
  /** When `context.cancel()` runs, or null when it never does. */
  contextCancelledAtMs: number | null;
  /** When the callback's work actually ends. */
  callbackEndsAtMs: number;
  callbackFate: 'completed' | 'stoppedByCancellation' | 'ranOnDiscarded';
}

export function timeoutTimeline(s: TimeoutScenario): TimeoutTimeline {
  const callbackOutcome: CallerReceives = s.callbackSucceeds ? 'result' : 'callbackException';
  const finishedFirst = (): TimeoutTimeline => ({
    timerActive: s.timeoutMs > 0,
    winner: 'callback',
    callerReceives: callbackOutcome,
    callerReceivesAtMs: s.callbackMs,
    contextCancelledAtMs: null,
    callbackEndsAtMs: s.callbackMs,
    callbackFate: 'completed',
  });
  if (s.timeoutMs <= 0 || s.callbackMs < s.timeoutMs) return finishedFirst();
  const rejectionAt = s.timeoutMs + s.onTimeoutMs;
  if (s.onTimeoutMs > 0 && s.callbackMs <= rejectionAt) {
    // The callback finished while onTimeout was running: its result wins, the context is cancelled anyway.
    return {...finishedFirst(), contextCancelledAtMs: rejectionAt};
  }
  const stops = s.watchesCancellation;
  return {
    timerActive: true,
    winner: 'timeout',
    callerReceives: 'TimeoutRejectedException',
    callerReceivesAtMs: rejectionAt,
    contextCancelledAtMs: rejectionAt,
    callbackEndsAtMs: stops ? rejectionAt : s.callbackMs,
    callbackFate: stops ? 'stoppedByCancellation' : 'ranOnDiscarded',
  };
}
